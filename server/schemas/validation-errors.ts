/** ajv errors → Laravel's `{ message, errors: { field: [messages] } }` in the user's language. */

import type { DefinedError } from 'ajv/dist/2020.js';
import type { Translate } from '../http/locale';
import type { ErrorObject } from './ajv';
import type { ErrorMessages, JsonSchema } from './json-schema';

type Message = { key: string; params?: Record<string, string | number> };

/** The field an error belongs to: the first segment of its path (or the missing property). */
function fieldOf(error: DefinedError): string {
  const missing = error.keyword === 'required' ? error.params.missingProperty : '';
  const path = `${error.instancePath}/${missing}`.split('/').filter(Boolean);
  return (path[0] ?? '').replaceAll('~1', '/').replaceAll('~0', '~');
}

const messagesOf = (schema: JsonSchema | undefined): ErrorMessages => schema?.['x-messages'] ?? {};

/** The generic message of a keyword, with its limit (when a schema names none). */
function defaultMessage(error: DefinedError): Message {
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'minLength':
      return { key: 'validation.minLength', params: { min: error.params.limit } };
    case 'maxLength':
      return { key: 'validation.maxLength', params: { max: error.params.limit } };
    case 'minimum':
      return { key: 'validation.min', params: { min: error.params.limit } };
    case 'maximum':
      return { key: 'validation.max', params: { max: error.params.limit } };
    case 'maxItems':
      return { key: 'validation.tooMany', params: { max: error.params.limit } };
    case 'enum':
      return { key: 'validation.enum', params: { values: error.params.allowedValues.join(', ') } };
    case 'format':
      return { key: error.params.format === 'email' ? 'validation.email' : 'validation.date' };
    case 'type':
      return { key: `validation.${typeKey(error.params.type)}` };
    default:
      return { key: 'validation.invalid' };
  }
}

const typeKey = (type: string) =>
  type.startsWith('integer')
    ? 'integer'
    : type.startsWith('number')
      ? 'number'
      : type.startsWith('string')
        ? 'string'
        : 'invalid';

/** The message of one error: the schema's own (`x-messages`), else the keyword's. */
function messageOf(error: DefinedError): Message {
  if (error.keyword === 'required') {
    const properties: Record<string, JsonSchema> | undefined = error.parentSchema?.properties;
    return (
      messagesOf(properties?.[error.params.missingProperty]).required ??
      messagesOf(error.parentSchema).required ??
      defaultMessage(error)
    );
  }
  const own = messagesOf(error.parentSchema);
  // A null where a value is needed reads as "required".
  if (error.keyword === 'type' && error.data === null) return own.required ?? { key: 'validation.required' };
  return own[error.keyword] ?? defaultMessage(error);
}

/** Keywords that only say "one of the alternatives failed": their branches' errors are the useful ones. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'not']);

export interface LaravelErrors {
  errors: Record<string, string[]>;
}

/** Groups the errors by field, first message first, without repeats. */
export function formatValidationErrors(
  errors: readonly ErrorObject[],
  t: Translate,
): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  // ajv's documented narrowing: its own keywords raise only these (the x-messages keyword raises none).
  const defined = errors as readonly DefinedError[];
  const useful = defined.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword));
  for (const error of useful.length ? useful : defined) {
    const field = fieldOf(error) || '_';
    const { key, params } = messageOf(error);
    const text = t(key, params);
    byField[field] ??= [];
    if (!byField[field].includes(text)) byField[field].push(text);
  }
  return byField;
}
