import { vi } from 'vitest';

/** MUI's useMediaQuery as on a 390 px screen: every max-width query matches. Undo with vi.unstubAllGlobals. */
export function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
