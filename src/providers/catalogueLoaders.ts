/**
 * The interface languages' catalogues, one chunk each, fetched once (issue 13: only the user's language
 * loads up front). Kept apart from the translator (node-polyglot rides in the react-admin vendor chunk), so
 * src/main.tsx can start the user's catalogue beside the app without pulling that chunk onto /login.
 */
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/types';

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../../i18n/complete/fr'),
  en: () => import('../../i18n/complete/en'),
  ar: () => import('../../i18n/complete/ar'),
};

const loaded: Partial<Record<Locale, Messages>> = {};
const pending = new Map<Locale, Promise<Messages>>();

/** The language's catalogue, fetched once. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then(({ default: catalogue }) => {
      loaded[locale] = catalogue;
      pending.delete(locale);
      return catalogue;
    });
    pending.set(locale, loading);
  }
  return loading;
}

/** The catalogues loaded so far (the current language's always is, once the app runs). */
export const loadedCatalogues = (): Readonly<Partial<Record<Locale, Messages>>> => loaded;
