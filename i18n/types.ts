import type englishMessages from 'ra-language-english';

/**
 * One language's catalogue: react-admin's `ra.*` tree plus the app's groups. Typed as react-admin's own
 * TranslationMessages (through the English package, a type-only import) so the browser can hand it to
 * ra-i18n-polyglot as is, and a missing `ra.*` key fails type checking.
 */
export type Messages = typeof englishMessages;

/** Polyglot interpolation values; `smart_count` selects the plural form. */
export type Params = Record<string, string | number>;
