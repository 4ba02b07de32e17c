import { useMemo, useSyncExternalStore } from 'react';
import { isRtl } from '../../i18n';
import { currentLocale, subscribeLocale } from '../providers/locale';
import { createAppTheme, type Direction } from '../providers/theme';
import { usePreferences } from './usePreference';

const directionNow = (): Direction => (isRtl(currentLocale()) ? 'rtl' : 'ltr');

/** The theme of the moment: the language's direction, the chosen colour and interface size. */
export function useAppTheme() {
  const direction = useSyncExternalStore(subscribeLocale, directionNow);
  const { themeColor, uiSize } = usePreferences();
  const theme = useMemo(() => createAppTheme(direction, themeColor, uiSize), [direction, themeColor, uiSize]);
  return { direction, theme };
}
