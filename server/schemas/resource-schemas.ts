/** The JSON Schemas of one resource's routes, derived from its field declarations. */
import { type FormMode, fieldOf, INT4_MAX, validationKey as m, type Resource } from '../../resources/kit';
import { exampleBody, exampleRecord } from './examples';
import { fieldSchema, idSchema, responseFieldSchema } from './field-schema';
import type { JsonSchema } from './json-schema';

/** The fields a body may set: never read-only ones, and create-only ones on create alone. */
const writable = (resource: Resource, mode: FormMode) =>
  Object.entries(resource.fields).filter(([, f]) => !f.readOnly && !(f.createOnly && mode === 'edit'));

const timestamp = (extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  format: 'date-time',
  ...extra,
});

/**
 * The body of a create (`create`) or update (`edit`) of a resource. Keys that are not writable fields are
 * removed (mass assignment), except `updated_at` on update (the optimistic-concurrency check).
 */
export function bodySchema(resource: Resource, mode: FormMode, keys?: readonly string[]): JsonSchema {
  const fields = writable(resource, mode).filter(([key]) => !keys || keys.includes(key));
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    fields.map(([key, field]) => [key, fieldSchema(field, mode)]),
  );
  if (mode === 'edit') {
    properties.updated_at = timestamp({
      type: ['string', 'null'],
      description: 'the updated_at the client read: an older value is refused with 409',
      'x-messages': { format: m('date'), type: m('date') },
    });
  }
  const required =
    mode === 'create'
      ? fields
          .filter(([key]) => {
            const property = properties[key];
            return property?.['x-messages']?.required && !nullable(property);
          })
          .map(([key]) => key)
      : [];
  return {
    type: 'object',
    title: `${resource.name}.${mode}`,
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
    examples: [
      exampleBody(
        resource,
        fields.map(([key]) => key),
      ),
    ],
  };
}

const nullable = (schema: JsonSchema) => Array.isArray(schema.type) && schema.type.includes('null');

/** A record as the API returns it. Extra properties are allowed so a new column is never hidden. */
export function recordSchema(resource: Resource): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer', minimum: 1, maximum: INT4_MAX } };
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.writeOnly || field.virtual) continue;
    properties[key] = responseFieldSchema(field);
  }
  properties.created_at = timestamp();
  properties.updated_at = timestamp();
  if (resource.softDelete) properties.deleted_at = timestamp({ type: ['string', 'null'] });
  return {
    type: 'object',
    title: resource.name,
    properties,
    required: ['id', 'created_at', 'updated_at'],
    additionalProperties: true,
    examples: [exampleRecord(resource)],
  };
}

/** The `status` toggle of the list screens: only the status changes. */
export function statusBodySchema(resource: Resource): JsonSchema {
  const field = fieldOf(resource, 'status');
  return {
    type: 'object',
    title: `${resource.name}.status`,
    properties: { status: fieldSchema(field, 'edit') },
    required: ['status'],
    additionalProperties: false,
    examples: [{ status: field.kind === 'enum' ? field.values[0] : null }],
  };
}

export { idSchema };
