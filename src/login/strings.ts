/**
 * The words of the sign-in page in each language, taken from the app's own catalogues (auth, and the
 * product's name and language menu), without the rest of the app's i18n (resource labels, react-admin's).
 */
import arApp from '../../i18n/ar/app';
import arAuth from '../../i18n/ar/auth';
import enApp from '../../i18n/en/app';
import enAuth from '../../i18n/en/auth';
import frApp from '../../i18n/fr/app';
import frAuth from '../../i18n/fr/auth';
import type { Locale } from '../../i18n/locales';
import { isRecord } from '../../shared/narrow';

const CATALOGUES = {
  fr: { app: frApp, auth: frAuth },
  en: { app: enApp, auth: enAuth },
  ar: { app: arApp, auth: arAuth },
} satisfies Record<Locale, unknown>;

/** `auth.signIn` → the text in `locale`, else in English, else the key itself. */
export function loginText(locale: Locale, key: string): string {
  const lookup = (catalogue: unknown) =>
    key.split('.').reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), catalogue);
  const found = lookup(CATALOGUES[locale]) ?? lookup(CATALOGUES.en);
  return typeof found === 'string' ? found : key;
}
