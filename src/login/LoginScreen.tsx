import { type FormEvent, useEffect, useState } from 'react';
import languages from '../../i18n/languages';
import { LOCALES, type Locale } from '../../i18n/locales';
import { validateIdentifier, validatePassword } from '../auth/credentials';
import { redirectTargetOf } from '../auth/safeRedirect';
import { FieldBox } from './FieldBox';
import { Icon } from './icons';
import { type LoginField, signIn } from './signIn';
import { loginText } from './strings';

export interface LoginScreenProps {
  locale: Locale;
  onLocale: (locale: Locale) => void;
  /** Where the browser goes once signed in (a full load of the app). */
  go?: (path: string) => void;
}

type Messages = Partial<Record<LoginField, string>>;

/**
 * The sign-in page as a visitor first loads it: the same card, fields, messages and language choice as
 * the app's, in plain HTML and one stylesheet (login.css). Neither react-admin nor MUI is downloaded for
 * it (issue 13: Lighthouse ≥ 90 on /login); they load after signing in.
 */
export function LoginScreen({
  locale,
  onLocale,
  go = (path) => window.location.assign(path),
}: LoginScreenProps) {
  const t = (key: string) => loginText(locale, key);
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ fields: Messages; message: string | null }>({
    fields: {},
    message: null,
  });
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    document.title = `${t('auth.title')}${t('app.titleSuffix')}`;
  });

  // The rules of spec §5, once the user has tried to submit (then as they type), before the server's word.
  const local: Messages = submitted
    ? Object.fromEntries(
        Object.entries({
          email: validateIdentifier(values.email),
          password: validatePassword(values.password),
        }).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
      )
    : {};
  const messageOf = (field: LoginField) => local[field] ?? server.fields[field];

  // What the two fields share: required, bound to their value and to their message.
  const fieldProps = (field: LoginField) => ({
    name: field,
    required: true,
    value: values[field],
    message: messageOf(field),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setServer((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateIdentifier(values.email) || validatePassword(values.password)) return;
    setBusy(true);
    const result = await signIn(values.email, values.password, locale);
    if (result.ok) {
      go(redirectTargetOf(window.location.search));
      return;
    }
    setBusy(false);
    const hasFields = Object.keys(result.fields).length > 0;
    setServer({
      fields: result.fields,
      message: hasFields
        ? null
        : (result.message ?? t(result.timedOut ? 'app.http.timeout' : 'auth.genericError')),
    });
  };

  return (
    <div className="login-card">
      <div className="login-avatar">
        <Icon name="lock" />
      </div>
      <main>
        <form noValidate onSubmit={submit} className="login-content">
          <p className="login-overline">{t('app.name')}</p>
          <h1 className="login-title">{t('auth.title')}</h1>
          {server.message && (
            <div className="login-alert" role="alert">
              {server.message}
            </div>
          )}
          <FieldBox
            {...fieldProps('email')}
            type="text"
            label={t('auth.identifier')}
            autoComplete="username"
            autoFocus
          />
          <FieldBox
            {...fieldProps('password')}
            type={shown ? 'text' : 'password'}
            label={t('auth.password')}
            autoComplete="current-password"
            end={
              <button
                type="button"
                className="login-toggle"
                aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}
                onClick={() => setShown((value) => !value)}
              >
                <Icon name={shown ? 'visibilityOff' : 'visibility'} />
              </button>
            }
          />
          <button type="submit" className="login-submit" disabled={busy} aria-label={t('auth.signIn')}>
            {busy && <span className="login-spinner" aria-hidden="true" />}
            {t('auth.signIn')}
          </button>
          <div className="login-links">
            <a href="/reset-password">{t('auth.forgotPassword')}</a>
          </div>
          <fieldset className="login-languages" aria-label={t('app.menu.language')}>
            {LOCALES.map((choice) => (
              <button
                key={choice}
                type="button"
                className="login-language"
                lang={choice}
                aria-pressed={choice === locale}
                onClick={() => choice !== locale && onLocale(choice)}
              >
                {languages[choice]}
              </button>
            ))}
          </fieldset>
        </form>
      </main>
    </div>
  );
}
