/**
 * `npx tsx server/dashboard/rebuild.ts`: recomputes the dashboard rollups from the registrations
 * (DATABASE_URL when set, else PGlite in DATA_DIR, default ./data). Triggers keep them exact on every
 * write; this is for after a restore from a dump taken without them, or to check nothing drifted.
 */

import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Orm, openDatabase } from '../db/connect';

/** Recomputes every rollup in the caller's transaction: the counts (0017) and the case rollups (0032). */
export async function rebuildRollupsIn(tx: Pick<Orm, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT dashboard_rebuild()`);
  await tx.execute(sql`SELECT dashboard_case_rebuild()`);
}

export async function rebuildRollups(orm: Orm): Promise<void> {
  await orm.transaction(async (tx) => rebuildRollupsIn(tx));
}

async function main(): Promise<void> {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    const started = Date.now();
    await rebuildRollups(db.orm);
    process.stderr.write(`Dashboard rollups rebuilt in ${Date.now() - started} ms (${db.kind})\n`);
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
