import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/crud/list-total';
import { SEARCH_WINDOW } from '../../server/crud/search-page';
import { queryRows } from '../../server/db/query';
import { generateRegistrations } from '../../server/db/seed/generate-registrations';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * A reference search common among the newest rows (this month's `REG-2611…`) is answered from the
 * list's first SEARCH_WINDOW rows; a needle whose matches sit in an old month is gathered through the
 * trigram index. Both give the rows the plain filtered list would, in its order.
 */
const ROWS = 3 * SEARCH_WINDOW;

describe('reference search over the first rows, then the trigram index', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ registrations: 0 });
    await generateRegistrations(t.db.orm, ROWS, () => {}, { batchSize: ROWS });
    await t.db.orm.execute(sql`ANALYZE registrations`);
    admin = await t.as('admin@example.com');
  }, 240_000);

  const list = (filter: object, range: [number, number]) =>
    admin.get(
      `/api/registrations?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`,
    );
  const ids = (res: { json(): { id: number }[] }) => res.json().map((r) => r.id);
  const total = (res: { headers: Record<string, unknown> }) =>
    Number(String(res.headers['content-range']).split('/')[1]);

  it('a needle every newest row holds: the list’s own pages, and a total announced as an estimate', async () => {
    for (const range of [
      [0, 9],
      [10, 19],
    ] as [number, number][]) {
      const searched = await list({ q: 'reg-' }, range);
      expect(searched.statusCode).toBe(200);
      expect(ids(searched)).toEqual(ids(await list({}, range)));
      expect(searched.headers['x-total-estimated']).toBe('true');
      expect(total(searched)).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    }
  });

  it('a needle of the oldest month only: gathered, in the list’s order, with its exact total', async () => {
    const [oldest] = await queryRows<{ month: string }>(
      t.db.orm,
      sql`SELECT substr(ref, 1, 8) AS month FROM registrations ORDER BY created_at, id LIMIT 1`,
    );
    const needle = oldest!.month;
    const expected = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM registrations WHERE ref LIKE ${`${needle}%`} AND deleted_at IS NULL
        ORDER BY created_at DESC, id DESC`,
    );
    const searched = await list({ q: needle }, [0, 9]);
    expect(ids(searched)).toEqual(expected.slice(0, 10).map((r) => Number(r.id)));
    expect(total(searched)).toBe(expected.length);
    expect(searched.headers['x-total-estimated']).toBeUndefined();
  });

  it('a whole reference: its one row, counted exactly', async () => {
    const [row] = await queryRows<{ id: number; ref: string }>(
      t.db.orm,
      sql`SELECT id, ref FROM registrations ORDER BY created_at LIMIT 1 OFFSET ${ROWS / 2}`,
    );
    const searched = await list({ q: row!.ref.toLowerCase() }, [0, 9]);
    expect(ids(searched)).toEqual([Number(row!.id)]);
    expect(total(searched)).toBe(1);
  });
});
