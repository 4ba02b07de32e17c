import { readCookie, SESSION_FLAG_COOKIE } from '../api/cookies';
import { redirectTargetOf } from '../auth/safeRedirect';
import './login.css';
import { applyLocale, loginLocale } from './loginLocale';
import { drawLogin } from './loginPage';

/** A visitor who still holds a session goes on to the app, as react-admin's login page does. */
export function mountLogin(container: HTMLElement): void {
  if (readCookie(SESSION_FLAG_COOKIE) === '1') {
    window.location.replace(redirectTargetOf(window.location.search));
    return;
  }
  const locale = loginLocale();
  applyLocale(locale);
  drawLogin(container, { locale });
}
