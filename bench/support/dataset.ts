import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../../server/db/connect';
import { seedDemo } from '../../server/db/seed';
import { generateRegistrations } from '../../server/db/seed/generate-registrations';

const DEMO_REGISTRATIONS = 200;

export async function countRegistrations(orm: Orm): Promise<number> {
  const result = (await orm.execute(sql`select count(*)::int as n from registrations`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** The demo (accounts, reference data, a few registrations), then bulk registrations up to `total`. */
export async function fillRegistrations(db: Database, total: number, label: string): Promise<number> {
  const { orm } = db;
  const started = Date.now();
  // PGlite is one connection; a server takes a few batches at once (the machine has 2 cores).
  const options = db.kind === 'pglite' ? { batchSize: 10_000 } : { batchSize: 25_000, concurrency: 2 };
  await seedDemo(orm, { registrations: DEMO_REGISTRATIONS });
  const missing = total - (await countRegistrations(orm));
  const progress = (done: number) =>
    process.stdout.write(`  ${label}: ${done}/${missing} registrations generated\n`);
  await generateRegistrations(orm, Math.max(0, missing), progress, options);
  const count = await countRegistrations(orm);
  process.stdout.write(`  ${label}: ${count} registrations ready in ${Date.now() - started} ms\n`);
  return count;
}
