import { resources } from '../resources';
import ar from './ar';
import { commonFields as arCommon } from './ar/resources';
import en from './en';
import { commonFields as enCommon } from './en/resources';
import fr from './fr';
import { commonFields as frCommon } from './fr/resources';
import type { Locale } from './locales';
import { withRegistryLabels } from './registryLabels';
import { createTranslator } from './translator';
import type { Messages, Params } from './types';

export { DEFAULT_LOCALE, isLocale, isRtl, LOCALES, type Locale, pickLocale } from './locales';
export { createTranslator, type Translate } from './translator';
export type { Messages, Params } from './types';

/** Each language's catalogue with the labels the resource modules carry (the catalogue overrides them). */
export const messages: Record<Locale, Messages> = {
  fr: withRegistryLabels('fr', fr, resources, frCommon),
  en: withRegistryLabels('en', en, resources, enCommon),
  ar: withRegistryLabels('ar', ar, resources, arCommon),
};

const translator = createTranslator(messages);

/** Translate outside React (API messages, tests), rendering exactly as ra-i18n-polyglot does. */
export function translate(locale: Locale, key: string, params?: Params): string {
  return translator(locale, key, params);
}
