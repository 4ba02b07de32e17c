/**
 * The interface languages' catalogues in the browser, one chunk each: the user's language loads before the
 * app first draws (src/main.tsx), another one when the user picks it. (All three up front cost ~32 KB
 * compressed on every cold load, issue 13.)
 */
import type { Locale } from '../../i18n/locales';
import { createTranslator, type Translate } from '../../i18n/translator';
import type { Messages, Params } from '../../i18n/types';

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../../i18n/complete/fr'),
  en: () => import('../../i18n/complete/en'),
  ar: () => import('../../i18n/complete/ar'),
};

const loaded: Partial<Record<Locale, Messages>> = {};
const pending = new Map<Locale, Promise<Messages>>();
let translator: Translate = createTranslator(loaded);

/** The language's catalogue, fetched once. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then(({ default: catalogue }) => {
      loaded[locale] = catalogue;
      translator = createTranslator(loaded);
      pending.delete(locale);
      return catalogue;
    });
    pending.set(locale, loading);
  }
  return loading;
}

/** A catalogue already loaded (the current language's always is), else undefined. */
export const loadedCatalogue = (locale: Locale): Messages | undefined => loaded[locale];

/**
 * Translation outside React, as ra-i18n-polyglot renders it, in a loaded language (a language not loaded
 * yet falls back like a missing key: English if loaded, then `params._`, then the key).
 */
export const translate = (locale: Locale, key: string, params?: Params): string =>
  translator(locale, key, params);
