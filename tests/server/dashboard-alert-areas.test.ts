import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreasAnswer } from '../../server/dashboard/area-types';
import { queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { type DashboardAlertsWorld, seedDashboardAlerts } from './dashboard-alerts-fixture';

/**
 * The map's alert layer (issue 11): `GET /api/dashboard/areas` gives each province, or each department of
 * the province drilled into, its open alerts — counted here in SQL — and apart those raised for the whole
 * country or province; the same selection as the open-alerts card (species, province, the viewer's areas).
 */
let t: TestApp;
let rse: TestClient;
let w: DashboardAlertsWorld;

async function areas(client: TestClient, query: Record<string, string | number> = {}) {
  const res = await client.get(
    `/api/dashboard/areas?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const body: AreasAnswer = res.json();
  return body;
}

/** The open alerts per `column` (area id → count, leaving out the areas without any), counted in SQL. */
async function counted(column: 'province_id' | 'department_id', where: SQL = sql`true`) {
  const rows = await queryRows<{ id: number; n: number }>(
    t.db.orm,
    sql`SELECT ${sql.identifier(column)} AS id, count(*)::int AS n FROM alerts a
        WHERE a.status = 'open' AND ${sql.identifier(column)} IS NOT NULL AND ${where} GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.n]));
}

const withAlerts = (answer: AreasAnswer) =>
  Object.fromEntries(answer.areas.filter((a) => a.openAlerts > 0).map((a) => [a.id, a.openAlerts]));

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  rse = await t.as('rse@example.com');
  w = await seedDashboardAlerts(t, 'rse.alert-areas');
}, 120_000);

describe("the map's alert layer", () => {
  it('gives each province its open alerts (acknowledged ones left out), the whole country’s apart', async () => {
    const answer = await areas(rse);
    expect(withAlerts(answer)).toEqual(await counted('province_id'));
    expect(withAlerts(answer)).toEqual({ [w.chain.province]: 8, [w.otherProvince]: 2 });
    expect(answer.openAlertsWider).toBe(1);
    expect(answer.areas.every((a) => Number.isInteger(a.openAlerts))).toBe(true);
  });

  it('gives each department of the province drilled into its alerts, the province-wide one apart', async () => {
    const answer = await areas(rse, { level: 'department', province_id: w.chain.province });
    expect(withAlerts(answer)).toEqual(
      await counted('department_id', sql`a.province_id = ${w.chain.province}`),
    );
    expect(withAlerts(answer)).toEqual({ [w.chain.department]: 7 });
    expect(answer.openAlertsWider).toBe(1);
  });

  it('follows the species (alerts of every species included) whatever the period', async () => {
    const bySpecies = await areas(rse, { specie_id: w.species[1], year: 1995 });
    expect(withAlerts(bySpecies)).toEqual(
      await counted('province_id', sql`(a.specie_id = ${w.species[1]} OR a.specie_id IS NULL)`),
    );
    expect(withAlerts(bySpecies)).toEqual({ [w.chain.province]: 7, [w.otherProvince]: 1 });
  });

  it("keeps to a provincial officer's province: not the country-wide alert, nothing elsewhere", async () => {
    const own = await areas(w.provincial);
    expect(withAlerts(own)).toEqual({ [w.otherProvince]: 2 });
    expect(own.openAlertsWider).toBe(0);
    const outside = await areas(w.provincial, { province_id: w.chain.province });
    expect(withAlerts(outside)).toEqual({});
  });

  it("keeps to a departmental officer's department: not the province-wide alert above it", async () => {
    const provinces = await areas(w.departmental);
    expect(withAlerts(provinces)).toEqual({ [w.chain.province]: 7 });
    expect(provinces.openAlertsWider).toBe(0);
    const departments = await areas(w.departmental, { level: 'department', province_id: w.chain.province });
    expect(withAlerts(departments)).toEqual({ [w.chain.department]: 7 });
    expect(departments.openAlertsWider).toBe(0);
  });
});
