import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum worker keeps the planner's statistics
 * current, so after thousands of inserts its row estimates (the list's "about" total, its choice of
 * plans) stay those of nearly empty tables. The server analyses the tables itself, at start-up and
 * with the other periodic maintenance; ANALYZE reads a sample (30,000 rows a table), not the tables.
 * PostgreSQL's autovacuum does this on its own: nothing to do there.
 */
export async function refreshStatistics(db: Database): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.orm.execute(sql`ANALYZE`);
  return true;
}
