/**
 * The interface language outside React: chosen once at start (stored choice, else the browser's, else
 * English), kept in localStorage when the user changes it, and mirrored on <html lang dir>.
 */
import { isLocale, isRtl, LOCALE_STORAGE_KEY, type Locale, pickLocale } from '../../i18n/locales';
import type { Params } from '../../i18n/types';
import { translate } from './catalogues';

export { LOCALE_STORAGE_KEY } from '../../i18n/locales';

let current: Locale | null = null;
const listeners = new Set<(locale: Locale) => void>();

/** Called after every change of language (the app shell flips the theme direction). */
export function subscribeLocale(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function initialLocale(): Locale {
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return storedLocale() ?? pickLocale(browser);
}

export function currentLocale(): Locale {
  current ??= initialLocale();
  return current;
}

/** Makes `locale` current and sets <html lang dir>; `remember` stores it as the user's choice. */
export function applyLocale(locale: Locale, { remember = false } = {}): void {
  current = locale;
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }
  for (const listener of listeners) listener(locale);
}

/** Translation in the current language for code outside React (providers, the fetch client). */
export const translateNow = (key: string, params?: Params): string => translate(currentLocale(), key, params);
