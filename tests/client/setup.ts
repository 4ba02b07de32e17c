/**
 * Client test setup: a clean browser state for every test.
 * Tests start their own msw server (msw/node) so each file declares exactly the API it relies on.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { removeCookie } from '../../src/api/cookies';

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
