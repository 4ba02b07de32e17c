import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OngoingOutbreaksAnswer, OutbreaksAnswer } from '../../server/dashboard/outbreaks';
import { queryRows } from '../../server/db/query';
import { MAP_OUTBREAK_COLUMNS, mapOutbreakOf } from '../../shared/outbreak-rows';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The dashboard's outbreaks card (`GET /api/dashboard/outbreaks`): counts by status and the ongoing
 * outbreaks of the selection, against the same figures counted here in SQL over the seeded outbreaks.
 */
let t: TestApp;
let rse: TestClient;
let agent: TestClient;
let provincial: TestClient;
let province: number;
let otherProvince: number;

const get = (client: TestClient, query: Record<string, string | number> = {}, path = 'outbreaks') =>
  client.get(
    `/api/dashboard/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

async function expected(where: SQL = sql`true`) {
  const rows = await queryRows<{ status: keyof OutbreaksAnswer['by_status']; n: number }>(
    t.db.orm,
    sql`SELECT o.status, count(*)::int AS n FROM outbreaks o WHERE ${where} GROUP BY o.status`,
  );
  const by_status = { ongoing: 0, resolved: 0, endemic: 0 };
  for (const r of rows) by_status[r.status] = r.n;
  const ongoing = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT o.id FROM outbreaks o WHERE o.status = 'ongoing' AND ${where}
        ORDER BY o.last_case_at DESC, o.id DESC LIMIT 5`,
  );
  return { by_status, ids: ongoing.map((o) => o.id) };
}

async function answer(client: TestClient, query: Record<string, string | number> = {}) {
  const res = await get(client, query);
  expect(res.statusCode, res.body).toBe(200);
  const body: OutbreaksAnswer = res.json();
  return { by_status: body.by_status, ids: body.ongoing.map((o) => o.id), body };
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 200 });
  [rse, agent] = await Promise.all([t.as('rse@example.com'), t.as('agent@example.com')]);
  const [busiest, other] = await queryRows<{ province_id: number }>(
    t.db.orm,
    sql`SELECT province_id FROM outbreaks GROUP BY province_id ORDER BY count(*) DESC, province_id LIMIT 2`,
  );
  province = busiest!.province_id;
  otherProvince = other!.province_id;
  provincial = await signInOfficer(t, 'rse.outbreaks@example.td', { province_ids: [province] });
}, 120_000);

