import type { Translate } from '../http/locale';

export const MIN_PASSWORD = 6;

export const bodyField = (body: unknown, key: string): string => {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

/** The new-password rules shared by reset and change: present, long enough, confirmed. */
export function passwordErrors(body: unknown, field: string, confirmation: string, t: Translate) {
  const password = bodyField(body, field);
  const confirm = bodyField(body, confirmation);
  const errors: Record<string, string[]> = {};
  if (!password) errors[field] = [t('validation.required')];
  else if (password.length < MIN_PASSWORD) errors[field] = [t('validation.passwordMin')];
  if (!confirm) errors[confirmation] = [t('auth.reset.confirmRequired')];
  else if (password && confirm !== password) errors[confirmation] = [t('validation.same')];
  return Object.keys(errors).length ? errors : null;
}
