import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readCookie, SESSION_FLAG_COOKIE } from '../api/cookies';
import { redirectTargetOf } from '../auth/safeRedirect';
import { LoginApp } from './LoginApp';
import { loginLocale } from './loginLocale';

/** A visitor who still holds a session goes on to the app, as react-admin's login page does. */
export function mountLogin(container: HTMLElement): void {
  if (readCookie(SESSION_FLAG_COOKIE) === '1') {
    window.location.replace(redirectTargetOf(window.location.search));
    return;
  }
  const locale = loginLocale();
  document.documentElement.lang = locale;
  createRoot(container).render(
    <StrictMode>
      <LoginApp initial={locale} />
    </StrictMode>,
  );
}
