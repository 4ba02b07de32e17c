/** Schemas shared by every route: ids in paths, the error body, and the route-schema helper. */
import { DECIMAL_ID_PATTERN } from '../../resources/kit';
import type { JsonSchema } from './json-schema';

/** `{id}` in a path: a strict decimal id within PostgreSQL's int4 (`%201`, `0x10`, `1e3` are 404). */
export const idParams: JsonSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      pattern: DECIMAL_ID_PATTERN,
      description: 'record id: decimal digits, 1 to 2147483647',
      examples: ['1'],
    },
  },
  required: ['id'],
};

/** Laravel's error body. */
export const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'in the language of the user (fr, en or ar)' },
    errors: {
      type: 'object',
      description: 'per field, its messages (validation errors only)',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message'],
  additionalProperties: false,
};

export const messageSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed query string (sort, range, filter or another parameter)',
  401: 'Not signed in',
  403: 'Signed in but not allowed (or a token without the ability)',
  404: 'No such record (or not visible to this user)',
  409: 'Conflict: a stale write (`data` holds the record as stored now), or a record still referenced',
  419: 'CSRF token missing or wrong (send X-XSRF-TOKEN)',
  422: 'Validation failed: `errors` holds the messages of each field',
  429: 'Too many attempts: retry after `Retry-After` seconds',
};

/** A stale write's answer also carries the stored record. */
const conflictSchema: JsonSchema = {
  ...errorSchema,
  properties: {
    ...errorSchema.properties,
    data: { type: 'object', description: 'the record as stored now (a stale write only)' },
  },
};

export const errorResponse = (status: number): JsonSchema => ({
  ...(status === 409 ? conflictSchema : errorSchema),
  description: ERROR_DESCRIPTIONS[status] ?? 'Error',
});

/** Who may call a route: anyone, a session (reads), or a session plus the XSRF header (writes). */
export type Access = 'public' | 'session' | 'write' | 'publicWrite';

/** A signed-in route takes either the browser's cookies or the mobile app's bearer token. */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  publicWrite: [{ xsrfToken: [] }],
  session: [{ sessionCookie: [] }, { bearerToken: [] }],
  write: [{ sessionCookie: [], xsrfToken: [] }, { bearerToken: [] }],
};

const ERRORS_BY_ACCESS: Record<Access, number[]> = {
  public: [],
  publicWrite: [419],
  session: [401, 403],
  write: [401, 403, 419],
};

export interface RouteSchemaInput {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  access: Access;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Success responses by status; a schema's `description` names the response. */
  response: Record<number, JsonSchema>;
  /** Error statuses this route answers besides those of its access (e.g. 404, 409, 422). */
  errors?: number[];
}

/**
 * The `schema` of a Fastify route: validation (body, querystring, params), the documented responses, and
 * the OpenAPI operation (tags, summary, security). Every route of the API declares one.
 */
export function routeSchema(input: RouteSchemaInput) {
  const statuses = new Set([...ERRORS_BY_ACCESS[input.access], ...(input.errors ?? [])]);
  if (input.body) statuses.add(422);
  if (input.querystring) statuses.add(400);
  if (input.params) statuses.add(404);
  const response: Record<number, JsonSchema> = { ...input.response };
  for (const status of [...statuses].sort()) response[status] = errorResponse(status);
  const { access, errors: _, response: __, ...rest } = input;
  return { ...rest, security: SECURITY[access], response };
}

/** A response with no body (204). */
export const noContent = (description: string): JsonSchema => ({ type: 'null', description });
