import Polyglot from 'node-polyglot';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { Params } from './types';

export type Translate = (locale: Locale, key: string, params?: Params) => string;

/**
 * node-polyglot over the given catalogues (the engine ra-i18n-polyglot runs in the browser, so a phrase
 * renders the same on both sides). A key missing in the locale falls back to English, then to `params._`
 * (react-admin's default text), then to the key itself — English comes before `_`, which polyglot's own
 * `t` would not do, hence the explicit order.
 */
export function createTranslator(catalogues: Partial<Record<Locale, object>>): Translate {
  const polyglots = new Map(
    Object.entries(catalogues).map(([locale, phrases]) => [locale, new Polyglot({ locale, phrases })]),
  );
  const english = polyglots.get(DEFAULT_LOCALE);
  return (locale, key, params) => {
    const own = polyglots.get(locale);
    if (own?.has(key)) return own.t(key, params);
    if (english?.has(key)) return english.t(key, params);
    const fallback = params?._;
    return fallback !== undefined ? Polyglot.transformPhrase(String(fallback), params, locale) : key;
  };
}
