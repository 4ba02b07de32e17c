/** The rollups stay equal to a plain GROUP BY over the registrations through every kind of write. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rollupClusters, viewClusters } from '../../server/dashboard/map-clusters';
import type { MapParams, SummaryParams } from '../../server/dashboard/params';
import { rebuildRollups } from '../../server/dashboard/rebuild';
import { rawSource } from '../../server/dashboard/source-raw';
import { rollupSource } from '../../server/dashboard/source-rollup';
import { buildSummary } from '../../server/dashboard/summary';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let ids: { species: number[]; breedsOf: Map<number, number[]>; diseases: number[]; village: number };

const variants: SummaryParams[] = [
  { specieId: null, year: null, period: 'month' },
  { specieId: null, year: 2026, period: 'month' },
  { specieId: null, year: 2025, period: 'week' },
  { specieId: 1, year: 2026, period: 'week' },
  { specieId: 2, year: null, period: 'month' },
];

async function expectRollupsMatchRaw() {
  for (const params of variants) {
    const [fromRollups, fromRaw] = await Promise.all([
      buildSummary(rollupSource(t.db.orm), params),
      buildSummary(rawSource(t.db.orm), params),
    ]);
    expect(fromRollups, JSON.stringify(params)).toEqual(fromRaw);
  }
  const view: MapParams = { specieId: null, year: 2026, bbox: [13, 7, 24, 23.5], zoom: 10 };
  const sort = (cs: { lat: number; lng: number; count: number; animals: number }[]) =>
    cs.map((c) => [c.count, c.animals, c.lat.toFixed(4), c.lng.toFixed(4)].join()).sort();
  expect(sort(await rollupClusters(t.db.orm, view, 10))).toEqual(
    sort(await viewClusters(t.db.orm, view, 10)),
  );
}

const registration = (i: number) => {
  const specie = ids.species[i % 2];
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
});

describe('dashboard rollups', () => {
  it('match the raw tables after the demo seed', expectRollupsMatchRaw);

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

  it('follow SQL writes that bypass the API: bulk updates, hard deletes of live rows, truncation', async () => {
    const orm = t.db.orm;
    await orm.execute(
      sql`UPDATE registrations SET created_at = created_at - interval '200 days' WHERE id % 5 = 0`,
    );
    await orm.execute(sql`UPDATE registrations SET specie_id = 2, breed_id = NULL WHERE id % 9 = 0`);
    await orm.execute(sql`DELETE FROM registration_diseases WHERE registration_id % 4 = 0`);
    await orm.execute(sql`DELETE FROM registrations WHERE id % 7 = 0`);
    await expectRollupsMatchRaw();
    const before = await buildSummary(rollupSource(orm), variants[0]);
    await rebuildRollups(orm);
    expect(await buildSummary(rollupSource(orm), variants[0])).toEqual(before);
    await orm.execute(sql`TRUNCATE registrations CASCADE`);
    expect((await buildSummary(rollupSource(orm), variants[0])).totals.registrations).toBe(0);
  });
});
