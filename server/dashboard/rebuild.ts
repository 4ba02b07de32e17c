/**
 * `npx tsx server/dashboard/rebuild.ts`: recomputes the dashboard rollups and the alerts' weekly counts
 * (drizzle/0048) from the registrations (DATABASE_URL when set, else PGlite in DATA_DIR, default ./data).
 * Triggers keep them exact on every write; this is for after a restore from a dump taken without them, or
 * to check nothing drifted.
 */

import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, type Orm, openDatabase } from '../db/connect';
import { queryRow } from '../db/query';

/**
 * Recomputes every rollup in the caller's transaction, locking the registrations against writes while
 * it runs: for bulk loads and time zone changes, which hold their own transaction anyway.
 */
export async function rebuildRollupsIn(tx: Pick<Orm, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT dashboard_rebuild()`);
  await tx.execute(sql`SELECT dashboard_case_rebuild()`);
}

/**
 * Recomputes every rollup while writers and readers carry on (migration 0043): the differences from one
 * snapshot, then added to the rollups; both steps on one connection (the differences are its temporary
 * tables). Answers how many rollup rows were corrected (0 when nothing drifted).
 */
export async function rebuildRollups(db: Database): Promise<number> {
  return db.withConnection(async (orm) => {
    const { corrections } = await orm.transaction(
      async (tx) =>
        queryRow<{ corrections: number }>(tx, sql`SELECT dashboard_rollup_corrections()::int AS corrections`),
      { isolationLevel: 'repeatable read' },
    );
    await orm.transaction(async (tx) => tx.execute(sql`SELECT dashboard_apply_rollup_corrections()`));
    return corrections;
  });
}

async function main(): Promise<void> {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    const started = Date.now();
    const corrected = await rebuildRollups(db);
    process.stderr.write(
      `Dashboard rollups rebuilt in ${Date.now() - started} ms (${db.kind}): ${corrected} rows corrected\n`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    process.exitCode = 1;
  });
}
