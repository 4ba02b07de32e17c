/**
 * The list route's query string (ra-data-simple-rest): `sort`, `range` and `filter` are JSON texts. The
 * query-string schema checks they are single strings; their decoded content is checked against the
 * content schemas below (`contentSchema`, also how OpenAPI 3.1 documents them).
 */
import {
  DECIMAL_ID_PATTERN,
  type Field,
  IMPLICIT_SORTS,
  INT4_MAX,
  NO_NUL_PATTERN,
  type Resource,
} from '../../resources/kit';
import type { JsonSchema } from './json-schema';

const MAX_IN_LIST = 1000;
const RANGE_KINDS = new Set<Field['kind']>(['integer', 'number', 'datetime', 'date']);

/** An id in a filter: a number, or the same as a decimal string (HTML inputs give strings). */
const filterId: JsonSchema = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: INT4_MAX },
    { type: 'string', pattern: DECIMAL_ID_PATTERN },
  ],
};

/** A day or an instant PostgreSQL can store and JavaScript can represent (years 1000–9999). */
export const filterDate: JsonSchema = {
  type: 'string',
  pattern: '^[1-9][0-9]{3}-',
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  examples: ['2026-01-31'],
};

const numberValue = (field: Field): JsonSchema => {
  const integer = field.kind === 'integer';
  const bounds = { minimum: integer ? -INT4_MAX - 1 : -1e15, maximum: integer ? INT4_MAX : 1e15 };
  return {
    anyOf: [
      { type: integer ? 'integer' : 'number', ...bounds },
      { type: 'string', pattern: integer ? '^-?[0-9]{1,10}$' : '^-?[0-9]{1,15}(\\.[0-9]{1,15})?$' },
    ],
  };
};

/** The value an equality filter on this field accepts. */
function equalityValue(field: Field): JsonSchema {
  switch (field.kind) {
    case 'reference':
    case 'references':
      return filterId;
    case 'integer':
    case 'number':
      return numberValue(field);
    case 'enum':
    case 'multiEnum':
      return { type: 'string', enum: field.values };
    case 'datetime':
    case 'date':
      return filterDate;
    case 'boolean':
      return { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] };
    default:
      return { type: ['string', 'number', 'boolean'], maxLength: 255, pattern: NO_NUL_PATTERN };
  }
}

const oneOrMany = (value: JsonSchema): JsonSchema => ({
  anyOf: [value, { type: 'array', items: value, maxItems: MAX_IN_LIST }],
});

/** The decoded `filter`: search text, field equality / "in", ranges, ids (getMany) and the trash. */
export function filterSchema(resource: Resource): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    q: { type: ['string', 'null'], maxLength: 255, pattern: NO_NUL_PATTERN, description: 'search text' },
    id: oneOrMany(filterId),
  };
  if (resource.softDelete) properties.trashed = { enum: ['only', 'with', null, ''] };
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!field.filter) continue;
    properties[key] = { anyOf: [oneOrMany(equalityValue(field)), { type: 'null' }] };
    if (RANGE_KINDS.has(field.kind)) {
      const bound = field.kind === 'datetime' || field.kind === 'date' ? filterDate : numberValue(field);
      properties[`${key}_gte`] = { anyOf: [bound, { type: 'null' }] };
      properties[`${key}_lte`] = { anyOf: [bound, { type: 'null' }] };
    }
  }
  for (const key of ['created_at', 'updated_at']) {
    properties[`${key}_gte`] = { anyOf: [filterDate, { type: 'null' }] };
    properties[`${key}_lte`] = { anyOf: [filterDate, { type: 'null' }] };
  }
  return { type: 'object', properties, additionalProperties: false, examples: [{ q: 'abc' }] };
}

/** The decoded `sort`: [field, order] on a sortable field. */
export function sortSchema(resource: Resource): JsonSchema {
  const sortable = [
    ...IMPLICIT_SORTS,
    ...Object.entries(resource.fields)
      .filter(([, f]) => f.sort)
      .map(([k]) => k),
  ];
  return {
    type: 'array',
    prefixItems: [{ enum: sortable }, { enum: ['ASC', 'DESC', 'asc', 'desc'] }],
    minItems: 1,
    maxItems: 2,
    examples: [resource.defaultSort],
  };
}

/** The decoded `range`: [first, last], both row offsets (inclusive). */
export const rangeSchema: JsonSchema = {
  type: 'array',
  prefixItems: [
    { type: 'integer', minimum: 0, maximum: INT4_MAX },
    { type: 'integer', minimum: 0, maximum: INT4_MAX },
  ],
  minItems: 2,
  maxItems: 2,
  examples: [[0, 9]],
};

const jsonParam = (description: string, content: JsonSchema, maxLength: number): JsonSchema => ({
  type: 'string',
  maxLength,
  description,
  contentMediaType: 'application/json',
  contentSchema: content,
});

/** The list route's query string. */
const sortAndFilter = (resource: Resource) => ({
  sort: jsonParam('JSON [field, "ASC" | "DESC"]', sortSchema(resource), 200),
  filter: jsonParam('JSON object of filters', filterSchema(resource), 20_000),
});

export function listQuerySchema(resource: Resource): JsonSchema {
  return {
    type: 'object',
    properties: {
      ...sortAndFilter(resource),
      range: jsonParam('JSON [first, last] row offsets, at most 1000 rows', rangeSchema, 100),
      cursor: {
        type: 'string',
        maxLength: 8000,
        pattern: '^[A-Za-z0-9_-]*$',
        description:
          'X-Cursor-Next or X-Cursor-Previous of the page next to the one asked for: the page continues from it (keyset) instead of skipping `range` rows',
      },
    },
  };
}

/** The export route's query string: the list's sort and filter, and the file format. */
export function exportQuerySchema(resource: Resource): JsonSchema {
  return {
    type: 'object',
    properties: {
      format: { type: 'string', enum: ['xlsx', 'csv'], description: 'file format (default xlsx)' },
      ...sortAndFilter(resource),
    },
  };
}
