/**
 * The registry's permissions in the database: at every start the missing ones are inserted and granted
 * to Admin, so a resource module dropped into the registry needs no data step. Nothing is ever deleted:
 * a permission that leaves the registry keeps its grants until an administrator removes it.
 */
import { sql } from 'drizzle-orm';
import type { Resource } from '../../resources/kit';
import { ADMIN_ROLE } from '../../resources/kit/access';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';

/** Each distinct permission of the registry (resources' and their actions'), with the table it belongs to. */
export function registryPermissions(resources: readonly Resource[]): { name: string; table_name: string }[] {
  const byName = new Map<string, Resource>();
  for (const resource of resources) {
    for (const name of resource.permissions) {
      const owner = name === resource.permission && name === `manage ${resource.singular}`;
      if (!byName.has(name) || owner) byName.set(name, resource);
    }
  }
  return [...byName].map(([name, resource]) => ({ name, table_name: resource.table }));
}

/** Inserts the registry's permissions that are missing and grants those to Admin; returns their names. */
export async function syncPermissions(orm: Orm, resources: readonly Resource[]): Promise<string[]> {
  const wanted = JSON.stringify(registryPermissions(resources));
  const added = await queryRows<{ name: string }>(
    orm,
    sql`
    WITH added AS (
      INSERT INTO permissions (name, table_name)
      SELECT name, table_name FROM json_to_recordset(${wanted}::json) AS w(name text, table_name text)
      ON CONFLICT (lower(name)) DO NOTHING
      RETURNING id, name
    ), granted AS (
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT roles.id, added.id FROM added CROSS JOIN roles WHERE roles.name = ${ADMIN_ROLE}
      ON CONFLICT DO NOTHING
    )
    SELECT name FROM added`,
  );
  return added.map((row) => row.name);
}
