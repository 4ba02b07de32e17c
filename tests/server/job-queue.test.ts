/**
 * The started job queue (as `server/main.ts` runs it) takes jobs in batches and settles each on its own:
 * every job runs once, and a failing job is retried alone without running its batch-mates again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('runs every job once, retrying only the one that failed', async () => {
  for (let n = 0; n < JOBS; n++) await queue.send(t.db.orm, 'alert-sweep', { n }, { retryLimit: 2 });
  await queue.start();
  await until(() => runs.size === JOBS && runs.get(FAILS_ONCE) === 2);
  // Whatever else is still due would have run by the time the retry did: nothing runs twice but the retry.
  expect([...runs].filter(([, count]) => count !== 1)).toEqual([[FAILS_ONCE, 2]]);
  expect(await queue.drain()).toBe(0);
}, 120_000);
