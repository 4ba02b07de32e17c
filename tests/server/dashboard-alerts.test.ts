import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertsAnswer } from '../../server/dashboard/alerts';
import { queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { seedDashboardAlerts } from './dashboard-alerts-fixture';

/**
 * The dashboard's open-alerts card (`GET /api/dashboard/alerts`, issue 11): how many alerts of the selection
 * are open and the latest five, against the same figures counted here in SQL; area-scoped for a provincial
 * and a departmental officer, refused to field agents.
 */
let t: TestApp;
let rse: TestClient;
let agent: TestClient;
let provincial: TestClient;
let departmental: TestClient;
let chain: { province: number; department: number; municipality: number };
let otherProvince: number;
let species: [number, number];

const get = (client: TestClient, query: Record<string, string | number> = {}) =>
  client.get(
    `/api/dashboard/alerts?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

async function expected(where: SQL = sql`true`) {
  const [count] = await queryRows<{ n: number }>(
    t.db.orm,
    sql`SELECT count(*)::int AS n FROM alerts a WHERE a.status = 'open' AND ${where}`,
  );
  const latest = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT a.id FROM alerts a WHERE a.status = 'open' AND ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT 5`,
  );
  return { open: count!.n, ids: latest.map((a) => a.id) };
}

async function answer(client: TestClient, query: Record<string, string | number> = {}) {
  const res = await get(client, query);
  expect(res.statusCode, res.body).toBe(200);
  const body: AlertsAnswer = res.json();
  return { open: body.open, ids: body.latest.map((a) => a.id), body };
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  [rse, agent] = await Promise.all([t.as('rse@example.com'), t.as('agent@example.com')]);
  ({ chain, otherProvince, species, provincial, departmental } = await seedDashboardAlerts(t, 'rse.alerts'));
}, 120_000);

describe('dashboard open alerts', () => {
  it('counts the open alerts and lists the five latest raised, named in the reader’s language', async () => {
    const got = await answer(rse);
    const want = await expected();
    expect(got.open).toBe(want.open);
    expect(got.open).toBeGreaterThanOrEqual(10);
    expect(got.ids).toEqual(want.ids);
    const [first] = got.body.latest;
    expect(first).toMatchObject({ week: '2026-W30', cases: 3, disease: expect.any(String) });
    const [province] = await queryRows<{ name: string }>(
      t.db.orm,
      sql`SELECT name FROM provinces WHERE id = ${chain.province}`,
    );
    expect(first!.place).toBe(province!.name);
    const [municipality] = await queryRows<{ name: string }>(
      t.db.orm,
      sql`SELECT name FROM municipalities WHERE id = ${chain.municipality}`,
    );
    expect(got.body.latest.filter((a) => a.week.startsWith('2026-W1')).map((a) => a.place)).toContain(
      municipality!.name,
    );
  });

  it('follows the province and the species (alerts of every species included), whatever the period', async () => {
    expect(await answer(rse, { province_id: chain.province })).toMatchObject(
      await expected(sql`a.province_id = ${chain.province}`),
    );
    const bySpecies = await answer(rse, { specie_id: species[1] });
    expect(bySpecies).toMatchObject(
      await expected(sql`(a.specie_id = ${species[1]} OR a.specie_id IS NULL)`),
    );
    expect(bySpecies.open).toBe((await expected()).open - 2);
    expect((await answer(rse, { year: 1995 })).open).toBe((await expected()).open);
  });

  it("keeps to a provincial officer's province; a province outside it selects nothing", async () => {
    const own = await answer(provincial);
    expect(own).toMatchObject(await expected(sql`a.province_id = ${otherProvince}`));
    expect(own.open).toBe(2);
    expect(await answer(provincial, { province_id: chain.province })).toMatchObject({ open: 0, ids: [] });
  });

  it("keeps to a departmental officer's department: not the province-wide alert above it", async () => {
    const own = await answer(departmental);
    expect(own).toMatchObject(await expected(sql`a.department_id = ${chain.department}`));
    expect(own.open).toBe(7);
  });

  it('is refused to field agents and to anonymous visitors; a bad filter is a 422 on the field', async () => {
    expect((await get(agent)).statusCode).toBe(403);
    expect((await get(t.client())).statusCode).toBe(401);
    const res = await get(rse, { specie_id: 'cows' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['specie_id']);
  });
});
