import { flattenMessages } from './flatten';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { formatPhrase } from './phrase';
import type { Params } from './types';

export type Translate = (locale: Locale, key: string, params?: Params) => string;

/**
 * Polyglot-compatible translation over the given catalogues. A key missing in the locale falls back to
 * English, then to `params._` (react-admin's default text), then to the key itself.
 */
export function createTranslator(catalogues: Record<Locale, object>): Translate {
  const phrases = Object.fromEntries(
    Object.entries(catalogues).map(([locale, tree]) => [locale, flattenMessages(tree)]),
  ) as Record<Locale, Record<string, string>>;
  return (locale, key, params) => {
    const own = phrases[locale]?.[key];
    if (own !== undefined) return formatPhrase(own, locale, params);
    const english = phrases[DEFAULT_LOCALE]?.[key];
    if (english !== undefined) return formatPhrase(english, DEFAULT_LOCALE, params);
    const fallback = params?._;
    return fallback !== undefined ? formatPhrase(String(fallback), locale, params) : key;
  };
}
