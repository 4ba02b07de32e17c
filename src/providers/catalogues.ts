/**
 * Translation outside React over the catalogues loaded so far (src/providers/catalogueLoaders.ts): the
 * user's language is there before the app first draws, another one once the user picks it.
 */
import type { Locale } from '../../i18n/locales';
import { createTranslator, type Translate } from '../../i18n/translator';
import type { Messages, Params } from '../../i18n/types';
import { loadedCatalogues } from './catalogueLoaders';

export { loadCatalogue } from './catalogueLoaders';

let translator: Translate | undefined;
let translated: Partial<Record<Locale, Messages>> = {};

/** A catalogue already loaded, else undefined. */
export const loadedCatalogue = (locale: Locale): Messages | undefined => loadedCatalogues()[locale];

/**
 * As ra-i18n-polyglot renders it, in a loaded language (a language not loaded yet falls back like a missing
 * key: English if loaded, then `params._`, then the key).
 */
export function translate(locale: Locale, key: string, params?: Params): string {
  const catalogues = loadedCatalogues();
  if (!translator || Object.keys(catalogues).length !== Object.keys(translated).length) {
    translated = { ...catalogues };
    translator = createTranslator(translated);
  }
  return translator(locale, key, params);
}
