/** The rollups stay equal to a plain GROUP BY over the registrations through every kind of write. */

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLLUP_ZOOM } from '../../server/dashboard/grid';
import { rollupClusters, viewClusters } from '../../server/dashboard/map-clusters';
import { type MapParams, OPEN_RANGE, type SummaryParams } from '../../server/dashboard/params';
import { rebuildRollups } from '../../server/dashboard/rebuild';
import { rangedSource } from '../../server/dashboard/source-ranged';
import { rawSource } from '../../server/dashboard/source-raw';
import { rollupSource } from '../../server/dashboard/source-rollup';
import { buildSummary } from '../../server/dashboard/summary';
import { queryRow } from '../../server/db/query';
import { nth } from '../../shared/arrays';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let provinces: number[];
let ids: { species: number[]; breedsOf: Map<number, number[]>; diseases: number[]; village: number };

const all = { provinceId: null, range: null, provinces: null, confirmed: false };
const variants = (): SummaryParams[] => [
  { ...all, specieId: null, year: null, period: 'month' },
  { ...all, specieId: null, year: 2026, period: 'month' },
  { ...all, specieId: null, year: 2025, period: 'week' },
  { ...all, specieId: 1, year: 2026, period: 'week' },
  { ...all, specieId: 2, year: null, period: 'month' },
  // A provincial viewer, and a province filter.
  { ...all, specieId: null, year: null, period: 'month', provinces: [provinces[0] ?? 0] },
  { ...all, specieId: null, year: 2026, period: 'week', provinces: provinces.slice(0, 2) },
  // Date ranges: whole months, partial months at both ends, inside one week, open on one side.
  { ...all, specieId: null, year: null, period: 'month', range: { from: '2026-02-01', to: '2026-05-01' } },
  { ...all, specieId: null, year: null, period: 'month', range: { from: '2025-11-17', to: '2026-03-09' } },
  { ...all, specieId: null, year: null, period: 'week', range: { from: '2025-11-17', to: '2026-03-10' } },
  { ...all, specieId: null, year: 2026, period: 'week', range: { from: '2026-03-04', to: '2026-03-06' } },
  { ...all, specieId: 1, year: null, period: 'month', range: { from: '2026-01-20', to: OPEN_RANGE.to } },
  // Partial months holding whole ISO weeks (read from the weekly rollup), and a year filter that cuts a
  // partial month or week: a calendar year for the tables, an ISO year for the weekly curve.
  { ...all, specieId: null, year: null, period: 'month', range: { from: '2026-01-06', to: '2026-03-26' } },
  { ...all, specieId: null, year: 2026, period: 'month', range: { from: '2025-12-30', to: '2026-02-20' } },
  { ...all, specieId: null, year: 2026, period: 'week', range: { from: '2025-12-30', to: '2026-01-20' } },
  {
    ...all,
    specieId: null,
    year: null,
    period: 'week',
    provinces: [provinces[0] ?? 0],
    range: { from: '2025-12-30', to: '2026-02-14' },
  },
  // Confirmed cases only: whole, a species and weeks, a province, a range cut mid-month.
  { ...all, confirmed: true, specieId: null, year: null, period: 'month' },
  { ...all, confirmed: true, specieId: 1, year: 2026, period: 'week' },
  { ...all, confirmed: true, specieId: null, year: null, period: 'month', provinces: [provinces[0] ?? 0] },
  {
    ...all,
    confirmed: true,
    specieId: null,
    year: null,
    period: 'week',
    range: { from: '2025-11-17', to: '2026-03-10' },
  },
  {
    ...all,
    confirmed: true,
    specieId: 2,
    year: null,
    period: 'month',
    range: { from: '2026-01-06', to: '2026-03-26' },
  },
];

async function expectRollupsMatchRaw() {
  const rollups = rangedSource(rollupSource(t.db.orm), rawSource(t.db.orm));
  for (const params of variants()) {
    const [fromRollups, fromRaw] = await Promise.all([
      buildSummary(rollups, params),
      buildSummary(rawSource(t.db.orm), params),
    ]);
    expect(fromRollups, JSON.stringify(params)).toEqual(fromRaw);
  }
  const sort = (cs: { lat: number; lng: number; count: number; animals: number }[]) =>
    cs.map((c) => [c.count, c.animals, c.lat.toFixed(4), c.lng.toFixed(4)].join()).sort();
  for (const [scope, confirmed] of [
    [null, false],
    [[provinces[0] ?? 0], false],
    [null, true],
  ] as const) {
    const view: MapParams = {
      ...all,
      specieId: null,
      year: 2026,
      bbox: [13, 7, 24, 23.5],
      zoom: ROLLUP_ZOOM,
    };
    const scoped = { ...view, provinces: scope, confirmed };
    for (const zoom of [ROLLUP_ZOOM - 1, ROLLUP_ZOOM])
      expect(sort(await rollupClusters(t.db.orm, scoped, zoom))).toEqual(
        sort(await viewClusters(t.db.orm, scoped, zoom)),
      );
  }
}

