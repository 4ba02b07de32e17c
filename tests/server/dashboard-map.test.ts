import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestClient } from '../support/test-app';
import { type FixtureIds, insertFixture } from './dashboard-fixture';

let admin: TestClient;
let f: FixtureIds;

const map = async (query: string) => {
  const res = await admin.get(`/api/dashboard/map${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;

beforeAll(async () => {
  const t = await createTestApp({ registrations: 0 });
  f = await insertFixture(t.db.orm);
  admin = await t.as('admin@example.com');
});

describe('GET /api/dashboard/map', () => {
  it('clusters at national zoom: centroid, registrations and sick animals per cell, trashed excluded', async () => {
    const body = await map('?year=2025&zoom=5&bbox=10,5,26,25');
    expect(body).toMatchObject({ mode: 'clusters', zoom: 5, cell: 360 / 128, total: 6, points: [] });
    expect(body.clusters.sort(byCount)).toEqual([
      { lat: 13.01, lng: 20.01, count: 3, animals: 14 },
      { lat: 12.105, lng: 15.055, count: 2, animals: 6 },
      { lat: 9.5, lng: 18.3, count: 1, animals: 4 },
    ]);
  });

  it('keeps only the cells in view (whole cells, so clusters do not change while panning)', async () => {
    const body = await map('?year=2025&zoom=5&bbox=14,11,16,13');
    expect(body.clusters).toEqual([{ lat: 12.105, lng: 15.055, count: 2, animals: 6 }]);
  });

  it('follows the species and year filters', async () => {
    const a = await map(`?zoom=5&bbox=10,5,26,25&specie_id=${f.A}`);
    expect(a.clusters.sort(byCount)).toEqual([
      { lat: 12.10333, lng: 15.05333, count: 3, animals: 12 },
      { lat: 9.5, lng: 18.3, count: 1, animals: 4 },
    ]);
    const y2024 = await map('?year=2024&zoom=5&bbox=10,5,26,25');
    expect(y2024.clusters).toEqual([{ lat: 12.1, lng: 15.05, count: 1, animals: 6 }]);
  });

  it('clusters the view directly between the rollup zoom and the points zoom, with or without a date range', async () => {
    const body = await map('?year=2025&zoom=11&bbox=15,12,15.1,12.2');
    expect(body).toMatchObject({ mode: 'clusters', zoom: 11, total: 2 });
    expect(body.clusters).toEqual([{ lat: 12.105, lng: 15.055, count: 2, animals: 6 }]);
    const ranged = await map('?from=2025-01-01&to=2025-12-31&zoom=11&bbox=15,12,15.1,12.2');
    expect(ranged.clusters).toEqual(body.clusters);
  });

  it('returns single registrations with their popup details at high zoom', async () => {
    const body = await map('?year=2025&zoom=14&bbox=15,12,15.1,12.2');
    expect(body).toMatchObject({ mode: 'points', cell: null, total: 2, clusters: [] });
    expect(body.points).toEqual([
      {
        id: f.registrations[1],
        ref: 'FIX-2',
        lat: 12.11,
        lng: 15.06,
        status: 'finished',
        specie_id: f.A,
        specie: f.names.A,
        breed: f.names.A2,
        diseases: [f.names.D1, f.names.D2].sort(),
        males: 1,
        females: 0,
        village: expect.any(String),
        created_at: '2025-03-20T10:00:00.000Z',
      },
      expect.objectContaining({ ref: 'FIX-1', breed: f.names.A1, males: 2, females: 3, status: 'waiting' }),
    ]);
    const allYears = await map('?zoom=14&bbox=15,12,15.1,12.2');
    expect(allYears.points.map((p: { ref: string }) => p.ref)).toEqual(['FIX-2', 'FIX-1', 'FIX-6']);
  });

  it('coarsens the zoom when the view would hold too many cells', async () => {
    const body = await map('?zoom=10&bbox=-180,-85,180,85');
    expect(body.zoom).toBeLessThan(10);
    expect(body.total).toBe(7);
  });
});
