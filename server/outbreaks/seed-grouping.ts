/**
 * Groups seeded registrations into outbreaks in one statement (the demo and the test databases): the
 * seed inserts registrations in bulk, past the workflow listener that groups live writes one by one.
 * Per disease and municipality, cases follow each other into one outbreak while the gap between two is
 * at most the window; a longer gap opens the next (gaps and islands). The distance rule across
 * municipalities is left to live writes. Outbreaks whose last case is older than the window are resolved
 * (ended a window after it), so the demo's history is not all "ongoing".
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { caseDate, countsInOutbreak } from './case-date';
import { outbreakRef } from './ref';
import { refreshOutbreaks } from './refresh';

export const SEED_WINDOW_DAYS = 21;

/** Groups the registrations after `sinceId` that belong to no outbreak yet. */
export async function groupSeededRegistrations(
  tx: Orm,
  sinceId: number,
  now: Date,
  windowDays = SEED_WINDOW_DAYS,
) {
  const window = sql`${windowDays}::int`;
  const resolvedBefore = sql`dashboard_day(${now.toISOString()}::timestamptz) - ${window}`;
  await tx.execute(sql`
    WITH cases AS MATERIALIZED (
      SELECT r.id, rd.disease_id, r.municipality_id, r.village_id, r.lat, r.lng, ${caseDate('r')} AS day
      FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
      WHERE r.id > ${sinceId} AND r.municipality_id IS NOT NULL AND ${countsInOutbreak('r')}
        AND NOT EXISTS (SELECT 1 FROM outbreak_registrations l
                        WHERE l.registration_id = r.id AND l.disease_id = rd.disease_id)
    ), marked AS (
      SELECT c.*, CASE WHEN c.day - lag(c.day) OVER w <= ${window} THEN 0 ELSE 1 END AS opens
      FROM cases c WINDOW w AS (PARTITION BY c.disease_id, c.municipality_id ORDER BY c.day, c.id)
    ), numbered AS MATERIALIZED (
      SELECT m.*, sum(m.opens) OVER (PARTITION BY m.disease_id, m.municipality_id ORDER BY m.day, m.id) AS island
      FROM marked m
    ), islands AS MATERIALIZED (
      SELECT g.*, nextval(pg_get_serial_sequence('outbreaks', 'id'))::int AS outbreak_id
      FROM (
        SELECT disease_id, municipality_id, island, min(day) AS first_day, max(day) AS last_day,
               (array_agg(village_id ORDER BY day, id))[1] AS village_id, avg(lat) AS lat, avg(lng) AS lng
        FROM numbered GROUP BY disease_id, municipality_id, island
      ) g
    ), opened AS (
      INSERT INTO outbreaks (id, ref, disease_id, status, village_id, lat, lng, started_at, last_case_at, ended_at)
      SELECT outbreak_id,
             ${outbreakRef(sql`first_day`, sql`outbreak_id`)},
             disease_id,
             CASE WHEN last_day < ${resolvedBefore} THEN 'resolved' ELSE 'ongoing' END,
             village_id, lat, lng, first_day, last_day,
             CASE WHEN last_day < ${resolvedBefore} THEN last_day + ${window} END
      FROM islands
      RETURNING id
    )
    INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
    SELECT i.outbreak_id, n.id, n.disease_id
    FROM numbered n JOIN islands i USING (disease_id, municipality_id, island)`);
  const touched = await queryRows<{ id: number }>(
    tx,
    sql`SELECT DISTINCT outbreak_id AS id FROM outbreak_registrations WHERE registration_id > ${sinceId}`,
  );
  await refreshOutbreaks(
    tx,
    touched.map((t) => t.id),
  );
}
