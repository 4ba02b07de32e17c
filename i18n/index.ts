import ar from './ar';
import en from './en';
import fr from './fr';
import type { Locale } from './locales';
import { createTranslator } from './translator';
import type { Messages, Params } from './types';

export { flattenMessages } from './flatten';
export { DEFAULT_LOCALE, isLocale, isRtl, LOCALES, type Locale, pickLocale } from './locales';
export { placeholdersOf } from './phrase';
export { createTranslator, type Translate } from './translator';
export type { Messages, Params } from './types';

export const messages: Record<Locale, Messages> = { fr, en, ar };

const translator = createTranslator(messages);

/** Translate outside React (API messages, tests), rendering exactly as ra-i18n-polyglot does. */
export function translate(locale: Locale, key: string, params?: Params): string {
  return translator(locale, key, params);
}
