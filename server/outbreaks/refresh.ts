import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { caseDate, casesOf, confirmedAt, countsInOutbreak } from './case-date';

/**
 * What an outbreak derives from its registrations (`r`, grouped by outbreak): first and last case day,
 * first confirmation, centre, cases and count, as `first_day, last_day, confirmed, lat, lng, cases, n`.
 */
export const memberTotals = sql`min(${caseDate('r')}) AS first_day, max(${caseDate('r')}) AS last_day,
  min(${confirmedAt('r')}) AS confirmed, avg(r.lat) AS lat, avg(r.lng) AS lng,
  sum(${casesOf('r')})::int AS cases, count(*)::int AS n`;

/**
 * Recomputes what outbreaks derive from their registrations (`memberTotals`). An outbreak left with no
 * registration that counts is removed (it was opened by the grouping).
 */
export async function refreshOutbreaks(tx: Orm, ids: readonly number[]) {
  if (!ids.length) return;
  const list = sql`${sql.param([...ids])}::int[]`;
  await tx.execute(sql`
    WITH members AS (
      SELECT l.outbreak_id, ${memberTotals}
      FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
      WHERE l.outbreak_id = ANY(${list}) AND ${countsInOutbreak('r')}
      GROUP BY l.outbreak_id
    )
    UPDATE outbreaks o SET started_at = m.first_day, last_case_at = m.last_day,
           confirmed_at = m.confirmed, lat = m.lat, lng = m.lng,
           cases = m.cases, registrations_count = m.n, updated_at = now()
    FROM members m WHERE o.id = m.outbreak_id
      AND (o.started_at, o.last_case_at, o.confirmed_at, o.lat, o.lng, o.cases, o.registrations_count)
          IS DISTINCT FROM (m.first_day, m.last_day, m.confirmed, m.lat, m.lng, m.cases, m.n)`);
  await tx.execute(sql`
    DELETE FROM outbreaks o WHERE o.id = ANY(${list}) AND NOT EXISTS (
      SELECT 1 FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
      WHERE l.outbreak_id = o.id AND ${countsInOutbreak('r')})`);
}
