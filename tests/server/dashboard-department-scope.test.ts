import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreasAnswer } from '../../server/dashboard/area-types';
import { queryRows } from '../../server/db/query';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The dashboard of an officer limited to one department (issue 11): finer than the province rollups, so
 * answered from the registrations under the department's condition. Totals, statuses, map and choropleth
 * hold exactly the department's registrations, counted here in SQL; another province selects nothing.
 */
let t: TestApp;
let officer: TestClient;
let department: { id: number; province_id: number };
let otherProvince: number;

const live = sql`deleted_at IS NULL`;

async function countIn(where: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number; animals: number }>(
    t.db.orm,
    sql`SELECT count(*)::int AS n, coalesce(sum(male_number), 0)::int + coalesce(sum(female_number), 0)::int AS animals
        FROM registrations WHERE ${live} AND ${where}`,
  );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 300 });
  // The busiest department that is not alone in its province, so the province holds more than it.
  const [busiest] = await queryRows<{ id: number; province_id: number }>(
    t.db.orm,
    sql`SELECT r.department_id AS id, r.province_id FROM registrations r
        WHERE r.deleted_at IS NULL AND EXISTS (SELECT 1 FROM registrations o WHERE o.deleted_at IS NULL
          AND o.province_id = r.province_id AND o.department_id <> r.department_id)
        GROUP BY r.department_id, r.province_id ORDER BY count(*) DESC, r.department_id LIMIT 1`,
  );
  department = busiest!;
  const [other] = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT province_id AS id FROM registrations WHERE ${live} AND province_id <> ${department.province_id}
        GROUP BY province_id ORDER BY count(*) DESC LIMIT 1`,
  );
  otherProvince = other!.id;
  officer = await signInOfficer(t, 'rse.departement@example.td', { department_ids: [department.id] });
}, 120_000);

describe("a departmental officer's dashboard", () => {
  it('totals and statuses hold only the department’s registrations', async () => {
    const own = await countIn(sql`department_id = ${department.id}`);
    const province = await countIn(sql`province_id = ${department.province_id}`);
    expect(own.n).toBeGreaterThan(0);
    expect(province.n).toBeGreaterThan(own.n);
    const summary = (await officer.get('/api/dashboard')).json();
    expect(summary.totals.registrations).toBe(own.n);
    expect(summary.totals.animals).toBe(own.animals);
    const byStatus = await queryRows<{ status: string; n: number }>(
      t.db.orm,
      sql`SELECT status, count(*)::int AS n FROM registrations
          WHERE ${live} AND department_id = ${department.id} GROUP BY status`,
    );
    for (const { status, n } of byStatus) expect(summary.totals.by_status[status].registrations).toBe(n);
    // Their own province as a filter changes nothing; another province selects nothing.
    const inProvince = (await officer.get(`/api/dashboard?province_id=${department.province_id}`)).json();
    expect(inProvince.totals.registrations).toBe(own.n);
    const outside = (await officer.get(`/api/dashboard?province_id=${otherProvince}`)).json();
    expect(outside.totals.registrations).toBe(0);
  });

  it('the map counts and shows only the department’s registrations', async () => {
    const own = await countIn(sql`department_id = ${department.id}`);
    for (const zoom of [4, 11]) {
      const map = (await officer.get(`/api/dashboard/map?zoom=${zoom}`)).json();
      expect(map.total).toBe(own.n);
    }
    const ids = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM registrations WHERE ${live} AND department_id = ${department.id}`,
    );
    const mine = new Set(ids.map((r) => r.id));
    const points = (await officer.get('/api/dashboard/map?zoom=14&bbox=13,7,24,24')).json();
    if (points.mode === 'points')
      for (const point of points.points as { id: number }[]) expect(mine.has(point.id)).toBe(true);
  });

  it('the choropleth shows their province with the department’s figures, and their department alone', async () => {
    const own = await countIn(sql`department_id = ${department.id}`);
    const provinces: AreasAnswer = (await officer.get('/api/dashboard/areas')).json();
    expect(provinces.areas.map((a) => [a.id, a.registrations])).toEqual([[department.province_id, own.n]]);
    const departments: AreasAnswer = (
      await officer.get(`/api/dashboard/areas?level=department&province_id=${department.province_id}`)
    ).json();
    expect(departments.areas.map((a) => [a.id, a.registrations])).toEqual([[department.id, own.n]]);
    const elsewhere: AreasAnswer = (
      await officer.get(`/api/dashboard/areas?level=department&province_id=${otherProvince}`)
    ).json();
    expect(elsewhere.areas).toEqual([]);
  });
});
