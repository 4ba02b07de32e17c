/**
 * A list filtered by one disease takes its exact total from the dashboard's disease rollup (which the
 * triggers keep exact), where counting would probe every link of the disease: exact even above
 * EXACT_TOTAL_LIMIT, for the viewer's areas, and never for selections the rollup does not key.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/crud/list-total';
import { queryRow } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let everywhere: number;

const totalOf = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers['content-range']).split('/')[1]);

const list = (client: TestClient, filter: object) =>
  client.get(
    `/api/registrations?range=[0,9]&filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["created_at","DESC"]')}`,
  );

/** Live registrations linked to the disease (and matching `more`, SQL over `r`), counted. */
const counted = async (more = sql`true`) =>
  (
    await queryRow<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM registrations r
          WHERE r.deleted_at IS NULL AND ${more}
            AND r.id IN (SELECT registration_id FROM registration_diseases WHERE disease_id = ${everywhere})`,
    )
  ).n;

beforeAll(async () => {
  t = await createTestApp({ registrations: 1500 });
  // One disease reported with every registration: more than EXACT_TOTAL_LIMIT rows match it.
  ({ id: everywhere } = await queryRow<{ id: number }>(
    t.db.orm,
    sql`SELECT min(id)::int AS id FROM diseases`,
  ));
  await t.db.orm.execute(sql`INSERT INTO registration_diseases (registration_id, disease_id)
    SELECT id, ${everywhere} FROM registrations ON CONFLICT DO NOTHING`);
  await t.db.orm.execute(sql`ANALYZE`);
  admin = await t.as('admin@example.com');
}, 180_000);

describe('list totals kept by the rollups', () => {
  it('gives the exact total of a disease above the counting limit', async () => {
    const expected = await counted();
    expect(expected).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const res = await list(admin, { disease_ids: everywhere });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-estimated']).toBeUndefined();
    expect(totalOf(res)).toBe(expected);
  });

  it('follows deletions and combines with a province and a species', async () => {
    const { province, specie } = await queryRow<{ province: number; specie: number }>(
      t.db.orm,
      sql`SELECT province_id AS province, specie_id AS specie FROM registrations
          WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    );
    await t.db.orm.execute(sql`UPDATE registrations SET deleted_at = now()
      WHERE id IN (SELECT id FROM registrations WHERE deleted_at IS NULL AND province_id = ${province} LIMIT 7)`);
    const res = await list(admin, { disease_ids: everywhere, province_id: province, specie_id: specie });
    expect(totalOf(res)).toBe(await counted(sql`r.province_id = ${province} AND r.specie_id = ${specie}`));
    expect(res.headers['x-total-estimated']).toBeUndefined();
    expect(totalOf(await list(admin, { disease_ids: everywhere }))).toBe(await counted());
  });

  it("counts only the viewer's province for a provincial RSE", async () => {
    const rse = await t.as('rse-province@example.com');
    const res = await list(rse, { disease_ids: everywhere });
    expect(res.statusCode).toBe(200);
    const { province } = await queryRow<{ province: number }>(
      t.db.orm,
      sql`SELECT province_id AS province FROM registrations WHERE id = ${Number(res.json()[0].id)}`,
    );
    expect(totalOf(res)).toBe(await counted(sql`r.province_id = ${province}`));
    // A province filter outside their province lists nothing.
    const other = await list(rse, { disease_ids: everywhere, province_id: province + 1 });
    expect(other.json()).toHaveLength(0);
    expect(totalOf(other)).toBe(0);
  });

  it('counts or estimates what the rollup does not key (a status), as before', async () => {
    const { status } = await queryRow<{ status: string }>(
      t.db.orm,
      sql`SELECT status FROM registrations GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const res = await list(admin, { disease_ids: everywhere, status });
    expect(res.statusCode).toBe(200);
    const expected = await counted(sql`r.status = ${status}`);
    if (expected > EXACT_TOTAL_LIMIT) expect(res.headers['x-total-estimated']).toBe('true');
    else expect(totalOf(res)).toBe(expected);
  });

  it('never adds up two diseases a registration may share', async () => {
    const { second } = await queryRow<{ second: number }>(
      t.db.orm,
      sql`SELECT disease_id AS second FROM registration_diseases WHERE disease_id <> ${everywhere}
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const res = await list(admin, { disease_ids: [everywhere, second] });
    // Every registration has the first disease: both select the same rows, never more.
    expect(res.headers['x-total-estimated']).toBe('true');
    expect(totalOf(res)).toBeLessThan((await counted()) * 1.5);
  });
});
