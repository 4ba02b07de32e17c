import type { Locale } from './locales';
import { pluralIndex } from './plural';
import type { Params } from './types';

export const PLURAL_DELIMITER = '||||';
const placeholder = /%\{(.*?)\}/g;

/** The `%{name}` placeholders of a phrase, across all its plural forms. */
export const placeholdersOf = (phrase: string): string[] => [
  ...new Set(Array.from(phrase.matchAll(placeholder), (match) => match[1])),
];

/** Polyglot's transformPhrase: pick the plural form for `smart_count`, then interpolate (unknown names stay). */
export function formatPhrase(phrase: string, locale: Locale, params?: Params): string {
  if (!params) return phrase;
  let result = phrase;
  const count = params.smart_count;
  if (count !== undefined && count !== null && phrase) {
    const forms = phrase.split(PLURAL_DELIMITER);
    result = (forms[pluralIndex(locale, Number(count))] || forms[0]).trim();
  }
  return result.replace(placeholder, (expression, name: string) =>
    Object.hasOwn(params, name) && params[name] != null ? String(params[name]) : expression,
  );
}
