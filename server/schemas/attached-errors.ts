import type { FastifyRequest } from 'fastify';
import type { FormMode, Resource } from '../../resources/kit';
import { isRecord } from '../../shared/narrow';
import type { Translate } from '../http/locale';
import { compile, type ValidateFunction } from './ajv';
import { normaliseValue } from './normalise-body';
import { bodySchema } from './resource-schemas';
import { formatValidationErrors } from './validation-errors';

/**
 * For routes declared with `attachValidation: true` (forms that also have database rules): the body's
 * schema errors by field, so the handler can run the database checks on the other fields and answer every
 * error at once, as Laravel does. A bad path or query string is still refused straight away.
 */
export function bodySchemaErrors(request: FastifyRequest, t: Translate): Record<string, string[]> {
  const error = request.validationError;
  if (!error) return {};
  if (error.validationContext !== 'body') throw error;
  return formatValidationErrors(error.validation, t);
}

/** The body without the keys that already failed their schema (their database checks would be noise). */
export function withoutKeys(body: unknown, keys: readonly string[]): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const rest = { ...body };
  for (const key of keys) delete rest[key];
  return rest;
}

const compiled = new WeakMap<Resource, Partial<Record<FormMode, ValidateFunction>>>();

/**
 * Checks a body against the resource's create or edit schema outside a route's own validation (a workflow
 * action saving fields of the record): the same trimming, the same messages; answers the cleaned body.
 * The body is cleaned in place when `owned` (the caller built it and keeps no other use of it, as an
 * import's rows), else on a copy.
 */
export function checkBody(
  resource: Resource,
  mode: FormMode,
  body: unknown,
  t: Translate,
  { owned = false } = {},
) {
  const forResource = compiled.get(resource) ?? {};
  compiled.set(resource, forResource);
  forResource[mode] ??= compile(bodySchema(resource, mode));
  const validate = forResource[mode];
  const clean = normaliseValue(owned ? (body ?? {}) : structuredClone(body ?? {}));
  const errors = validate(clean) ? {} : formatValidationErrors(validate.errors ?? [], t);
  return { errors, body: clean };
}
