import { useMemo, useSyncExternalStore } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { isRtl, type Locale } from '../../i18n/locales';
import { currentLocale, subscribeLocale } from '../providers/locale';
import { createAppTheme, type Direction } from '../providers/theme';
import { getPreferences, type Preferences } from './preferences';
import { usePreferences } from './usePreference';

type ThemeChoice = Pick<Preferences, 'themeColor' | 'uiSize'>;

const built = new Map<string, RaThemeOptions>();

/** The theme of a language, colour and size, built once (a later switch back to them reuses it). */
function themeFor(locale: Locale, { themeColor, uiSize }: ThemeChoice) {
  const direction: Direction = isRtl(locale) ? 'rtl' : 'ltr';
  const key = [locale, themeColor, uiSize].join(' ');
  let theme = built.get(key);
  if (!theme) {
    theme = createAppTheme(direction, themeColor, uiSize, locale);
    built.set(key, theme);
  }
  return { direction, theme };
}

/**
 * Builds the theme the app opens with, in a task before React's first render (src/mountApp.tsx): that
 * render was one of the longest tasks of a cold load (issue 13).
 */
export function buildStartTheme(): void {
  themeFor(currentLocale(), getPreferences());
}

/** The theme of the moment: the language's direction and words, the chosen colour and interface size. */
export function useAppTheme() {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const { themeColor, uiSize } = usePreferences();
  return useMemo(() => themeFor(locale, { themeColor, uiSize }), [locale, themeColor, uiSize]);
}
