import type { Resource } from '../../resources/kit';

let serial = 0;

/**
 * A body for a new record of the resource made from an existing one: its writable values, with fresh
 * unique values (a new uuid, email or code) so that the create is refused, or accepted, for its place alone.
 */
export function bodyLike(resource: Resource, record: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    if (field.kind === 'password') body[key] = 'secret12';
    else if ('format' in field && field.format === 'uuid') body[key] = crypto.randomUUID();
    else if (field.unique || ('generate' in field && field.generate))
      body[key] = field.kind === 'email' ? `m${++serial}@example.td` : `M-${++serial}`;
    else body[key] = record[key];
  }
  return body;
}
