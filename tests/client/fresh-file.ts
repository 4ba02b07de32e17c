/**
 * First setup file of the client project: each test file starts as in a fresh browser tab.
 *
 * The project does not isolate its files (vitest.config.ts): a worker loads happy-dom, react-admin and MUI once
 * and runs file after file in one document. What isolation gave, this gives back before each file:
 * - the app's own modules (src/, i18n/, resources/, the tests' support) are evaluated anew, so their state
 *   (the signed-in user, toasts, the language, preferences, the emotion caches of `directionCache.ts`) starts
 *   empty. Packages stay loaded: vitest leaves node_modules to Node, whose module cache this does not touch.
 *   It runs before `setup.ts` imports anything, so the setup and the test file share the same new modules;
 * - the document is emptied: the previous file's style tags in the head would otherwise pile up, and
 *   the DOM's getComputedStyle, which Testing Library calls for every element a role query looks at, walks
 *   every rule of every sheet;
 * - the URL, properties a test defined on `document` (header.test's `fullscreenEnabled`), globals stubbed
 *   with `vi.stubGlobal` and fake timers are put back. React's own markers on `document` stay: React, a
 *   package, stays loaded and would otherwise listen twice.
 */
import { vi } from 'vitest';

const worker = globalThis as { firstUrl?: string; documentKeys?: Set<PropertyKey> };
worker.firstUrl ??= location.href;
worker.documentKeys ??= new Set(Reflect.ownKeys(document));
const documentKeys = worker.documentKeys;

vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();

document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
history.replaceState(null, '', worker.firstUrl);
for (const key of Reflect.ownKeys(document)) {
  if (!documentKeys.has(key) && !String(key).startsWith('_react')) Reflect.deleteProperty(document, key);
}
