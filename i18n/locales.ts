export const LOCALES = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Where the browser keeps the chosen language (read before the app loads by index.html's script too). */
export const LOCALE_STORAGE_KEY = 'ah_locale';

const RTL_LANGUAGES: readonly string[] = ['ar'];

const languageOf = (tag: string): string => (tag.trim().split(/[-_]/)[0] ?? '').toLowerCase();

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const isRtl = (locale: string): boolean => RTL_LANGUAGES.includes(languageOf(locale));

/**
 * The first supported language among the candidates (stored choice, navigator languages, an
 * Accept-Language header: 'ar-TD,fr;q=0.8' is read in its written order), else English.
 */
export function pickLocale(candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const range of candidate.split(',')) {
      const language = languageOf(range.split(';')[0] ?? '');
      if (isLocale(language)) return language;
    }
  }
  return DEFAULT_LOCALE;
}
