import type { Locale } from './locales';

/**
 * The plural form index for a count, with node-polyglot's own rules for each language, so a phrase
 * renders the same on the server as in ra-i18n-polyglot. Arabic has six forms
 * (0, 1, 2, 3–10, 11–99, 100+); a phrase with fewer forms falls back to its first one.
 */
const rules: Record<Locale, (n: number) => number> = {
  en: (n) => (n !== 1 ? 1 : 0),
  fr: (n) => (n >= 2 ? 1 : 0),
  ar: (n) => {
    if (n < 3) return n;
    const lastTwo = n % 100;
    if (lastTwo >= 3 && lastTwo <= 10) return 3;
    return lastTwo >= 11 ? 4 : 5;
  },
};

export const pluralIndex = (locale: Locale, count: number): number => rules[locale](count);
