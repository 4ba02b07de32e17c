/** The language of the sign-in page: the stored choice, else the browser's (providers/locale.ts's rule). */
import { isLocale, isRtl, LOCALE_STORAGE_KEY, type Locale, pickLocale } from '../../i18n/locales';

export function loginLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the browser's language.
  }
  return isLocale(stored) ? stored : pickLocale([...(navigator.languages ?? []), navigator.language]);
}

/** Keeps the choice for the app that loads after signing in, and sets <html lang dir>. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyLocale(locale);
}

/** Sets <html lang dir>. */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}
