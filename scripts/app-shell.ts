/**
 * A Vite plugin that gives index.html's app shell (the header and the page's skeleton painted before any
 * JavaScript loads, issue 13) its few words in each language, from the app's own catalogues: the inline
 * script picks the visitor's language and writes them in, so the shell never shows another language's text.
 */
import type { Plugin } from 'vite';
import { LOCALES, type Locale, translate } from '../i18n/index.ts';

/** The shell's words by the name index.html's `data-shell-text` attributes give them. */
const SHELL_KEYS = {
  name: 'app.name',
  home: 'app.breadcrumb.home',
  timeliness: 'dashboard.timeliness.title',
  loading: 'ra.page.loading',
} as const;

export const SHELL_WORDS_TOKEN = '__APP_SHELL_WORDS__';

export function shellWords(): Record<Locale, Record<keyof typeof SHELL_KEYS, string>> {
  const wordsOf = (locale: Locale) =>
    Object.fromEntries(Object.entries(SHELL_KEYS).map(([name, key]) => [name, translate(locale, key)]));
  return Object.fromEntries(LOCALES.map((locale) => [locale, wordsOf(locale)])) as ReturnType<
    typeof shellWords
  >;
}

export function appShell(): Plugin {
  return {
    name: 'app-shell',
    transformIndexHtml(html, { path }) {
      // The sign-in page (login.html) draws no shell.
      if (path.endsWith('/login.html')) return html;
      if (!html.includes(SHELL_WORDS_TOKEN)) throw new Error(`index.html has no ${SHELL_WORDS_TOKEN}`);
      // JSON is a JavaScript literal; `<` escaped so no word can close the script element.
      return html.replace(SHELL_WORDS_TOKEN, JSON.stringify(shellWords()).replace(/</g, '\\u003c'));
    },
  };
}
