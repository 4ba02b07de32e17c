import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { caseDate, casesOf, countsInOutbreak } from './case-date';

export interface CurveWeek {
  /** ISO week of the case date (a day of the dashboard's calendar), YYYY-Www, as the dashboard counts epi-weeks. */
  week: string;
  registrations: number;
  cases: number;
}

/** An outbreak's registrations and cases by epidemiological week, every week from the first to the last. */
export async function epidemicCurve(orm: Orm, outbreakId: number): Promise<CurveWeek[]> {
  return queryRows<CurveWeek>(
    orm,
    sql`WITH cases AS (
          SELECT date_trunc('week', ${caseDate('r')}::timestamp) AS monday, ${casesOf('r')} AS n
          FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
          WHERE l.outbreak_id = ${outbreakId} AND ${countsInOutbreak('r')}
        ), weeks AS (
          SELECT generate_series(min(monday), max(monday), interval '7 days') AS monday FROM cases
        )
        SELECT to_char(w.monday, 'IYYY-"W"IW') AS week, count(c.n)::int AS registrations,
               coalesce(sum(c.n), 0)::int AS cases
        FROM weeks w LEFT JOIN cases c ON c.monday = w.monday
        GROUP BY w.monday ORDER BY w.monday`,
  );
}
