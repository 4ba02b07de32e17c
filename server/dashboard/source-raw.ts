/**
 * The same grouped rows straight from the registrations with plain GROUP BY: the baseline the bench
 * compares the rollups with, and the reference the tests check the rollups against.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import { DASHBOARD_TIME_ZONE, dayStart, yearDays } from './calendar';
import { confirmedClassification } from './confirmed';
import type { DashboardFilters, Period } from './params';
import { inProvinces } from './provinces';
import type {
  AreaGroup,
  DiseaseGroup,
  EvolutionGroup,
  RegistrationGroup,
  SummarySource,
} from './summary-types';
import type { ClassificationGroup, DelayGroup } from './timeliness';

const localDay = sql.raw(`(r.created_at AT TIME ZONE '${DASHBOARD_TIME_ZONE}')::date`);

function where(filters: DashboardFilters, basis: 'calendar' | 'iso' = 'calendar'): SQL {
  const conditions: SQL[] = [sql`r.deleted_at IS NULL`];
  if (filters.area) conditions.push(filters.area);
  if (filters.specieId !== null) conditions.push(sql`r.specie_id = ${filters.specieId}`);
  if (filters.provinces) conditions.push(inProvinces(sql`r.province_id`, filters.provinces));
  if (filters.confirmed) conditions.push(confirmedClassification(sql`r.classification`));
  const ranges = [filters.range, filters.year === null ? null : yearDays(filters.year, basis)];
  for (const range of ranges)
    if (range)
      conditions.push(
        sql`r.created_at >= ${dayStart(range.from)}::timestamptz AND r.created_at < ${dayStart(range.to)}::timestamptz`,
      );
  return sql.join(conditions, sql` AND `);
}

const sums = sql`count(*)::int AS registrations, sum(r.male_number)::float8 AS males,
  sum(r.female_number)::float8 AS females`;

const bucketOf = (period: Period) =>
  period === 'week' ? sql`to_char(${localDay}, 'IYYY-"W"IW')` : sql`to_char(${localDay}, 'YYYY-MM')`;

export function rawSource(orm: Orm): SummarySource {
  return {
    async yearSpan(filters) {
      // The years offered by the selector: every year with registrations, confirmed or not.
      const everyDate = { ...filters, specieId: null, year: null, range: null, confirmed: false };
      const [row] = await queryRows<{ first: number | null; last: number | null }>(
        orm,
        sql`SELECT extract(year FROM min(${localDay}))::int AS first, extract(year FROM max(${localDay}))::int AS last
            FROM registrations r WHERE ${where(everyDate)}`,
      );
      return row ?? { first: null, last: null };
    },

    registrationGroups: (filters) =>
      queryRows<RegistrationGroup>(
        orm,
        sql`SELECT g.*, ${translatedName('s', filters.language)} AS specie, ${translatedName('b', filters.language)} AS breed FROM (
              SELECT r.specie_id, r.breed_id, r.status, ${sums}
              FROM registrations r WHERE ${where(filters)} GROUP BY 1, 2, 3) g
            JOIN species s ON s.id = g.specie_id LEFT JOIN breeds b ON b.id = g.breed_id`,
      ),

    diseaseGroups: (filters) =>
      queryRows<DiseaseGroup>(
        orm,
        sql`SELECT g.*, ${translatedName('s', filters.language)} AS specie, ${translatedName('d', filters.language)} AS disease FROM (
              SELECT r.specie_id, rd.disease_id, ${sums}
              FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
              WHERE ${where(filters)} GROUP BY 1, 2) g
            JOIN species s ON s.id = g.specie_id JOIN diseases d ON d.id = g.disease_id`,
      ),

    evolutionGroups: (filters, period) =>
      queryRows<EvolutionGroup>(
        orm,
        sql`SELECT g.*, ${translatedName('d', filters.language)} AS disease FROM (
              SELECT ${bucketOf(period)} AS bucket, rd.disease_id, ${sums}
              FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
              WHERE ${where(filters, period === 'week' ? 'iso' : 'calendar')} GROUP BY 1, 2) g
            JOIN diseases d ON d.id = g.disease_id`,
      ),

    classificationGroups: (filters) =>
      queryRows<ClassificationGroup>(
        orm,
        sql`SELECT r.classification, count(*)::int AS registrations
            FROM registrations r WHERE ${where(filters)} GROUP BY 1`,
      ),

    // The same delays as the rollup's trigger (drizzle/0032), over every report (the delay rollup has no
    // confirmed key: report → confirmation is only ever measured on confirmed cases anyway). The three
    // measures are grouped in one pass over the rows (grouping sets), not one row per measure and report:
    // a partial month at 1M, 38–43 → 16–31 ms.
    delayGroups: (filters) =>
      queryRows<DelayGroup>(
        orm,
        sql`SELECT CASE WHEN grouping(d.onset_report) = 0 THEN 'onset_report'
                        WHEN grouping(d.report_verification) = 0 THEN 'report_verification'
                        ELSE 'report_confirmation' END AS measure,
                   coalesce(d.onset_report, d.report_verification, d.report_confirmation) AS days,
                   count(*)::int AS registrations
            FROM (SELECT r.report_date - r.onset_date AS onset_report,
                         dashboard_day(r.verified_at) - r.report_date AS report_verification,
                         dashboard_day(r.confirmed_at) - r.report_date AS report_confirmation
                  FROM registrations r WHERE ${where({ ...filters, confirmed: false })}) d
            GROUP BY GROUPING SETS ((d.onset_report), (d.report_verification), (d.report_confirmation))
            HAVING coalesce(d.onset_report, d.report_verification, d.report_confirmation) IS NOT NULL`,
      ),

    provinceGroups: (filters) => areaGroups(orm, filters, 'province'),
  };
}

/** Registrations per province or department (the choropleth); departments are grouped only from here. */
export const areaGroups = (orm: Orm, filters: DashboardFilters, level: 'province' | 'department') =>
  queryRows<AreaGroup>(
    orm,
    sql`SELECT ${level === 'province' ? sql`r.province_id` : sql`r.department_id`} AS area_id, ${sums}
        FROM registrations r WHERE ${where(filters)} GROUP BY 1`,
  );
