/**
 * The sign-in page as a visitor first loads it: the same card, fields, messages and language choice as
 * the app's, built with the DOM and one stylesheet (login.css). Neither React, MUI nor react-admin is
 * downloaded for it (issue 13: Lighthouse ≥ 90 on /login); they load after signing in.
 */
import languages from '../../i18n/languages';
import { LOCALES, type Locale } from '../../i18n/locales';
import { validateIdentifier, validatePassword } from '../auth/credentials';
import { redirectTargetOf } from '../auth/safeRedirect';
import { element, setAttributes } from './dom';
import { field } from './field';
import { icon, setIcon } from './icons';
import { loginColourRules } from './loginColours';
import { rememberLocale } from './loginLocale';
import { type LoginField, signIn } from './signIn';
import { loginText } from './strings';

export interface LoginOptions {
  locale: Locale;
  /** Where the browser goes once signed in (a full load of the app). */
  go?: (path: string) => void;
}

type Messages = Partial<Record<LoginField, string>>;

/** What the server said of the last attempt: a message per field, or one for the form. */
interface ServerAnswer {
  fields: Messages;
  message: string | null;
}

export function drawLogin(container: HTMLElement, options: LoginOptions): void {
  const go = options.go ?? ((path: string) => window.location.assign(path));
  const noAnswer: ServerAnswer = { fields: {}, message: null };
  const state = {
    locale: options.locale,
    submitted: false,
    busy: false,
    shown: false,
    server: noAnswer,
  };
  const t = (key: string) => loginText(state.locale, key);

  const toggleIcon = icon('visibility');
  const toggle = element('button', { type: 'button', class: 'login-toggle' }, toggleIcon);
  const email = field('email', { type: 'text', autocomplete: 'username', autofocus: true });
  const password = field('password', { type: 'password', autocomplete: 'current-password' }, toggle);
  const fields = { email, password };
  const overline = element('p', { class: 'login-overline' });
  const title = element('h1', { class: 'login-title' });
  const alert = element('div', { class: 'login-alert', role: 'alert' });
  const spinner = element('span', { class: 'login-spinner', 'aria-hidden': 'true' });
  const submitText = document.createTextNode('');
  const submit = element('button', { type: 'submit', class: 'login-submit' }, submitText);
  const forgot = element('a', { href: '/reset-password' });
  const choices = element('fieldset', { class: 'login-languages' });
  const languageButtons = LOCALES.map((choice) => {
    const button = element(
      'button',
      { type: 'button', class: 'login-language', lang: choice },
      languages[choice],
    );
    button.addEventListener('click', () => {
      if (choice === state.locale) return;
      state.locale = choice;
      rememberLocale(choice);
      update();
    });
    return button;
  });
  choices.append(...languageButtons);
  const form = element(
    'form',
    { class: 'login-content', novalidate: true },
    overline,
    title,
    email.root,
    password.root,
    submit,
    element('div', { class: 'login-links' }, forgot),
    choices,
  );
  const page = element(
    'div',
    { class: 'login-page' },
    element('style', {}, loginColourRules),
    element(
      'div',
      { class: 'login-card' },
      element('div', { class: 'login-avatar' }, icon('lock')),
      element('main', {}, form),
    ),
  );

  // The rules of spec §5, once the user has tried to submit (then as they type), before the server's word.
  const localRule = (name: LoginField) => {
    if (!state.submitted) return undefined;
    const value = fields[name].input.value;
    const key = name === 'email' ? validateIdentifier(value) : validatePassword(value);
    return key ? t(key) : undefined;
  };

  function update() {
    document.title = `${t('auth.title')}${t('app.titleSuffix')}`;
    overline.textContent = t('app.name');
    title.textContent = t('auth.title');
    if (state.server.message) {
      alert.textContent = state.server.message;
      if (!alert.isConnected) title.after(alert);
    } else alert.remove();
    email.show(t('auth.identifier'), localRule('email') ?? state.server.fields.email);
    password.show(t('auth.password'), localRule('password') ?? state.server.fields.password);
    password.input.type = state.shown ? 'text' : 'password';
    setIcon(toggleIcon, state.shown ? 'visibilityOff' : 'visibility');
    setAttributes(toggle, { 'aria-label': t(state.shown ? 'auth.hidePassword' : 'auth.showPassword') });
    submitText.data = t('auth.signIn');
    setAttributes(submit, { disabled: state.busy, 'aria-label': t('auth.signIn') });
    if (state.busy) submit.prepend(spinner);
    else spinner.remove();
    forgot.textContent = t('auth.forgotPassword');
    setAttributes(choices, { 'aria-label': t('app.menu.language') });
    for (const [index, button] of languageButtons.entries()) {
      setAttributes(button, { 'aria-pressed': String(LOCALES[index] === state.locale) });
    }
  }

  for (const name of ['email', 'password'] as const) {
    const onEdit = () => {
      state.server.fields = { ...state.server.fields, [name]: undefined };
      update();
    };
    fields[name].input.addEventListener('input', onEdit);
    fields[name].input.addEventListener('change', onEdit);
  }
  toggle.addEventListener('click', () => {
    state.shown = !state.shown;
    update();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    state.submitted = true;
    const identifier = email.input.value;
    const secret = password.input.value;
    if (validateIdentifier(identifier) || validatePassword(secret)) {
      update();
      return;
    }
    state.busy = true;
    update();
    const result = await signIn(identifier, secret, state.locale);
    if (result.ok) {
      go(redirectTargetOf(window.location.search));
      return;
    }
    state.busy = false;
    const hasFields = Object.keys(result.fields).length > 0;
    state.server = {
      fields: result.fields,
      message: hasFields
        ? null
        : (result.message ?? t(result.timedOut ? 'app.http.timeout' : 'auth.genericError')),
    };
    update();
  });

  update();
  container.replaceChildren(page);
  email.input.focus();
}
