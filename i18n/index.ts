import ar from './complete/ar';
import en from './complete/en';
import fr from './complete/fr';
import type { Locale } from './locales';
import { createTranslator } from './translator';
import type { Messages, Params } from './types';

export { DEFAULT_LOCALE, isLocale, isRtl, LOCALES, type Locale, pickLocale } from './locales';
export { createTranslator, type Translate } from './translator';
export type { Messages, Params } from './types';

/**
 * Each language's catalogue with the labels the resource modules carry. One module per language, so the
 * browser loads only the user's (src/providers/catalogues.ts); the server and tests take all three here.
 */
export const messages: Record<Locale, Messages> = { fr, en, ar };

const translator = createTranslator(messages);

/** Translate outside React (API messages, tests), rendering exactly as ra-i18n-polyglot does. */
export function translate(locale: Locale, key: string, params?: Params): string {
  return translator(locale, key, params);
}
