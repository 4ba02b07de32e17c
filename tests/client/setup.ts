/**
 * Client test setup: a clean browser state for every test.
 * Tests start their own msw server (msw/node) so each file declares exactly the API it relies on.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { removeCookie } from '../../src/api/cookies';
import { loadCatalogue } from '../../src/providers/catalogues';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine a screen's first answer
// takes longer, and the test would fail on timing alone.
configure({ asyncUtilTimeout: 15_000 });

keepDefaultEmotionStylesOutOfTheDocument();

// The app loads the user's language before it draws (src/main.tsx); tests switch between all three.
await Promise.all(LOCALES.map(loadCatalogue));

/**
 * Screens rendered without the app's own emotion caches (`src/providers/directionCache.ts`) style through
 * emotion's default cache, whose `<style data-emotion="css">` tags (and its `<Global>` styles') go to the
 * head. The test DOM's getComputedStyle walks every rule of every sheet, and Testing Library asks it for each
 * element a role query or an accessible name looks at: with MUI's rules in the head that was a quarter of
 * a form test's CPU. Those tags go to a detached element instead. A test that reads computed styles renders
 * under the app's caches (keys `muiltr`/`muirtl`), whose tags stay in the head.
 */
function keepDefaultEmotionStylesOutOfTheDocument(): void {
  // A worker runs file after file in one document (fresh-file.ts): patched once.
  if (Object.hasOwn(document.head, 'insertBefore')) return;
  const detached = document.createElement('div');
  const insertBefore = document.head.insertBefore.bind(document.head);
  document.head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    node instanceof HTMLStyleElement && /^css(-global)?$/.test(node.dataset.emotion ?? '')
      ? detached.insertBefore(node, child?.parentNode === detached ? child : null)
      : insertBefore(node, child);
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearCookies();
  localStorage.clear();
});
