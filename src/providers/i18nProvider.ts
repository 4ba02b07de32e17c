/** ra-i18n-polyglot over the shared catalogues; the choice is stored and mirrored on <html lang dir>. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isLocale, LOCALES, type Locale, messages } from '../../i18n';
import languageNames from '../../i18n/languages';
import { setHttpTranslator } from '../api/translator';
import { applyLocale, currentLocale, initialLocale, translateNow } from './locale';

export const localeChoices = LOCALES.map((locale) => ({ locale, name: languageNames[locale] }));

export function createI18nProvider(): I18nProvider {
  const locale = initialLocale();
  applyLocale(locale);
  const polyglot = polyglotI18nProvider((l) => messages[isLocale(l) ? l : locale], locale, localeChoices, {
    allowMissing: true,
  });
  return {
    ...polyglot,
    changeLocale: async (next: string) => {
      if (!isLocale(next)) return;
      await polyglot.changeLocale(next);
      applyLocale(next as Locale, { remember: true });
    },
  };
}

setHttpTranslator((key, fallback) => translateNow(key, { _: fallback }), currentLocale);

export const i18nProvider = createI18nProvider();
