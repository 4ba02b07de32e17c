/**
 * The choropleth's data (`GET /api/dashboard/areas`) and the boundary import (`PUT /api/boundaries/…`):
 * counts per province and department equal a plain GROUP BY over the registrations, the viewer's areas
 * limit the answer, the demo's approximate outlines show until an imported file replaces them.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveApproximateOutlines } from '../../server/boundaries/approximate';
import type { AreasAnswer, AreaValue } from '../../server/dashboard/area-types';
import { queryRow, queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { insertFixture } from './dashboard-fixture';

const FIXTURE = JSON.parse(
  readFileSync(new URL('./fixtures/boundaries.geojson', import.meta.url), 'utf8'),
) as { features: unknown[] };

let t: TestApp;
let admin: TestClient;
let provincial: TestClient;
let hadjerLamis: number;

const areas = async (client: TestClient, query: string): Promise<AreasAnswer> => {
  const res = await client.get(`/api/dashboard/areas${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const provinceId = async (reference: string) =>
  Number(
    (await queryRow<{ id: number }>(t.db.orm, sql`SELECT id FROM provinces WHERE reference = ${reference}`))
      .id,
  );

/** What a plain GROUP BY says, for the year 2025 in N'Djamena's time. */
async function expected(column: 'province_id' | 'department_id') {
  const rows = await queryRows<{ id: number; registrations: number; animals: number }>(
    t.db.orm,
    sql`SELECT ${sql.raw(column)} AS id, count(*)::int AS registrations,
               sum(male_number + female_number)::int AS animals
        FROM registrations WHERE deleted_at IS NULL
          AND created_at >= '2024-12-31T23:00:00Z' AND created_at < '2025-12-31T23:00:00Z'
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [Number(r.id), { registrations: r.registrations, animals: r.animals }]));
}

const counted = (answer: AreasAnswer) =>
  new Map(
    answer.areas
      .filter((a) => a.registrations > 0)
      .map((a) => [a.id, { registrations: a.registrations, animals: a.animals }]),
  );

beforeAll(async () => {
  t = await createTestApp({ registrations: 200 });
  await insertFixture(t.db.orm);
  admin = await t.as('admin@example.com');
  provincial = await t.as('rse-province@example.com');
  hadjerLamis = await provinceId('TD-HL');
}, 120_000);

describe('GET /api/dashboard/areas', () => {
  it('gives every province its registrations and sick animals, as a GROUP BY over the registrations', async () => {
    const answer = await areas(admin, '?year=2025');
    expect(answer.level).toBe('province');
    expect(answer.areas).toHaveLength(23);
    expect(counted(answer)).toEqual(await expected('province_id'));
    expect(answer.areas.reduce((sum, a) => sum + a.registrations, 0)).toBeGreaterThan(6);
  });

  it('ships the demo with approximate outlines that do not overlap their neighbours', async () => {
    const answer = await areas(admin, '?year=2025');
    for (const area of answer.areas) {
      expect(area.outline?.type, area.name).toBe('Polygon');
      expect(area.approximate).toBe(true);
      expect(area.centroid).not.toBeNull();
    }
    // A Voronoi cell holds its own centroid, and no other province's.
    const inside = (area: AreaValue, p: { lat: number; lng: number }) => {
      const ring = (area.outline?.coordinates[0] ?? []) as number[][];
      let hit = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i] ?? [];
        const [xj = 0, yj = 0] = ring[j] ?? [];
        if (yi > p.lat !== yj > p.lat && p.lng < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    };
    for (const area of answer.areas)
      for (const other of answer.areas)
        if (other.centroid) expect(inside(area, other.centroid)).toBe(area.id === other.id);
  });

  it("drills into one province's departments, counted from its registrations", async () => {
    const province = await busiestProvince();
    const answer = await areas(admin, `?year=2025&level=department&province_id=${province}`);
    expect(answer.level).toBe('department');
    expect(answer.province?.id).toBe(province);
    expect(answer.areas.length).toBeGreaterThan(0);
    const all = await expected('department_id');
    const mine = new Map([...all].filter(([id]) => answer.areas.some((a) => a.id === id)));
    expect(counted(answer)).toEqual(mine);
  });

  it('follows the species and date-range filters', async () => {
    const species = await queryRow<{ id: number }>(t.db.orm, sql`SELECT min(id) AS id FROM species`);
    const answer = await areas(admin, `?from=2025-03-01&to=2025-03-15&specie_id=${species.id}`);
    const [row] = await queryRows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM registrations WHERE deleted_at IS NULL AND specie_id = ${species.id}
          AND created_at >= '2025-02-28T23:00:00Z' AND created_at < '2025-03-15T23:00:00Z'`,
    );
    expect(answer.areas.reduce((sum, a) => sum + a.registrations, 0)).toBe(row?.n);
  });

  it("limits a provincial officer to their province, and answers nothing of another's departments", async () => {
    const answer = await areas(provincial, '?year=2025');
    expect(answer.areas.map((a) => a.id)).toEqual([hadjerLamis]);
    const other = await provinceId('TD-LC');
    expect((await areas(provincial, `?level=department&province_id=${other}`)).areas).toEqual([]);
    const own = await areas(provincial, `?level=department&province_id=${hadjerLamis}`);
    expect(own.areas.length).toBeGreaterThan(0);
  });

  it('refuses a department level without a province, in the reader language (422)', async () => {
    const res = await admin.request('GET', '/api/dashboard/areas?level=department', undefined, {
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.province_id).toEqual(['Choisissez la province dont afficher les départements']);
    expect((await admin.get('/api/dashboard/areas?level=village')).statusCode).toBe(422);
  });

  it('is closed to anonymous readers and field agents', async () => {
    expect((await t.client().get('/api/dashboard/areas')).statusCode).toBe(401);
    const agent = await t.as('agent@example.com');
    expect((await agent.get('/api/dashboard/areas')).statusCode).toBe(403);
  });
});

