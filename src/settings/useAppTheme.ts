import { useMemo, useSyncExternalStore } from 'react';
import { isRtl } from '../../i18n/locales';
import { currentLocale, subscribeLocale } from '../providers/locale';
import { createAppTheme, type Direction } from '../providers/theme';
import { usePreferences } from './usePreference';

/** The theme of the moment: the language's direction and words, the chosen colour and interface size. */
export function useAppTheme() {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const direction: Direction = isRtl(locale) ? 'rtl' : 'ltr';
  const { themeColor, uiSize } = usePreferences();
  const theme = useMemo(
    () => createAppTheme(direction, themeColor, uiSize, locale),
    [direction, locale, themeColor, uiSize],
  );
  return { direction, theme };
}
