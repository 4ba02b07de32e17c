import { eq, sql } from 'drizzle-orm';
import { type Resource, UUID_PATTERN } from '../../resources/kit';
import { isRecord } from '../../shared/narrow';
import type { Orm } from '../db/connect';
import { idOf } from '../db/query';
import { columnOf } from '../db/resource-tables';
import type { CrudRegistry } from './context';
import type { StoredRecord } from './serialize';
import { findRecord } from './store';

const uuidShape = new RegExp(UUID_PATTERN);

/** The client key a create body carries, lower-case as stored; null when absent or malformed. */
export function clientKeyOf(resource: Resource, body: unknown): string | null {
  if (!resource.clientKey || !isRecord(body)) return null;
  const value = body[resource.clientKey];
  return typeof value === 'string' && uuidShape.test(value.trim()) ? value.trim().toLowerCase() : null;
}

/**
 * The record a create's client key already names (trashed included), or null. It takes a lock on the key
 * held until the caller's transaction ends, so two replays of one submission racing each other cannot
 * both insert: the second waits, then finds the first.
 */
export async function claimClientKey(
  reg: CrudRegistry,
  resource: Resource,
  body: unknown,
  orm: Orm,
): Promise<StoredRecord | null> {
  const value = clientKeyOf(resource, body);
  if (!value || !resource.clientKey) return null;
  await orm.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${resource.name}:${value}`}, 0))`);
  const table = reg.table(resource.name);
  const stored = sql`lower(${columnOf(table, resource.clientKey)})`;
  const [row] = await orm
    .select({ id: columnOf(table, 'id') })
    .from(table)
    .where(eq(stored, value))
    .limit(1);
  return row ? findRecord(reg, resource, idOf(row), orm) : null;
}