/**
 * rebuildRollups' two steps with `between` run after the snapshot is taken. On PostgreSQL the snapshot's
 * transaction stays open on a connection of its own while `between` writes and reads through the app:
 * were anything locked, they would wait for it. PGlite is one connection: `between` runs after it.
 */
async function rebuildAround(between: () => Promise<void>): Promise<number> {
  if (!t.db.url) {
    const { corrections } = await t.db.orm.transaction(
      (tx) =>
        queryRow<{ corrections: number }>(tx, sql`SELECT dashboard_rollup_corrections()::int AS corrections`),
      { isolationLevel: 'repeatable read' },
    );
    await between();
    await t.db.orm.execute(sql`SELECT dashboard_apply_rollup_corrections()`);
    return corrections;
  }
  const rebuild = new pg.Client({ connectionString: t.db.url });
  await rebuild.connect();
  try {
    await rebuild.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const { rows } = await rebuild.query('SELECT dashboard_rollup_corrections()::int AS corrections');
    await between();
    await rebuild.query('COMMIT');
    await rebuild.query('SELECT dashboard_apply_rollup_corrections()');
    return rows[0].corrections;
  } finally {
    await rebuild.end();
  }
}

const registration = (i: number) => {
  const specie = nth(ids.species, i % 2);
  return {
    specie_id: specie,
    breed_id: ids.breedsOf.get(specie)?.[i % 2] ?? null,
    disease_ids: ids.diseases.slice(i % 3, (i % 3) + 1 + (i % 2)),
    maleNumber: i,
    femaleNumber: 2 * i,
    status: 'waiting',
    village_id: ids.village,
    coordinates: { lat: 12 + i / 10, lng: 15 + i / 7 },
  };
};

