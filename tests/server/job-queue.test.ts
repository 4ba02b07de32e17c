/**
 * The started job queue (as `server/main.ts` runs it) takes jobs in batches and settles each on its own:
 * every job runs once, and a failing job is retried alone without running its batch-mates again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue';
import { createTestApp, type TestApp } from '../support/test-app';

const JOBS = 45;
const FAILS_ONCE = 7;

let t: TestApp;
let queue: JobQueue;
const runs = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  queue = createJobQueue(t.db, { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 });
  queue.handle('alert-sweep', async (data) => {
    const n = Number(data.n);
    runs.set(n, (runs.get(n) ?? 0) + 1);
    if (n === FAILS_ONCE && runs.get(n) === 1) throw new Error('first attempt fails');
  });
}, 120_000);
afterAll(() => queue?.stop());

async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The job queue's tables: one per queue (pg-boss 10 partitions its jobs by queue). */
const queueTables = async () =>
  (
    await queryRows<{ name: string }>(
      t.db.orm,
      sql`SELECT relname AS name FROM pg_class WHERE relnamespace = 'pgboss'::regnamespace ORDER BY 1`,
    )
  ).map((row) => row.name);

it('runs every job once, retrying only the one that failed', async () => {
  for (let n = 0; n < JOBS; n++) await queue.send(t.db.orm, 'alert-sweep', { n }, { retryLimit: 2 });
  const tables = await queueTables();
  await queue.start();
  // Its cron queue comes with the migrations (drizzle/0071): starting makes no table at run time.
  expect(await queueTables()).toEqual(tables);
  await until(() => runs.size === JOBS && runs.get(FAILS_ONCE) === 2);
  // Whatever else is still due would have run by the time the retry did: nothing runs twice but the retry.
  expect([...runs].filter(([, count]) => count !== 1)).toEqual([[FAILS_ONCE, 2]]);
  expect(await queue.drain()).toBe(0);
}, 120_000);
