/** The toast text of a failed response: `message`, else the first of `errors`, else `error`, else null. */
import { isRecord } from '../../shared/narrow';
export function errorTextOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!isRecord(body)) return null;
  const { message, errors, error } = body;
  if (typeof message === 'string' && message.trim()) return message;
  const first = firstMessage(errors);
  if (first) return first;
  if (typeof error === 'string' && error.trim()) return error;
  return firstMessage(error);
}

/** The first message of a Laravel `errors` value: { field: ['…'] }, ['…'] or '…'. */
export function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    if (typeof value.message === 'string') return firstMessage(value.message);
    return firstMessage(Object.values(value));
  }
  return null;
}
