import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { yearBuckets } from '../../server/dashboard/buckets';
import { localToday, weekKeyOf } from '../../server/dashboard/calendar';
import { nth } from '../../shared/arrays';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { type FixtureIds, insertFixture } from './dashboard-fixture';

let t: TestApp;
let admin: TestClient;
let f: FixtureIds;

const c = (registrations: number, males: number, females: number) => ({
  registrations,
  animals: males + females,
  males,
  females,
});

const get = async (query: string) => {
  const res = await admin.get(`/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  f = await insertFixture(t.db.orm);
  admin = await t.as('admin@example.com');
});

describe('GET /api/dashboard (hand-computed fixture)', () => {
  it('totals of a year: registrations, sick animals, males, females, by status; trashed excluded', async () => {
    const body = await get('?year=2025');
    expect(body.filters).toEqual({
      specie_id: null,
      year: 2025,
      province_id: null,
      from: null,
      to: null,
      period: 'month',
      confirmed: false,
    });
    expect(body.years).toEqual([2025, 2024]);
    expect(body.totals).toEqual({
      ...c(6, 11, 13),
      by_status: { waiting: c(2, 7, 8), returned: c(0, 0, 0), finished: c(3, 4, 1), canceled: c(1, 0, 4) },
    });
  });

  it('by species and by breed, largest first, registrations without a breed kept apart', async () => {
    const body = await get('?year=2025');
    expect(body.by_species).toEqual([
      { specie_id: f.B, specie: f.names.B, ...c(3, 8, 6) },
      { specie_id: f.A, specie: f.names.A, ...c(3, 3, 7) },
    ]);
    expect(body.by_breed).toEqual([
      { breed_id: f.B1, breed: f.names.B1, specie_id: f.B, specie: f.names.B, ...c(2, 6, 6) },
      { breed_id: f.A1, breed: f.names.A1, specie_id: f.A, specie: f.names.A, ...c(1, 2, 3) },
      { breed_id: null, breed: null, specie_id: f.A, specie: f.names.A, ...c(1, 0, 4) },
      { breed_id: null, breed: null, specie_id: f.B, specie: f.names.B, ...c(1, 2, 0) },
      { breed_id: f.A2, breed: f.names.A2, specie_id: f.A, specie: f.names.A, ...c(1, 1, 0) },
    ]);
  });

  it('species × disease counts a registration once per disease', async () => {
    const body = await get('?year=2025');
    const cells = Object.fromEntries(
      body.species_by_disease.map((r: { specie_id: number; disease_id: number }) => [
        `${r.specie_id}/${r.disease_id}`,
        r,
      ]),
    );
    expect(Object.keys(cells)).toHaveLength(5);
    expect(cells[`${f.A}/${f.D1}`]).toMatchObject({ specie: f.names.A, disease: f.names.D1, ...c(2, 3, 3) });
    expect(cells[`${f.A}/${f.D2}`]).toMatchObject(c(2, 1, 4));
    expect(cells[`${f.B}/${f.D1}`]).toMatchObject(c(1, 5, 5));
    expect(cells[`${f.B}/${f.D2}`]).toMatchObject(c(1, 2, 0));
    expect(cells[`${f.B}/${f.D3}`]).toMatchObject(c(2, 3, 1));
  });

  it('monthly evolution per disease over the 12 months of the year, in local time', async () => {
    const { evolution } = await get('?year=2025');
    expect(evolution.period).toBe('month');
    expect(evolution.buckets.map((b: { key: string }) => b.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    expect(evolution.buckets[0]).toEqual({
      key: '2025-01',
      from: '2024-12-31T23:00:00.000Z',
      to: '2025-01-31T22:59:59.999Z',
    });
    const rows = evolution.rows
      .map((r: Row) => [r.bucket, r.disease_id, r.registrations, r.animals])
      .sort(byBucketThenDisease);
    expect(rows).toEqual(
      [
        ['2025-01', f.D3, 1, 2],
        ['2025-03', f.D1, 2, 6],
        ['2025-03', f.D2, 1, 1],
        ['2025-07', f.D1, 1, 10],
        ['2025-07', f.D2, 1, 4],
        ['2025-12', f.D2, 1, 2],
        ['2025-12', f.D3, 1, 2],
      ].sort(byBucketThenDisease),
    );
  });

  it('epidemiological weeks cover the ISO year (52 weeks in 2025, 53 in 2026)', async () => {
    const { evolution } = await get('?year=2025&period=week');
    expect(evolution.buckets).toHaveLength(52);
    expect(evolution.buckets[0]).toMatchObject({ key: '2025-W01', from: '2024-12-29T23:00:00.000Z' });
    const rows = evolution.rows
      .map((r: Row) => [r.bucket, r.disease_id, r.animals])
      .sort(byBucketThenDisease);
    expect(rows).toEqual(
      [
        ['2025-W01', f.D3, 2],
        ['2025-W11', f.D1, 5],
        ['2025-W12', f.D1, 1],
        ['2025-W12', f.D2, 1],
        ['2025-W27', f.D1, 10],
        ['2025-W27', f.D2, 4],
      ].sort(byBucketThenDisease),
    );
    const next = await get('?year=2026&period=week');
    // 2026 has 53 ISO weeks; the axis stops at the current week while 2026 is not over.
    const current = weekKeyOf(localToday());
    const weeks2026 = yearBuckets(2026, 'week').filter((b) => b.key <= current);
    expect(yearBuckets(2026, 'week')).toHaveLength(53);
    expect(next.evolution.buckets).toEqual(weeks2026);
    expect(next.evolution.rows.map((r: { bucket: string }) => r.bucket)).toEqual(['2026-W01', '2026-W01']);
  });

  it('the species filter narrows everything', async () => {
    const body = await get(`?year=2025&specie_id=${f.A}`);
    expect(body.totals).toMatchObject(c(3, 3, 7));
    expect(body.by_species.map((r: { specie_id: number }) => r.specie_id)).toEqual([f.A]);
    expect(body.by_breed).toHaveLength(3);
    expect(body.species_by_disease.every((r: { specie_id: number }) => r.specie_id === f.A)).toBe(true);
    expect(
      body.evolution.rows.map((r: { animals: number }) => r.animals).reduce((a: number, b: number) => a + b),
    ).toBe(6 + 1 + 4);
  });

  it('another year, and all years (the New Year edge counts in 2025 in N’Djamena)', async () => {
    const y2024 = await get('?year=2024');
    expect(y2024.totals).toMatchObject(c(1, 3, 3));
    const all = await get('');
    expect(all.totals).toMatchObject(c(7, 14, 16));
    expect(all.evolution.buckets[0].key).toBe('2024-06');
    expect(all.evolution.buckets.at(-1).key).toBe('2025-12');
    expect(all.evolution.buckets).toHaveLength(19);
    const empty = await get('?year=2019');
    expect(empty.totals).toMatchObject(c(0, 0, 0));
    expect(empty.by_species).toEqual([]);
    expect(empty.evolution.rows).toEqual([]);
  });
});

describe('GET /api/dashboard province and date-range filters', () => {
  it('a date range counts the local days from and to, both included, whatever months they cut', async () => {
    const body = await get('?from=2025-03-15&to=2025-07-05');
    expect(body.filters).toMatchObject({ from: '2025-03-15', to: '2025-07-05' });
    expect(body.totals).toMatchObject(c(2, 1, 4));
    expect(body.evolution.buckets.map((b: { key: string }) => b.key)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
    ]);
    // 2024-12-31T23:30Z is New Year's Day in N'Djamena.
    expect((await get('?from=2025-01-01&to=2025-01-01')).totals).toMatchObject(c(1, 1, 1));
    expect((await get('?to=2024-12-31')).totals).toMatchObject(c(1, 3, 3));
    expect((await get('?from=2025-07-06&year=2025')).totals).toMatchObject(c(2, 7, 5));
  });

  it('a province filter keeps its registrations only', async () => {
    const mine = (await admin.get(`/api/registrations/${f.registrations[0]}`)).json().province_id;
    expect(mine).toEqual(expect.any(Number));
    const inside = await get(`?year=2025&province_id=${mine}`);
    expect(inside.filters.province_id).toBe(mine);
    expect(inside.totals).toMatchObject(c(6, 11, 13));
    const outside = await get(`?year=2025&province_id=${mine + 1}`);
    expect(outside.totals).toMatchObject(c(0, 0, 0));
    expect(outside.evolution.rows).toEqual([]);
  });

  it('bad dates are a 422 naming the field', async () => {
    const bad = await admin.get('/api/dashboard?from=2025-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual(['Must be a date (YYYY-MM-DD) from 1990 to 2200']);
    const reversed = await admin.get('/api/dashboard?from=2025-03-02&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['Must not be before the start date']);
  });

  it('timeliness: median days onset → report, report → verification, report → confirmation, and the classifications, of the selection', async () => {
    const setCase = (index: number, values: SQL) =>
      t.db.orm.execute(sql`UPDATE registrations SET ${values} WHERE id = ${nth(f.registrations, index)}`);
    await setCase(0, sql`report_date = '2025-03-10', onset_date = '2025-03-07'`);
    await setCase(
      1,
      sql`report_date = '2025-03-20', onset_date = '2025-03-12', verified_at = '2025-03-22T10:00:00Z',
          classification = 'confirmed_laboratory', confirmed_at = '2025-03-25T10:00:00Z'`,
    );
    await setCase(
      2,
      sql`report_date = '2025-07-05', onset_date = '2025-07-05', classification = 'ruled_out'`,
    );
    await setCase(
      3,
      sql`report_date = '2025-07-06', onset_date = '2025-07-01', verified_at = '2025-07-10T08:00:00Z',
          classification = 'confirmed_clinical', confirmed_at = '2025-07-06T12:00:00Z'`,
    );
    // In the trash: counts nowhere.
    await setCase(
      6,
      sql`report_date = '2025-05-01', onset_date = '2025-01-01', classification = 'confirmed_clinical'`,
    );
    const year = (await get('?year=2025')).timeliness;
    // Onset → report 3, 8, 0, 5 days; verification 2, 4; confirmation 5, 0.
    expect(year).toEqual({
      delays: {
        onset_report: { median_days: 4, registrations: 4 },
        report_verification: { median_days: 3, registrations: 2 },
        report_confirmation: { median_days: 2.5, registrations: 2 },
      },
      by_classification: { suspected: 3, confirmed_clinical: 1, confirmed_laboratory: 1, ruled_out: 1 },
    });
    const speciesB = (await get(`?year=2025&specie_id=${f.B}`)).timeliness;
    expect(speciesB).toEqual({
      delays: {
        onset_report: { median_days: 5, registrations: 1 },
        report_verification: { median_days: 4, registrations: 1 },
        report_confirmation: { median_days: 0, registrations: 1 },
      },
      by_classification: { suspected: 2, confirmed_clinical: 1, confirmed_laboratory: 0, ruled_out: 0 },
    });
    // A range cutting March: its partial month is read from the registrations.
    const march = (await get('?from=2025-03-15&to=2025-07-05')).timeliness;
    expect(march.delays.onset_report).toEqual({ median_days: 4, registrations: 2 });
    expect(march.by_classification).toEqual({
      suspected: 0,
      confirmed_clinical: 0,
      confirmed_laboratory: 1,
      ruled_out: 1,
    });
  });

  it('confirmed cases only (as classified by the timeliness test): counts, charts and map; delays stay whole', async () => {
    // #2 confirmed by the laboratory, #4 clinically; #7 too, but in the trash.
    const whole = await get('?year=2025');
    const body = await get('?year=2025&confirmed=true');
    expect(body.filters.confirmed).toBe(true);
    expect(body.totals).toEqual({
      ...c(2, 6, 5),
      by_status: { waiting: c(1, 5, 5), returned: c(0, 0, 0), finished: c(1, 1, 0), canceled: c(0, 0, 0) },
    });
    expect(body.by_species).toEqual([
      { specie_id: f.B, specie: f.names.B, ...c(1, 5, 5) },
      { specie_id: f.A, specie: f.names.A, ...c(1, 1, 0) },
    ]);
    expect(
      body.species_by_disease.map((r: Row & { specie_id: number }) => [
        r.disease_id,
        r.specie_id,
        r.registrations,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [f.D1, f.A, 1],
        [f.D2, f.A, 1],
        [f.D1, f.B, 1],
      ]),
    );
    expect(body.species_by_disease).toHaveLength(3);
    expect(body.evolution.rows.reduce((sum: number, r: Row) => sum + r.registrations, 0)).toBe(3);
    expect(body.timeliness.by_classification).toEqual({
      suspected: 0,
      confirmed_clinical: 1,
      confirmed_laboratory: 1,
      ruled_out: 0,
    });
    expect(body.timeliness.delays).toEqual(whole.timeliness.delays);
    // A range cutting March reads its partial month from the registrations: the same rule.
    expect((await get('?from=2025-03-15&to=2025-07-05&confirmed=true')).totals).toMatchObject(c(1, 1, 0));
    const map = await admin.get('/api/dashboard/map?year=2025&zoom=6&bbox=13,7,24,23.5&confirmed=true');
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().total).toBe(2);
    const areas = (await admin.get('/api/dashboard/areas?year=2025&confirmed=true')).json();
    expect(areas.areas.reduce((sum: number, a: { registrations: number }) => sum + a.registrations, 0)).toBe(
      2,
    );
    expect((await get('?year=2025&confirmed=false')).totals).toEqual(whole.totals);
    const bad = await admin.get('/api/dashboard?confirmed=yes');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['confirmed']);
  });
});

type Row = { bucket: string; disease_id: number; registrations: number; animals: number };

function byBucketThenDisease(a: (string | number)[], b: (string | number)[]) {
  return String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]);
}
