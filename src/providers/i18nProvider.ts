/** ra-i18n-polyglot over the shared catalogues; the choice is stored and mirrored on <html lang dir>. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import languageNames from '../../i18n/languages';
import { isLocale, LOCALES, type Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/types';
import { resources } from '../../resources';
import { setHttpTranslator } from '../api/translator';
import { raName } from '../screens/raName';
import { loadCatalogue, loadedCatalogue } from './catalogues';
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

const withRoutes = new Map<Locale, Messages>();

/** The language's catalogue as react-admin reads it: at once when loaded (the first language always is). */
function catalogueFor(locale: Locale): Messages | Promise<Messages> {
  const ready = withRoutes.get(locale);
  if (ready) return ready;
  const loaded = loadedCatalogue(locale);
  if (loaded) {
    const catalogue = withRouteNames(loaded);
    withRoutes.set(locale, catalogue);
    return catalogue;
  }
  return loadCatalogue(locale).then(() => catalogueFor(locale));
}

export function createI18nProvider(): I18nProvider {
  const locale = initialLocale();
  applyLocale(locale);
  // ra-i18n-polyglot needs the first language's catalogue at once: src/main.tsx loads it before the app.
  const polyglot = polyglotI18nProvider(
    (l) => catalogueFor(isLocale(l) ? l : locale),
    locale,
    localeChoices,
    {
      allowMissing: true,
    },
  );
  return {
    ...polyglot,
    changeLocale: async (next: string) => {
      if (!isLocale(next)) return;
      await polyglot.changeLocale(next);
      applyLocale(next, { remember: true });
    },
  };
}

setHttpTranslator((key, fallback) => translateNow(key, { _: fallback }), currentLocale);

let created: I18nProvider | undefined;
const provider = () => {
  created ??= createI18nProvider();
  return created;
};

/**
 * The app's provider, made on its first use: the app's modules load together with the user's catalogue
 * (src/main.tsx), which must be there by then.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => provider().translate(key, options),
  changeLocale: (locale, options) => provider().changeLocale(locale, options),
  getLocale: () => provider().getLocale(),
  getLocales: () => provider().getLocales?.() ?? localeChoices,
};
