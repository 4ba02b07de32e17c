/**
 * The alerts' weekly counts (issue 11, drizzle/0047) stay exact on every write: created, edited (week,
 * place, species, status), trashed and restored, hard-deleted registrations; links added, changed and
 * removed; a disease made notifiable or not. After each step the whole table equals the counts grouped
 * from the registrations, and a baseline rule's usual totals read from it equal the reports it counts.
 * The dashboard's rebuild (server/dashboard/rebuild.ts) finds and corrects counts that drifted.
 */
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertRule } from '../../server/alerts/rules';
import { areaColumn, inWindows, ruleScope } from '../../server/alerts/scope';
import { weekTotals } from '../../server/alerts/week-counts';
import { weekOfDay, weekWindow } from '../../server/alerts/weeks';
import { rebuildRollups } from '../../server/dashboard/rebuild';
import { queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
const place = { village: 0, otherVillage: 0, specie: 0, otherSpecie: 0, notifiable: 0, plain: 0 };

const rows = <T>(query: SQL) => queryRows<T>(t.db.orm, query);
const run = (query: SQL) => t.db.orm.execute(query);

/** Rows where the kept counts differ from the counts grouped from the live reports (none when exact). */
const drift = () =>
  rows<Record<string, unknown>>(sql`
    WITH expected AS (
      SELECT l.level, x.disease_id, date_trunc('week', r.report_date)::date AS week,
        coalesce(r.province_id, 0) AS province_id,
        CASE WHEN l.level >= 2 THEN coalesce(r.department_id, 0) ELSE 0 END AS department_id,
        CASE WHEN l.level >= 3 THEN coalesce(r.municipality_id, 0) ELSE 0 END AS municipality_id,
        CASE WHEN l.level >= 4 THEN coalesce(r.village_id, 0) ELSE 0 END AS village_id,
        r.specie_id, count(*)::int AS n
      FROM registrations r
      CROSS JOIN LATERAL (
        SELECT rd.disease_id FROM registration_diseases rd WHERE rd.registration_id = r.id
        UNION ALL
        SELECT 0 WHERE EXISTS (SELECT 1 FROM registration_diseases rd JOIN diseases d ON d.id = rd.disease_id
                               WHERE rd.registration_id = r.id AND d.notifiable)) x
      CROSS JOIN generate_series(1, 4) AS l(level)
      WHERE r.deleted_at IS NULL AND r.status <> 'canceled'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
    kept AS (SELECT * FROM alert_week_counts WHERE registrations <> 0)
    SELECT level, disease_id, week::text, province_id, department_id, municipality_id, village_id, specie_id,
      e.n AS expected, k.registrations AS kept
    FROM expected e FULL JOIN kept k
      USING (level, disease_id, week, province_id, department_id, municipality_id, village_id, specie_id)
    WHERE e.n IS DISTINCT FROM k.registrations
    LIMIT 5`);

const rule = (over: Partial<AlertRule>): AlertRule => ({
  id: 0,
  name: 'test',
  kind: 'baseline',
  disease_id: null,
  specie_id: null,
  level: 'provinces',
  threshold: 1,
  factor: 2,
  baseline: 'last_weeks',
  province_id: null,
  department_id: null,
  municipality_id: null,
  village_id: null,
  ...over,
});

/** The rule's reports per area over the weeks, counted from the registrations as the sweep does. */
async function counted(r: AlertRule, key: 'province_id' | 'municipality_id', weeks: string[]) {
  const found = await rows<{ area: number; total: number }>(
    sql`SELECT ${areaColumn(key)} AS area, count(*)::int AS total FROM registrations r
        WHERE ${ruleScope(r)} AND ${areaColumn(key)} IS NOT NULL AND (${inWindows(weeks.map(weekWindow))})
        GROUP BY 1`,
  );
  return new Map(found.map((f) => [f.area, f.total]));
}

async function expectExact() {
  expect(await drift()).toEqual([]);
  const weeks = (
    await rows<{ day: string }>(
      sql`SELECT DISTINCT report_date::text AS day FROM registrations WHERE report_date IS NOT NULL`,
    )
  ).map((w) => weekOfDay(w.day));
  const unique = [...new Set(weeks)];
  const areas = (key: string) =>
    rows<{ id: number }>(
      sql`SELECT DISTINCT ${sql.raw(key)} AS id FROM registrations WHERE ${sql.raw(key)} IS NOT NULL`,
    );
  const provinces = (await areas('province_id')).map((a) => a.id);
  const municipalities = (await areas('municipality_id')).map((a) => a.id);
  for (const [r, key, ids] of [
    [rule({}), 'province_id', provinces],
    [
      rule({ disease_id: place.plain, specie_id: place.specie, level: 'municipalities' }),
      'municipality_id',
      municipalities,
    ],
  ] as const)
    expect(await weekTotals(t.db.orm, r, key, unique, ids)).toEqual(await counted(r, key, unique));
}

async function fileReport(body: Record<string, unknown> = {}) {
  const res = await admin.post('/api/registrations', {
    specie_id: place.specie,
    village_id: place.village,
    maleNumber: 1,
    femaleNumber: 1,
    coordinates: { lat: 13.5, lng: 15.5 },
    disease_ids: [place.notifiable, place.plain],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 60 });
  admin = await t.as('admin@example.com');
  const villages = await rows<{ id: number; province: number }>(
    sql`SELECT v.id, d.province_id AS province FROM villages v
        JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
        ORDER BY v.id`,
  );
  const first = villages[0]!;
  const other = villages.find((v) => v.province !== first.province)!;
  const species = await rows<{ id: number }>(sql`SELECT id FROM species ORDER BY id LIMIT 2`);
  const [notifiable] = await rows<{ id: number }>(
    sql`SELECT id FROM diseases WHERE notifiable ORDER BY id LIMIT 1`,
  );
  const plain = await admin.post('/api/diseases', {
    name: 'Maladie ordinaire (test des comptes)',
    notifiable: false,
  });
  expect(plain.statusCode, plain.body).toBe(201);
  Object.assign(place, {
    village: first.id,
    otherVillage: other.id,
    specie: species[0]!.id,
    otherSpecie: species[1]!.id,
    notifiable: notifiable!.id,
    plain: plain.json().id,
  });
}, 120_000);

