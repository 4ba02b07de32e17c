import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { nextTask } from './nextTask';
import { loadCatalogue } from './providers/catalogueLoaders';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app's modules, evaluated a library at a time with a pause between them: imported at once, React,
 * MUI, react-admin and the app ran their top-level code in one task that held a phone's main thread for
 * over a second (issue 13: total blocking time on a cold dashboard). Importing a module evaluates its whole
 * chunk (vite.config.ts's vendor groups): each import names one small module of a chunk whose exports the
 * app uses anyway (a library's index here would keep all its exports in the build). The chunks are not
 * listed in index.html for an earlier fetch: Lighthouse's simulated load then counted their ~400 KB before
 * the first paint (LCP 1.3 → 4.4 s).
 */
async function appInTurns() {
  await import('react-dom/client');
  await nextTask();
  await import('@mui/material/ButtonBase');
  await nextTask();
  await import('node-polyglot');
  await nextTask();
  return import('./mountApp');
}

// A visitor's first load of the sign-in page gets a page in plain HTML and CSS: MUI, react-admin and the screens
// (most of the app's code) load after signing in (issue 13: Lighthouse ≥ 90 on /login).
if (window.location.pathname === '/login') {
  import('./login/mountLogin').then(({ mountLogin }) => mountLogin(container));
} else {
  // The app and the catalogue of the user's language only (issue 13) download side by side; index.html's
  // first script has put that language on <html lang> (the rule of src/providers/locale.ts).
  const { lang } = document.documentElement;
  Promise.all([appInTurns(), loadCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE)]).then(([{ mountApp }]) =>
    mountApp(container),
  );
}
