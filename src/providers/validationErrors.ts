/**
 * Laravel's 422 body `{message, errors: {field: ['…']}}` → the shape react-admin 5 puts on form fields:
 * `error.body.errors` as `{field: 'first message', root: {serverError: message}}`.
 */
import { HttpError } from 'react-admin';
import { isRecord } from '../../shared/narrow';
import { firstMessage } from '../api/errorText';

export type FieldErrors = Record<string, string | { serverError: string }>;

export function toFieldErrors(laravelErrors: unknown, message: string): FieldErrors {
  const fields: FieldErrors = {};
  if (laravelErrors && typeof laravelErrors === 'object' && !Array.isArray(laravelErrors)) {
    for (const [key, value] of Object.entries(laravelErrors)) {
      // 'disease_ids.0' belongs to the disease_ids input.
      const field = key.replace(/(\.\d+)+$/, '');
      const text = firstMessage(value);
      if (text && !(field in fields)) fields[field] = text;
    }
  }
  if (message) fields.root = { serverError: message };
  return fields;
}

/** Rewrites a 422 HttpError for react-admin forms; any other error is returned unchanged. */
export function asValidationError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 422) return error;
  const body = isRecord(error.body) ? error.body : {};
  const message = typeof body.message === 'string' ? body.message : error.message;
  return new HttpError(error.message, 422, { message, errors: toFieldErrors(body.errors, message) });
}
