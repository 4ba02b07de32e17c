/**
 * The fetch client speaks the user's language without depending on React: the i18n provider registers
 * its translate function and the current language here.
 */

type Translate = (key: string, fallback: string) => string;

let translateWith: Translate = (_key, fallback) => fallback;
let languageNow: () => string | null = () => null;

export function setHttpTranslator(translate: Translate, language: () => string): void {
  translateWith = translate;
  languageNow = language;
}

export const translateForHttp = (key: string, fallback: string): string => translateWith(key, fallback);

/** Sent as Accept-Language so the API answers (errors, messages) in the interface language. */
export const httpLanguage = (): string | null => languageNow();
