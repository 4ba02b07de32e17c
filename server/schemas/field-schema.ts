import {
  type Check,
  COORDINATE_BOUNDS,
  type Field,
  type FormMode,
  INT4_MAX,
  validationKey as m,
  rulesOf,
} from '../../resources/kit';
import type { ErrorMessages, JsonSchema } from './json-schema';

/** The JSON type of a field's value (before `null` is allowed). */
function baseSchema(field: Field): JsonSchema {
  switch (field.kind) {
    case 'integer':
      return { type: 'integer', 'x-messages': { type: m('integer') } };
    case 'number':
      return { type: 'number', 'x-messages': { type: m('number') } };
    case 'enum':
      return { type: 'string' };
    case 'reference':
      return {
        type: 'integer',
        description: `id of a record of ${field.target}`,
        'x-messages': { type: m('exists') },
      };
    case 'references':
      return {
        type: 'array',
        maxItems: 1000,
        uniqueItems: false,
        description: `ids of records of ${field.target}`,
      };
    case 'coordinates':
      return coordinatesSchema();
    case 'changes':
      return {
        type: 'object',
        description: 'changed fields: {field: {before, after}}',
        additionalProperties: true,
      };
    case 'datetime':
      return { type: 'string', format: 'date-time', 'x-messages': { type: m('date'), format: m('date') } };
    case 'date':
      return { type: 'string', format: 'date', 'x-messages': { type: m('date'), format: m('date') } };
    case 'boolean':
      return { type: 'boolean', 'x-messages': { type: m('boolean') } };
    case 'multiEnum':
      return {
        type: 'array',
        items: { type: 'string', enum: field.values },
        maxItems: field.values.length,
        uniqueItems: true,
        'x-messages': { type: m('enum', { values: field.values.join(', ') }) },
      };
    default:
      return { type: 'string', 'x-messages': { type: m('string') } };
  }
}

const axis = (bounds: readonly [number, number]): JsonSchema => ({
  type: 'number',
  minimum: bounds[0],
  maximum: bounds[1],
  'x-messages': {
    type: m('coordinates'),
    minimum: m('coordinates'),
    maximum: m('coordinates'),
    required: m('coordinates'),
  },
});

function coordinatesSchema(): JsonSchema {
  return {
    type: 'object',
    properties: { lat: axis(COORDINATE_BOUNDS.lat), lng: axis(COORDINATE_BOUNDS.lng) },
    required: ['lat', 'lng'],
    additionalProperties: false,
    'x-messages': { type: m('coordinates'), required: m('coordinates') },
  };
}

const describe = (schema: JsonSchema, rule: string) => {
  schema.description = `${schema.description ? `${schema.description}; ` : ''}${rule}`;
};

/** Writes one rule into a schema (JSON Schema keyword + its message). */
function applyCheck(schema: JsonSchema, messages: ErrorMessages, check: Check) {
  switch (check.keyword) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      schema[check.keyword] = check.limit;
      break;
    case 'pattern':
      schema.pattern = check.pattern;
      break;
    case 'enum':
      schema.enum = check.values;
      break;
    case 'multipleOf':
      // Expressed by `type: integer`.
      return;
    case 'sameAs':
      // Compared with its twin field in code: JSON Schema cannot relate two properties.
      schema.description = `must equal ${check.other}`;
      return;
    case 'notAfter':
      // Compared in code with the other field, or with today in the configured time zone.
      describe(schema, `not after ${check.other}`);
      return;
    case 'exclusive':
      schema.description = `${check.values.join(', ')} may not be combined with another value`;
      return;
    // Relations to other fields of the record, checked in code on the merged record.
    case 'notBefore':
      describe(schema, `not before ${check.other}`);
      return;
    case 'requiredWhen':
      describe(schema, `required when ${check.other} is not ${check.except.join(' or ')}`);
      return;
    case 'atLeastSum':
      describe(schema, `when given, at least ${check.others.join(' + ')}`);
      return;
  }
  messages[check.keyword] = check.message;
}

/**
 * A field's schema in a request body. `nullable` values (optional fields) may be sent as null, meaning
 * "empty"; the body's strings are trimmed and '' becomes null before validation (Laravel's middleware).
 */
export function fieldSchema(field: Field, mode: FormMode): JsonSchema {
  const rules = rulesOf(field, mode);
  const schema = baseSchema(field);
  const messages: ErrorMessages = { ...schema['x-messages'] };
  // The bounds of a list of ids apply to each id.
  const target = field.kind === 'references' ? idSchema(m('exists')) : schema;
  // A multiple choice's `enum` is on its items (baseSchema); the other checks describe the whole list.
  const checks = field.kind === 'multiEnum' ? rules.checks.filter((c) => c.keyword !== 'enum') : rules.checks;
  if (field.kind !== 'references') for (const check of checks) applyCheck(schema, messages, check);
  if (field.kind === 'references') schema.items = target;
  if (rules.required) {
    messages.required = rules.required;
    if (field.kind === 'references' || field.kind === 'multiEnum') {
      schema.minItems = 1;
      messages.minItems = rules.required;
    }
    if (
      field.kind === 'text' ||
      field.kind === 'longText' ||
      field.kind === 'email' ||
      field.kind === 'password'
    ) {
      schema.minLength = Math.max(1, schema.minLength ?? 1);
      messages.minLength ??= rules.required;
    }
  } else {
    schema.type = orNull(schema.type);
    // An optional choice left empty comes back as null: a record read from the API saves as it is.
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  schema['x-messages'] = messages;
  if (field.readOnly) schema.readOnly = true;
  if (field.writeOnly || field.virtual) schema.writeOnly = true;
  return schema;
}

/** The schema's type, or null. */
const orNull = (type: JsonSchema['type']) => [...(typeof type === 'string' ? [type] : (type ?? [])), 'null'];

/** A record id in a JSON body: 1 … 2147483647. */
export const idSchema = (message = m('exists')): JsonSchema => ({
  type: 'integer',
  minimum: 1,
  maximum: INT4_MAX,
  'x-messages': { type: message, minimum: message, maximum: message },
});

/** A field as the API returns it. */
export function responseFieldSchema(field: Field): JsonSchema {
  const { 'x-messages': _, ...schema } = baseSchema(field);
  if (field.kind === 'references') schema.items = { type: 'integer' };
  if (field.kind === 'coordinates') return { anyOf: [stripMessages(schema), { type: 'null' }] };
  if (field.kind === 'enum') schema.enum = [...field.values, null];
  if (field.kind === 'references' || field.kind === 'multiEnum') return schema;
  schema.type = orNull(schema.type);
  if (field.readOnly) schema.readOnly = true;
  return schema;
}

function stripMessages(schema: JsonSchema): JsonSchema {
  const { 'x-messages': _, properties, ...rest } = schema;
  if (!properties) return rest;
  const props = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, stripMessages(v)]));
  return { ...rest, properties: props };
}
