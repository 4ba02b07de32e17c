import type { FastifyRequest } from 'fastify';
import { isRecord } from '../../shared/narrow';
import { ApiError } from '../http/errors';

/** Passwords are compared as typed: never trimmed (Laravel's TrimStrings excepts them too). */
const UNTRIMMED = /password/i;
/** No form nests deeper; a deeper body is an attack on the stack, not data. */
const MAX_DEPTH = 32;

function normalise(value: unknown, key: string, depth: number): unknown {
  if (typeof value === 'string') {
    const text = UNTRIMMED.test(key) ? value : value.trim();
    return text === '' ? null : text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new ApiError(400, 'validation.badRequest');
  if (Array.isArray(value)) return value.map((item) => normalise(item, key, depth + 1));
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) value[k] = normalise(v, k, depth + 1);
  return value;
}

/** The same normalisation for a body checked outside a route's validation. */
export const normaliseValue = (value: unknown) => normalise(value, '', 0);

/**
 * Laravel's TrimStrings and ConvertEmptyStringsToNull middleware: body strings are trimmed and an empty
 * string means "no value" (null), so a schema says "required" once and a blank answer is refused.
 */
export async function normaliseBody(request: FastifyRequest) {
  if (request.body && typeof request.body === 'object') request.body = normalise(request.body, '', 0);
}
