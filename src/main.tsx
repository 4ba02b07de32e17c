import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { loadCatalogue } from './providers/catalogueLoaders';
import { warmUpIcu } from './providers/icuWarmUp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A visitor's first load of the sign-in page gets a page in plain HTML and CSS: MUI, react-admin and the screens
// (most of the app's code) load after signing in (issue 13: Lighthouse ≥ 90 on /login).
if (window.location.pathname === '/login') {
  import('./login/mountLogin').then(({ mountLogin }) => mountLogin(container));
} else {
  // The app and the catalogue of the user's language only (issue 13) download side by side; index.html's
  // first script has put that language on <html lang> (the rule of src/providers/locale.ts).
  const { lang } = document.documentElement;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  warmUpIcu(locale);
  Promise.all([import('./mountApp'), loadCatalogue(locale)]).then(([{ mountApp }]) => mountApp(container));
}
