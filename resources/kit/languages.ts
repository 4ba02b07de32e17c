/**
 * The languages reference data is written in. Names are entered in the default language first (the
 * language of the national registry); the others are optional and fall back to it.
 */
import { LOCALES, type Locale } from '../../i18n/locales';

export type DataLanguage = Locale;
export const DATA_LANGUAGES: readonly DataLanguage[] = LOCALES;
export const DEFAULT_DATA_LANGUAGE: DataLanguage = 'fr';

/** The record key holding `key` in `language`: `name` for the default language, else `name_en`. */
export const translationKey = (key: string, language: DataLanguage): string =>
  language === DEFAULT_DATA_LANGUAGE ? key : `${key}_${language}`;

/** The keys of a translatable field, default language first. */
export const translationKeys = (key: string): { language: DataLanguage; key: string }[] => [
  { language: DEFAULT_DATA_LANGUAGE, key },
  ...DATA_LANGUAGES.filter((l) => l !== DEFAULT_DATA_LANGUAGE).map((language) => ({
    language,
    key: translationKey(key, language),
  })),
];

type Texts = Record<string, unknown>;

/** The value of `key` in `language`, else in the default language. */
export function translatedValue(record: Texts, key: string, language: string): unknown {
  const own = language === DEFAULT_DATA_LANGUAGE ? undefined : record[`${key}_${language}`];
  return own !== undefined && own !== null && own !== '' ? own : record[key];
}
