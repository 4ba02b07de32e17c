/** ra-i18n-polyglot over the shared catalogues; the choice is stored and mirrored on <html lang dir>. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isLocale, LOCALES, type Locale, type Messages, messages } from '../../i18n';
import languageNames from '../../i18n/languages';
import { resources } from '../../resources';
import { setHttpTranslator } from '../api/translator';
import { raName } from '../screens/raName';
import { applyLocale, currentLocale, initialLocale, translateNow } from './locale';

export const localeChoices = LOCALES.map((locale) => ({ locale, name: languageNames[locale] }));

/**
 * react-admin looks labels up under its resource names (`resources.locations/provinces.name`), which are
 * client routes; the catalogues hold them under API names. Copies under the route names let react-admin's
 * own texts (delete confirmations, empty pages, bulk dialogs) find them.
 */
export function withRouteNames(catalogue: Messages): Messages {
  const byApiName = (catalogue.resources ?? {}) as Record<string, unknown>;
  const copies = resources
    .filter((resource) => resource.name in byApiName)
    .map((resource) => [raName(resource), byApiName[resource.name]]);
  return { ...catalogue, resources: { ...byApiName, ...Object.fromEntries(copies) } } as Messages;
}

const catalogues = Object.fromEntries(LOCALES.map((l) => [l, withRouteNames(messages[l])])) as Record<
  Locale,
  Messages
>;

export function createI18nProvider(): I18nProvider {
  const locale = initialLocale();
  applyLocale(locale);
  const polyglot = polyglotI18nProvider((l) => catalogues[isLocale(l) ? l : locale], locale, localeChoices, {
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
