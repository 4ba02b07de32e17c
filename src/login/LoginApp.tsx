import { useState } from 'react';
import type { Locale } from '../../i18n/locales';
import './login.css';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';
import { loginColourRules } from './loginColours';
import { rememberLocale } from './loginLocale';

/** The sign-in page with the theme's colours; a change of language is kept for the app too. */
export function LoginApp({ initial, go }: { initial: Locale; go?: LoginScreenProps['go'] }) {
  const [locale, setLocale] = useState(initial);
  const choose = (next: Locale) => {
    rememberLocale(next);
    setLocale(next);
  };
  return (
    <div className="login-page">
      <style>{loginColourRules}</style>
      <LoginScreen locale={locale} onLocale={choose} go={go} />
    </div>
  );
}