/** The province holding most 2025 registrations (the fixture's village's). */
async function busiestProvince() {
  const answer = await areas(admin, '?year=2025');
  return [...answer.areas].sort((a, b) => b.registrations - a.registrations)[0]?.id ?? 0;
}

describe('PUT /api/boundaries/{level}', () => {
  const outlineOf = async (reference: string) => {
    const answer = await areas(admin, '');
    const id = await provinceId(reference);
    return answer.areas.find((a) => a.id === id);
  };

  it('refuses a file with an invalid geometry, and changes nothing (422, reader language)', async () => {
    const broken = {
      type: 'FeatureCollection',
      features: [
        FIXTURE.features[0],
        {
          type: 'Feature',
          properties: { shapeISO: 'TD-LC' },
          geometry: { type: 'Polygon', coordinates: [[[1, 2]]] },
        },
      ],
    };
    const res = await admin.request('PUT', '/api/boundaries/provinces', broken, {
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.file[0]).toContain('2');
    expect(res.json().errors.file[0]).toMatch(/المتوقع/);
    expect((await outlineOf('TD-HL'))?.approximate).toBe(true);
    const notGeoJson = await admin.put('/api/boundaries/provinces', { hello: 'world' });
    expect(notGeoJson.statusCode).toBe(422);
  });

  it('is refused to those who may not edit provinces (403), and to anonymous callers (419)', async () => {
    const decideur = await t.as('decideur@example.com');
    expect((await decideur.put('/api/boundaries/provinces', FIXTURE)).statusCode).toBe(403);
    // Without a session there is no CSRF token either: refused before anything is read.
    expect((await t.client().put('/api/boundaries/provinces', FIXTURE)).statusCode).toBe(419);
    expect((await outlineOf('TD-HL'))?.approximate).toBe(true);
  });

  it('matches features by ISO code or by name without accents, and replaces the approximate outlines', async () => {
    const res = await admin.put('/api/boundaries/provinces?source=geoBoundaries-TCD-ADM1.geojson', FIXTURE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.saved).toBe(2);
    expect(body.matched.map((m: { name: string }) => m.name).sort()).toEqual(['Guéra', 'Hadjer-Lamis']);
    expect(body.unmatched).toEqual([{ feature: 2, label: 'Atlantis' }]);
    expect(body.without).toHaveLength(21);

    const hl = await outlineOf('TD-HL');
    expect(hl).toMatchObject({ approximate: false, outline: { type: 'Polygon' } });
    expect(hl?.outline?.coordinates[0]).toEqual([
      [15, 12],
      [17, 12],
      [17, 13.5],
      [15, 13.5],
      [15, 12],
    ]);
    expect((await outlineOf('TD-GR'))?.outline?.type).toBe('MultiPolygon');
    expect((await outlineOf('TD-LC'))?.approximate).toBe(true);

    const [audit] = await queryRows<{ action: string; resource: string }>(
      t.db.orm,
      sql`SELECT action, resource FROM audit_log WHERE resource = 'provinces' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'import', resource: 'provinces' });
  });

  it('keeps an imported outline when approximate ones are derived again', async () => {
    await deriveApproximateOutlines(t.db.orm, 'provinces');
    expect((await outlineOf('TD-HL'))?.approximate).toBe(false);
    expect((await outlineOf('TD-LC'))?.approximate).toBe(true);
  });

  it('refuses a file in which no feature names an area', async () => {
    const nowhere = { type: 'FeatureCollection', features: [FIXTURE.features[2]] };
    const res = await admin.put('/api/boundaries/departments', nowhere);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['No feature matches an area by reference, code or name']);
  });
});
