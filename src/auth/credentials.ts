import { EMAIL_PATTERN, PASSWORD_MIN } from '../../resources/kit';

/**
 * The sign-in rules of spec §5 as react-admin validators (they return i18n keys). The identifier is an
 * email or a username: only something that looks like an email must be a valid one.
 */
const EMAIL = new RegExp(EMAIL_PATTERN);

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export function validateIdentifier(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'auth.emailRequired';
  if (text.includes('@') && !isEmail(text)) return 'auth.emailInvalid';
  return undefined;
}

export function validateEmail(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'validation.required';
  return isEmail(text) ? undefined : 'auth.emailInvalid';
}

export function validatePassword(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : '';
  if (!text) return 'auth.passwordRequired';
  return text.length < PASSWORD_MIN ? 'auth.passwordTooShort' : undefined;
}

/** For a confirmation field: `source` names the field it must equal. */
export const matches =
  (source: string, message = 'validation.same') =>
  (value: unknown, values: Record<string, unknown>): string | undefined => {
    if (!value) return 'auth.reset.confirmRequired';
    return value === values[source] ? undefined : message;
  };
