import { useCallback, useSyncExternalStore } from 'react';
import { getPreferences, type Preferences, setPreference, subscribePreferences } from './preferences';

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}

/** One preference and its setter, like useState, persisted. */
export function usePreference<K extends keyof Preferences>(
  key: K,
): [Preferences[K], (value: Preferences[K]) => void] {
  const value = usePreferences()[key];
  const set = useCallback((next: Preferences[K]) => setPreference(key, next), [key]);
  return [value, set];
}
