import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRow } from '../../server/db/query';
import { seedDemoRegistrations } from '../../server/db/seed/registrations';
import { refreshStatistics } from '../../server/maintenance/statistics';
import { TEST_NOW } from '../support/templates';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue 14 item 5: on PGlite (no autovacuum) the list's estimated total follows the rows added. */
let t: TestApp;
const ADDED = 2500;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
}, 180_000);

const liveRegistrations = async () =>
  (
    await queryRow<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM registrations WHERE deleted_at IS NULL`,
    )
  ).n;

const listedTotal = async () => {
  const admin = await t.as('admin@example.com');
  const res = await admin.get('/api/registrations?range=[0,9]&filter={}');
  expect(res.statusCode).toBe(200);
  return {
    total: Number(String(res.headers['content-range']).split('/')[1]),
    estimated: res.headers['x-total-estimated'],
  };
};

describe('planner statistics', () => {
  it('are refreshed by the server on PGlite, left to autovacuum on PostgreSQL', async () => {
    await seedDemoRegistrations(t.db.orm, { count: ADDED, now: TEST_NOW });
    const live = await liveRegistrations();
    expect(live).toBeGreaterThanOrEqual(ADDED);
    const refreshed = await refreshStatistics(t.db);
    expect(refreshed).toBe(t.db.kind === 'pglite');
    if (!refreshed) return;
    const { total, estimated } = await listedTotal();
    expect(estimated).toBe('true');
    expect(Math.abs(total - live) / live).toBeLessThan(0.1);
  });
});
