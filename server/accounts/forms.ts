import { isRecord } from '../../shared/narrow';
import type { Translate } from '../http/locale';

export const bodyField = (body: unknown, key: string): string => {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * The confirmation of a new password must equal it: the one rule of these forms JSON Schema cannot say
 * (presence and length are in the route's schema).
 */
export function confirmationErrors(body: unknown, field: string, confirmation: string, t: Translate) {
  const password = bodyField(body, field);
  const confirm = bodyField(body, confirmation);
  return password && confirm && confirm !== password ? { [confirmation]: [t('validation.same')] } : null;
}
