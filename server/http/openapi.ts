import type { FastifyInstance } from 'fastify';
import type { Field, Resource } from '../../resources/kit';

const schemaOf = (field: Field): Record<string, unknown> => {
  switch (field.kind) {
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'number':
      return { type: 'number', minimum: field.min, maximum: field.max };
    case 'enum':
      return { type: 'string', enum: field.values };
    case 'reference':
      return { type: 'integer', description: `id of ${field.target}` };
    case 'references':
      return { type: 'array', items: { type: 'integer' }, description: `ids of ${field.target}` };
    case 'coordinates':
      return { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } } };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'changes':
      return {
        type: 'object',
        additionalProperties: { type: 'object', properties: { before: {}, after: {} } },
        description: 'field → {before, after}',
      };
    default:
      return { type: 'string', format: field.kind === 'email' ? 'email' : undefined, maxLength: field.max };
  }
};

const errorResponse = { $ref: '#/components/schemas/Error' };

function resourcePaths(resource: Resource) {
  const ref = { $ref: `#/components/schemas/${resource.name}` };
  const tags = [resource.name];
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  const errors = {
    401: json(errorResponse),
    403: json(errorResponse),
    404: json(errorResponse),
    409: json(errorResponse),
    419: json(errorResponse),
    422: json(errorResponse),
  };
  const listParams = ['sort', 'range', 'filter'].map((name) => ({
    name,
    in: 'query',
    schema: { type: 'string' },
  }));
  const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
  return {
    [`/api/${resource.name}`]: {
      get: {
        tags,
        parameters: listParams,
        responses: { 200: json({ type: 'array', items: ref }), ...errors },
      },
      post: { tags, requestBody: json(ref), responses: { 201: json(ref), ...errors } },
    },
    [`/api/${resource.name}/{id}`]: {
      get: { tags, parameters: idParam, responses: { 200: json(ref), ...errors } },
      put: { tags, parameters: idParam, requestBody: json(ref), responses: { 200: json(ref), ...errors } },
      delete: {
        tags,
        parameters: [...idParam, { name: 'force', in: 'query', schema: { type: 'boolean' } }],
        responses: { 200: json(ref), ...errors },
      },
    },
    [`/api/${resource.name}/{id}/restore`]: {
      post: { tags, parameters: idParam, responses: { 200: json(ref), ...errors } },
    },
  };
}

/** An OpenAPI 3.1 document derived from the registry. */
export function openApiDocument(resources: readonly Resource[]) {
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'array' } },
      },
    },
  };
  for (const resource of resources) {
    const properties: Record<string, unknown> = { id: { type: 'integer', readOnly: true } };
    for (const [key, field] of Object.entries(resource.fields)) {
      properties[key] = {
        ...schemaOf(field),
        readOnly: field.readOnly,
        writeOnly: field.writeOnly || field.virtual,
      };
    }
    properties.created_at = { type: 'string', format: 'date-time', readOnly: true };
    properties.updated_at = { type: 'string', format: 'date-time' };
    const required = Object.entries(resource.fields)
      .filter(([, f]) => f.required)
      .map(([k]) => k);
    schemas[resource.name] = { type: 'object', properties, required };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Animal health surveillance back-office API', version: '1.0.0' },
    paths: Object.assign({}, ...resources.map(resourcePaths)),
    components: { schemas },
  };
}

export async function openApiRoutes(app: FastifyInstance, { resources }: { resources: readonly Resource[] }) {
  const document = openApiDocument(resources);
  app.get('/openapi.json', async () => document);
}
