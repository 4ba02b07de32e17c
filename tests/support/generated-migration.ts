import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { Resource } from '../../resources/kit';
import { buildRegistryTables } from '../../server/db/schema';

const snapshotOf = (registry: readonly Resource[]) => {
  const { tables, links } = buildRegistryTables(registry);
  return generateDrizzleJson(Object.fromEntries([...tables, ...links]));
};

/** The SQL statements `drizzle-kit generate` writes when `added` joins the registry. */
export function migrationFor(registry: readonly Resource[], added: readonly Resource[]): Promise<string[]> {
  return generateMigration(snapshotOf(registry), snapshotOf([...registry, ...added]));
}
