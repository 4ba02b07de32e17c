/**
 * The client preferences of spec §3/§4/§9, kept in localStorage under one key of our own (react-admin
 * clears its own store on logout; a user's layout choices should outlive a session).
 */
import { isRecord, oneOf } from '../../shared/narrow';
import { PRIMARY_COLOR } from '../providers/theme';

export const UI_SIZES = ['small', 'medium', 'large'] as const;
export type UiSize = (typeof UI_SIZES)[number];

export interface Preferences {
  themeColor: string;
  tabsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  sidebarOpen: boolean;
  uiSize: UiSize;
}

export const PREFERENCES_STORAGE_KEY = 'ah_preferences';

/** Spec §9: tabs view, fixed header and sidebar logo on; UI size medium. */
export const DEFAULT_PREFERENCES: Preferences = {
  themeColor: PRIMARY_COLOR,
  tabsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  sidebarOpen: true,
  uiSize: 'medium',
};

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Preferences } = { raw: null, value: DEFAULT_PREFERENCES };

function readRaw(): string | null {
  try {
    return localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored)) return DEFAULT_PREFERENCES;
    const known = Object.entries(DEFAULT_PREFERENCES)
      .filter(([key, fallback]) => typeof stored[key] === typeof fallback)
      .map(([key]) => [key, stored[key]]);
    const uiSize = oneOf(UI_SIZES, stored.uiSize) ?? DEFAULT_PREFERENCES.uiSize;
    return { ...DEFAULT_PREFERENCES, ...Object.fromEntries(known), uiSize };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** The same object as long as the stored text is unchanged (what useSyncExternalStore needs). */
export function getPreferences(): Preferences {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  const next = { ...getPreferences(), [key]: value };
  const raw = JSON.stringify(next);
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, raw);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  cached = { raw: readRaw() ?? raw, value: next };
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