describe('the alerts’ weekly counts', () => {
  it('are exact after the seed and after reports filed through the API', async () => {
    await expectExact();
    await fileReport();
    await fileReport({ disease_ids: [place.plain] });
    await fileReport({ report_date: '2026-01-05' });
    await expectExact();
  });

  it('follow edits of the week, place, species and status, the trash and hard deletes', async () => {
    const a = await fileReport();
    const b = await fileReport({ disease_ids: [place.plain] });
    await run(sql`UPDATE registrations SET report_date = report_date - 14 WHERE id = ${a.id}`);
    await run(sql`UPDATE registrations SET village_id = ${place.otherVillage} WHERE id = ${b.id}`);
    await run(sql`UPDATE registrations SET specie_id = ${place.otherSpecie} WHERE id = ${a.id}`);
    await expectExact();
    // One statement moving both, each its own way (a week back; a village back and a week on).
    await run(sql`UPDATE registrations
      SET report_date = report_date + CASE WHEN id = ${a.id} THEN -7 ELSE 7 END,
          village_id = CASE WHEN id = ${b.id} THEN ${place.village}::int ELSE village_id END
      WHERE id IN (${a.id}, ${b.id})`);
    await expectExact();
    // A verification moves nothing; cancelling, then reopening, takes the report out and back.
    await run(sql`UPDATE registrations SET status = 'verified' WHERE id = ${a.id}`);
    await expectExact();
    await run(sql`UPDATE registrations SET status = 'canceled' WHERE id = ${a.id}`);
    await run(sql`UPDATE registrations SET deleted_at = now() WHERE id = ${b.id}`);
    await expectExact();
    await run(sql`UPDATE registrations SET status = 'waiting' WHERE id = ${a.id}`);
    await run(sql`UPDATE registrations SET deleted_at = NULL WHERE id = ${b.id}`);
    // A whole-table statement that moves nothing (a verification stamp): no count changes.
    await run(sql`UPDATE registrations SET updated_at = updated_at`);
    await expectExact();
    await run(sql`DELETE FROM registrations WHERE id = ${a.id}`);
    await expectExact();
  });

  it('follow the links: diseases added, changed and removed', async () => {
    const a = await fileReport({ disease_ids: [place.plain] });
    await run(
      sql`INSERT INTO registration_diseases (registration_id, disease_id) VALUES (${a.id}, ${place.notifiable})`,
    );
    await expectExact();
    await run(
      sql`DELETE FROM registration_diseases WHERE registration_id = ${a.id} AND disease_id = ${place.notifiable}`,
    );
    await expectExact();
    const b = await fileReport({ disease_ids: [place.notifiable] });
    await run(
      sql`UPDATE registration_diseases SET disease_id = ${place.plain} WHERE registration_id = ${b.id}`,
    );
    await expectExact();
  });

  it('follow one links statement over several reports, one of them keeping a notifiable disease', async () => {
    const [second] = await rows<{ id: number }>(
      sql`SELECT id FROM diseases WHERE notifiable AND id <> ${place.notifiable} ORDER BY id LIMIT 1`,
    );
    expect(second).toBeDefined();
    const plainOnly = await fileReport({ disease_ids: [place.plain] });
    const notifiable = await fileReport({ disease_ids: [place.notifiable] });
    await run(
      sql`INSERT INTO registration_diseases (registration_id, disease_id)
          VALUES (${plainOnly.id}, ${place.notifiable}), (${notifiable.id}, ${second?.id})`,
    );
    await expectExact();
    await run(
      sql`DELETE FROM registration_diseases
          WHERE registration_id IN (${plainOnly.id}, ${notifiable.id}) AND disease_id = ${place.notifiable}`,
    );
    await expectExact();
  });

  it('follow a disease made notifiable, then no longer', async () => {
    await fileReport({ disease_ids: [place.plain] });
    await run(sql`UPDATE diseases SET notifiable = true WHERE id = ${place.plain}`);
    await expectExact();
    await run(sql`UPDATE diseases SET notifiable = false WHERE id = ${place.plain}`);
    await expectExact();
  });

  it('are corrected by the rebuild when they drifted, and left alone when they did not', async () => {
    // Drift: a count off, a count lost, a key no report has.
    await run(sql`UPDATE alert_week_counts SET registrations = registrations + 3
      WHERE ctid = (SELECT ctid FROM alert_week_counts WHERE registrations > 0 LIMIT 1)`);
    await run(sql`DELETE FROM alert_week_counts
      WHERE ctid = (SELECT ctid FROM alert_week_counts WHERE registrations > 0 OFFSET 1 LIMIT 1)`);
    await run(sql`INSERT INTO alert_week_counts (level, disease_id, week, province_id, department_id, municipality_id,
        village_id, specie_id, registrations)
      VALUES (1, 0, '2001-01-01', ${place.village}, 0, 0, 0, ${place.specie}, 4)`);
    expect(await drift()).toHaveLength(3);
    expect(await rebuildRollups(t.db)).toBe(3);
    await expectExact();
    const stray = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM alert_week_counts WHERE week = '2001-01-01'`,
    );
    expect(stray).toEqual([{ n: 0 }]);
    expect(await rebuildRollups(t.db)).toBe(0);
  });
});
