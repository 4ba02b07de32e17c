import type { Field, Resource } from '../../resources/kit';

/** A plausible value of a field, for the OpenAPI examples. */
function exampleOf(key: string, field: Field): unknown {
  switch (field.kind) {
    case 'integer':
    case 'number':
      return field.default ?? field.min ?? 1;
    case 'enum':
      return field.default ?? field.values[0];
    case 'reference':
      return 1;
    case 'references':
      return [1];
    case 'coordinates':
      return { lat: 12.1348, lng: 15.0557 };
    case 'datetime':
      return '2026-06-15T12:00:00.000Z';
    case 'date':
      return '2026-06-12';
    case 'boolean':
      return field.default ?? false;
    case 'multiEnum':
      return field.values.slice(0, 1);
    case 'email':
      return 'agent@example.org';
    case 'password':
      return 'a-long-passphrase';
    default:
      if ('format' in field && field.format === 'uuid') return '0b9f3c4e-8d52-4a8e-9a43-6f1d2b7c5e10';
      return key === 'ref' ? 'REG-260615-7K2QX' : `Example ${key}`;
  }
}

/** An example request body: every writable field with a plausible value. */
export function exampleBody(
  resource: Resource,
  keys = Object.keys(resource.fields),
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    const field = resource.fields[key];
    if (!field || field.readOnly) continue;
    body[key] = exampleOf(key, field);
  }
  return body;
}

/** An example record as the API returns it. */
export function exampleRecord(resource: Resource): Record<string, unknown> {
  const record: Record<string, unknown> = { id: 1 };
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.writeOnly || field.virtual) continue;
    record[key] = exampleOf(key, field);
  }
  record.created_at = '2026-06-15T12:00:00.000Z';
  record.updated_at = '2026-06-15T12:00:00.000Z';
  if (resource.softDelete) record.deleted_at = null;
  return record;
}