describe('dashboard outbreaks', () => {
  it('counts every outbreak by status and lists the ongoing ones, latest last case first', async () => {
    const got = await answer(rse);
    const want = await expected();
    expect(got.by_status).toEqual(want.by_status);
    expect(got.by_status.ongoing + got.by_status.resolved).toBeGreaterThan(0);
    expect(got.ids).toEqual(want.ids);
    for (const o of got.body.ongoing) {
      expect(o).toMatchObject({
        ref: expect.stringMatching(/^OB-/),
        disease: expect.any(String),
        started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        last_case_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  it('follows the province, the species and the period (cases span)', async () => {
    expect(await answer(rse, { province_id: province })).toMatchObject(
      await expected(sql`o.province_id = ${province}`),
    );
    const [specie] = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT r.specie_id AS id FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
          GROUP BY r.specie_id ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(await answer(rse, { specie_id: specie!.id })).toMatchObject(
      await expected(sql`EXISTS (SELECT 1 FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
                                  WHERE l.outbreak_id = o.id AND r.specie_id = ${specie!.id})`),
    );
    const [latest] = await queryRows<{ year: number }>(
      t.db.orm,
      sql`SELECT extract(year FROM max(last_case_at))::int AS year FROM outbreaks`,
    );
    const year = latest!.year;
    expect(await answer(rse, { year })).toMatchObject(
      await expected(
        sql`o.started_at < ${`${year + 1}-01-01`}::date AND o.last_case_at >= ${`${year}-01-01`}::date`,
      ),
    );
    const from = `${year}-03-01`;
    const to = `${year}-03-31`;
    expect(await answer(rse, { from, to })).toMatchObject(
      await expected(sql`o.started_at <= ${to}::date AND o.last_case_at >= ${from}::date`),
    );
    expect((await answer(rse, { year: 1995 })).by_status).toEqual({ ongoing: 0, resolved: 0, endemic: 0 });
  });

  it("keeps to the viewer's areas; a province outside them selects nothing", async () => {
    expect(await answer(provincial)).toMatchObject(await expected(sql`o.province_id = ${province}`));
    const outside = await answer(provincial, { province_id: otherProvince });
    expect(outside.by_status).toEqual({ ongoing: 0, resolved: 0, endemic: 0 });
    expect(outside.ids).toEqual([]);
  });

  it('is refused to field agents; a bad filter is a 422 on the field', async () => {
    expect((await get(agent)).statusCode).toBe(403);
    const res = await get(rse, { year: 'soon' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['year']);
  });
});

/** The map's outbreak layer: every ongoing outbreak of the card's selection, with its place. */
describe('dashboard outbreak layer', () => {
  // More ongoing outbreaks than the card lists (the seed leaves most resolved): the layer gives them all.
  beforeAll(async () => {
    await t.db.orm.execute(
      sql`UPDATE outbreaks SET status = 'ongoing', ended_at = NULL WHERE status <> 'ongoing'`,
    );
  });

  const layer = async (client: TestClient, query: Record<string, string | number> = {}) => {
    const res = await get(client, query, 'outbreaks/ongoing');
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json() as OngoingOutbreaksAnswer;
    // Each outbreak a row of values, its keys given once.
    expect(got.columns).toEqual([...MAP_OUTBREAK_COLUMNS]);
    for (const row of got.outbreaks) expect(row).toHaveLength(MAP_OUTBREAK_COLUMNS.length);
    return { ...got, outbreaks: got.outbreaks.map(mapOutbreakOf) };
  };
  const ongoingIn = async (where: SQL = sql`true`) =>
    queryRows<{ id: number; lat: number | null; lng: number | null; cases: number }>(
      t.db.orm,
      sql`SELECT o.id, o.lat, o.lng, o.cases FROM outbreaks o WHERE o.status = 'ongoing' AND ${where}
          ORDER BY o.last_case_at DESC, o.id DESC`,
    );
  const to4 = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 1e4) / 1e4);

  it('gives every ongoing outbreak with its place, latest last case first, like the card', async () => {
    const got = await layer(rse);
    const want = await ongoingIn();
    expect(want.length).toBeGreaterThan(5);
    expect(got.truncated).toBe(false);
    expect(got.outbreaks.map(({ id, lat, lng, cases }) => ({ id, lat, lng, cases }))).toEqual(
      want.map((o) => ({ ...o, lat: to4(o.lat), lng: to4(o.lng) })),
    );
    expect(got.outbreaks.some((o) => o.lat !== null)).toBe(true);
    const card = await answer(rse);
    expect(got.outbreaks).toHaveLength(card.by_status.ongoing);
    // The card's rows, their names given once by id and their centres to 4 decimals.
    const named = (names: Record<number, string>, id: number | null) => (id === null ? null : names[id]);
    expect(
      got.outbreaks.slice(0, 5).map(({ disease_id, municipality_id, province_id, ...o }) => ({
        ...o,
        disease: got.diseases[disease_id],
        municipality: named(got.municipalities, municipality_id),
        province: named(got.provinces, province_id),
      })),
    ).toEqual(
      card.body.ongoing.map(({ registrations_count, ...o }) => ({ ...o, lat: to4(o.lat), lng: to4(o.lng) })),
    );
    expect(got.outbreaks[0]).toMatchObject({
      ref: expect.stringMatching(/^OB-/),
      last_case_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Each name once, only those the outbreaks refer to.
    expect(Object.keys(got.diseases).map(Number).sort()).toEqual(
      [...new Set(got.outbreaks.map((o) => o.disease_id))].sort(),
    );
  });

  it("follows the selection and the viewer's areas exactly like the card", async () => {
    const ids = async (client: TestClient, query: Record<string, string | number> = {}) =>
      (await layer(client, query)).outbreaks.map((o) => o.id);
    expect(await ids(rse, { province_id: province })).toEqual(
      (await ongoingIn(sql`o.province_id = ${province}`)).map((o) => o.id),
    );
    expect(await ids(provincial)).toEqual(
      (await ongoingIn(sql`o.province_id = ${province}`)).map((o) => o.id),
    );
    expect(await ids(provincial, { province_id: otherProvince })).toEqual([]);
    const [latest] = await queryRows<{ year: number }>(
      t.db.orm,
      sql`SELECT extract(year FROM max(last_case_at))::int AS year FROM outbreaks`,
    );
    const queries: Record<string, string | number>[] = [
      { year: latest!.year },
      { year: 1995 },
      { from: `${latest!.year}-03-01`, to: `${latest!.year}-03-31` },
    ];
    for (const query of queries) {
      const card = await answer(rse, query);
      expect((await ids(rse, query)).slice(0, 5)).toEqual(card.ids);
      expect(await ids(rse, query)).toHaveLength(card.by_status.ongoing);
    }
  });

  it('is refused to field agents; a bad filter is a 422 on the field', async () => {
    expect((await get(agent, {}, 'outbreaks/ongoing')).statusCode).toBe(403);
    const res = await get(rse, { province_id: 'north' }, 'outbreaks/ongoing');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['province_id']);
  });
});
