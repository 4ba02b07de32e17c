/**
 * A failed call → the errors react-admin's <Form> puts on its fields: a 422's per-field messages on the
 * form's inputs, anything else (a 429 and its wait, a field the form does not show) as the form's message.
 */
import { HttpError } from 'react-admin';
import { isRecord } from '../../shared/narrow';
import { toFieldErrors } from '../providers/validationErrors';

export type SubmissionErrors = Record<string, string | { serverError: string }>;

export function submissionErrorsOf(
  error: unknown,
  fallback: string,
  formFields: readonly string[],
): SubmissionErrors {
  if (!(error instanceof HttpError)) {
    return { root: { serverError: error instanceof Error && error.message ? error.message : fallback } };
  }
  const body = isRecord(error.body) ? error.body : {};
  const errors: SubmissionErrors = {};
  const elsewhere: string[] = [];
  if (error.status === 422) {
    for (const [field, text] of Object.entries(toFieldErrors(body.errors, ''))) {
      if (typeof text !== 'string') continue;
      if (formFields.includes(field)) errors[field] = text;
      else elsewhere.push(text);
    }
  }
  if (elsewhere.length || !Object.keys(errors).length) {
    errors.root = { serverError: elsewhere[0] ?? (error.message || fallback) };
  }
  return errors;
}