beforeAll(async () => {
  t = await createTestApp({ registrations: 400 });
  editor = await t.as('editor@example.com');
  const species = (await editor.get('/api/species?range=[0,99]')).json().map((s: { id: number }) => s.id);
  const breedsOf = new Map<number, number[]>();
  for (const id of species.slice(0, 2)) {
    const filter = encodeURIComponent(JSON.stringify({ specie_id: id }));
    breedsOf.set(
      id,
      (await editor.get(`/api/breeds?filter=${filter}`)).json().map((b: { id: number }) => b.id),
    );
  }
  ids = {
    species,
    breedsOf,
    diseases: (await editor.get('/api/diseases?range=[0,4]')).json().map((d: { id: number }) => d.id),
    village: (await editor.get('/api/villages?range=[0,0]')).json()[0].id,
  };
  const used = await t.db.orm.execute(
    sql`SELECT DISTINCT province_id AS id FROM registrations ORDER BY 1 LIMIT 2`,
  );
  provinces = (used as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  expect(provinces).toHaveLength(2);
});

describe('dashboard rollups', () => {
  it('match the raw tables after the demo seed', expectRollupsMatchRaw);

  it('match them for a range whose partial week lies in the ISO year 2026 but the calendar year 2025', async () => {
    // 2026-W01 starts on Monday 2025-12-29: with year=2026 the weekly curve counts 30 and 31 December,
    // the tables do not.
    await t.db.orm.execute(sql`UPDATE registrations SET created_at = CASE id % 3
        WHEN 0 THEN timestamptz '2025-12-30 10:00+01' WHEN 1 THEN timestamptz '2025-12-31 23:30+01'
        ELSE timestamptz '2026-01-02 08:00+01' END WHERE id % 17 = 0`);
    await expectRollupsMatchRaw();
  });

  it('follow creations, edits (species, breed, diseases, counts), trash, restore and deletion', async () => {
    const created: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await editor.post('/api/registrations', registration(i));
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().id);
    }
    await expectRollupsMatchRaw();

    const first = (await editor.get(`/api/registrations/${created[0]}`)).json();
    const edited = await editor.put(`/api/registrations/${created[0]}`, {
      ...registration(2),
      disease_ids: ids.diseases.slice(2, 5),
      maleNumber: 40,
      updated_at: first.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRollupsMatchRaw();

    expect((await editor.delete(`/api/registrations/${created[1]}`)).statusCode).toBe(200);
    expect((await editor.delete(`/api/registrations/${created[2]}`)).statusCode).toBe(200);
    await expectRollupsMatchRaw();
    expect((await editor.post(`/api/registrations/${created[2]}/restore`)).statusCode).toBe(200);
    expect((await editor.delete(`/api/registrations/${created[1]}?force=true`)).statusCode).toBe(200);
    await expectRollupsMatchRaw();
  });

  it('are rebuilt while writers and readers carry on: drift corrected, writes after the snapshot kept', async () => {
    const orm = t.db.orm;
    // Drift: counts off, a map cell lost, a key no registration has, a delay bucket off.
    await orm.execute(sql`UPDATE dashboard_registration_months SET registrations = registrations + 5, males = males - 2
      WHERE ctid = (SELECT ctid FROM dashboard_registration_months LIMIT 1)`);
    await orm.execute(
      sql`DELETE FROM dashboard_map_cells WHERE ctid = (SELECT ctid FROM dashboard_map_cells LIMIT 1)`,
    );
    await orm.execute(sql`INSERT INTO dashboard_disease_weeks (week, province_id, specie_id, disease_id, registrations, males, females)
      SELECT week, province_id, specie_id, disease_id + 100000, 3, 1, 1 FROM dashboard_disease_weeks LIMIT 1`);
    await orm.execute(sql`UPDATE dashboard_delay_months SET registrations = registrations + 1
      WHERE ctid = (SELECT ctid FROM dashboard_delay_months LIMIT 1)`);

    // While the rebuild holds its snapshot, a user files a registration and another reads the dashboard.
    const during = async () => {
      const res = await editor.post('/api/registrations', registration(7));
      expect(res.statusCode, res.body).toBe(201);
      expect((await editor.get('/api/dashboard')).statusCode).toBe(200);
    };
    const corrected = await rebuildAround(during);
    expect(corrected).toBeGreaterThanOrEqual(4);
    await expectRollupsMatchRaw();
    const { stray } = await queryRow<{ stray: number }>(
      orm,
      sql`SELECT count(*)::int AS stray FROM dashboard_disease_weeks WHERE disease_id > 100000`,
    );
    expect(stray).toBe(0);
    // Nothing drifted since: a second rebuild corrects nothing.
    expect(await rebuildRollups(t.db)).toBe(0);
  });

  it('follow SQL writes that bypass the API: bulk updates, hard deletes of live rows, truncation', async () => {
    const orm = t.db.orm;
    await orm.execute(
      sql`UPDATE registrations SET created_at = created_at - interval '200 days' WHERE id % 5 = 0`,
    );
    await orm.execute(sql`UPDATE registrations SET specie_id = 2, breed_id = NULL WHERE id % 9 = 0`);
    await orm.execute(sql`DELETE FROM registration_diseases WHERE registration_id % 4 = 0`);
    await orm.execute(sql`DELETE FROM registrations WHERE id % 7 = 0`);
    // The case data behind the timeliness cards: classification (the trigger stamps confirmed_at),
    // onset and verification.
    await orm.execute(sql`UPDATE registrations SET classification = 'confirmed_clinical' WHERE id % 6 = 0`);
    await orm.execute(sql`UPDATE registrations SET classification = 'ruled_out' WHERE id % 11 = 0`);
    await orm.execute(
      sql`UPDATE registrations SET onset_date = report_date - 3, verified_at = created_at + interval '2 days'
          WHERE id % 8 = 0`,
    );
    await expectRollupsMatchRaw();
    // A department moved to another province takes its registrations' counts along.
    await orm.execute(sql`UPDATE departments SET province_id = ${provinces[1] ?? 0}
      WHERE id = (SELECT department_id FROM registrations WHERE province_id = ${provinces[0] ?? 0} LIMIT 1)`);
    await expectRollupsMatchRaw();
    const before = await buildSummary(rollupSource(orm), nth(variants(), 0));
    expect(await rebuildRollups(t.db)).toBe(0);
    expect(await buildSummary(rollupSource(orm), nth(variants(), 0))).toEqual(before);
    await orm.execute(sql`TRUNCATE registrations CASCADE`);
    expect((await buildSummary(rollupSource(orm), nth(variants(), 0))).totals.registrations).toBe(0);
  });
});
