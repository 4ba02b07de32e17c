import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRow, queryRows } from '../../server/db/query';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The demo's registrations are inserted in bulk, past the listener that groups live reports: the seed
 * groups them in one statement (per disease × municipality, cases at most 21 days apart).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ registrations: 400 });
}, 180_000);

describe('seeded outbreaks', () => {
  it('every case that counts is in exactly one outbreak of its disease; the others in none', async () => {
    const stray = await queryRow<{ missing: number; wrong: number }>(
      t.db.orm,
      sql`SELECT
            count(*) FILTER (WHERE counts AND l.outbreak_id IS NULL)::int AS missing,
            count(*) FILTER (WHERE NOT counts AND l.outbreak_id IS NOT NULL)::int AS wrong
          FROM (SELECT rd.registration_id, rd.disease_id,
                       r.deleted_at IS NULL AND r.status <> 'canceled'
                         AND r.classification IS DISTINCT FROM 'ruled_out' AS counts
                FROM registration_diseases rd JOIN registrations r ON r.id = rd.registration_id) c
          LEFT JOIN outbreak_registrations l
            ON l.registration_id = c.registration_id AND l.disease_id = c.disease_id`,
    );
    expect(stray).toEqual({ missing: 0, wrong: 0 });
    const { outbreaks } = await queryRow<{ outbreaks: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS outbreaks FROM outbreaks`,
    );
    expect(outbreaks).toBeGreaterThan(10);
  });

  it('an outbreak holds one disease and one municipality, no gap over 21 days, and its own totals', async () => {
    const bad = await queryRows<{ id: number }>(
      t.db.orm,
      sql`WITH m AS (
            SELECT o.id, o.disease_id AS od, l.disease_id, o.municipality_id AS om, r.municipality_id,
                   coalesce(r.onset_date, r.report_date) AS day, r.male_number + r.female_number AS sick
            FROM outbreaks o JOIN outbreak_registrations l ON l.outbreak_id = o.id
            JOIN registrations r ON r.id = l.registration_id
          ), gaps AS (
            SELECT id, day - lag(day) OVER (PARTITION BY id ORDER BY day) AS gap FROM m
          )
          SELECT o.id FROM outbreaks o
          WHERE EXISTS (SELECT 1 FROM m WHERE m.id = o.id AND (m.od <> m.disease_id OR m.om <> m.municipality_id))
             OR EXISTS (SELECT 1 FROM gaps g WHERE g.id = o.id AND g.gap > 21)
             OR o.cases <> (SELECT sum(sick) FROM m WHERE m.id = o.id)
             OR o.registrations_count <> (SELECT count(*) FROM m WHERE m.id = o.id)`,
    );
    expect(bad).toEqual([]);
  });

  it('old outbreaks are resolved a window after their last case; recent ones are ongoing', async () => {
    const rows = await queryRows<{ status: string; ended: boolean; recent: boolean }>(
      t.db.orm,
      sql`SELECT status, ended_at IS NOT NULL AS ended,
                 last_case_at >= (SELECT dashboard_day(max(created_at)) FROM registrations) - 21 AS recent
          FROM outbreaks`,
    );
    expect(rows.every((r) => (r.status === 'resolved') === r.ended)).toBe(true);
    expect(rows.some((r) => r.status === 'resolved')).toBe(true);
    expect(rows.filter((r) => r.status === 'resolved').every((r) => !r.recent)).toBe(true);
  });
});
