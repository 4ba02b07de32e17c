import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/crud/list-total';
import { queryRow } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let live: number;

const list = (filter: object, range = '[0,9]') =>
  admin.get(
    `/api/registrations?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["created_at","DESC"]')}`,
  );
const totalOf = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers['content-range']).split('/')[1]);

beforeAll(async () => {
  t = await createTestApp({ registrations: 1500 });
  await t.db.orm.execute(sql`ANALYZE registrations`);
  admin = await t.as('admin@example.com');
  ({ live } = await queryRow<{ live: number }>(
    t.db.orm,
    sql`SELECT count(*)::int AS live FROM registrations WHERE deleted_at IS NULL`,
  ));
}, 180_000);

describe('list totals', () => {
  it('estimates a large total and says so', async () => {
    expect(live).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const res = await list({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-estimated']).toBe('true');
    const total = totalOf(res);
    expect(total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(Math.abs(total - live) / live).toBeLessThan(0.2);
  });

  it('counts exactly when few rows match', async () => {
    const { waiting } = await queryRow<{ waiting: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS waiting FROM registrations WHERE deleted_at IS NULL AND status = 'canceled'`,
    );
    expect(waiting).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    const res = await list({ status: 'canceled' });
    expect(res.headers['x-total-estimated']).toBeUndefined();
    expect(totalOf(res)).toBe(waiting);
  });

  it('knows the exact total from the last, partial page', async () => {
    const res = await list({}, `[${live - 3},${live + 6}]`);
    expect(res.json()).toHaveLength(3);
    expect(res.headers['x-total-estimated']).toBeUndefined();
    expect(totalOf(res)).toBe(live);
  });

  it('never announces fewer rows than the page proves exist', async () => {
    const res = await list({}, `[${live - 20},${live - 11}]`);
    expect(res.json()).toHaveLength(10);
    expect(totalOf(res)).toBeGreaterThan(live - 11);
  });
});
