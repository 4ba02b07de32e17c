import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  PREFERENCES_STORAGE_KEY,
  setPreference,
  subscribePreferences,
} from '../../../src/settings/preferences';

describe('preferences', () => {
  it('start from the spec §9 defaults', () => {
    expect(getPreferences()).toEqual({
      themeColor: '#3c8726',
      tabsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      sidebarOpen: true,
      uiSize: 'medium',
    });
  });

  it('are stored, announced, and read back', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePreferences(listener);
    setPreference('tabsView', false);
    setPreference('uiSize', 'large');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({
      tabsView: false,
      uiSize: 'large',
    });
    expect(getPreferences()).toBe(getPreferences());
  });

  it('ignore stored values of the wrong type and broken JSON', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ tabsView: 'no', fixedHeader: false, extra: 1 }),
    );
    expect(getPreferences()).toEqual({ ...DEFAULT_PREFERENCES, fixedHeader: false });
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{');
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
