/** The grouped rows of the dashboard read from the monthly and weekly rollups (a few thousand rows). */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import {
  dashboardClassificationMonths as classificationMonths,
  dashboardDelayMonths as delayMonths,
  dashboardDiseaseMonths as diseaseMonths,
  dashboardDiseaseWeeks as diseaseWeeks,
  dashboardRegistrationMonths as registrationMonths,
} from '../db/schema';
import { translatedName } from '../db/translated-name';
import { type Grain, yearDays } from './calendar';
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

type CountsTable = typeof registrationMonths | typeof diseaseMonths | typeof diseaseWeeks;
type RollupTable = CountsTable | typeof classificationMonths | typeof delayMonths;

/**
 * Species, provinces, year and range; a week belongs to the epidemiological (ISO) year of its Monday. A
 * range must be made of whole months (weeks for the weekly rollup): `summarySource` cuts it so.
 */
function where(
  table: RollupTable,
  start: AnyPgColumn,
  filters: DashboardFilters,
  basis: 'calendar' | 'iso',
): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.specieId !== null) conditions.push(sql`${table.specie_id} = ${filters.specieId}`);
  if (filters.provinces) conditions.push(inProvinces(table.province_id, filters.provinces));
  if (filters.confirmed) {
    if ('confirmed' in table) conditions.push(sql`${table.confirmed}`);
    else if ('classification' in table) conditions.push(confirmedClassification(table.classification));
    // The delay rollup has no confirmed key: delays are measured over every report (source-raw.ts too).
  }
  const ranges = [filters.range, filters.year === null ? null : yearDays(filters.year, basis)];
  for (const range of ranges)
    if (range) conditions.push(sql`${start} >= ${range.from}::date AND ${start} < ${range.to}::date`);
  return sql.join(conditions, sql` AND `);
}

const sums = (table: CountsTable) =>
  sql`sum(${table.registrations})::int AS registrations, sum(${table.males})::float8 AS males,
      sum(${table.females})::float8 AS females`;

/**
 * Grouped by the period's first day, then named: the same groups (a rollup's day is its period's start),
 * but text made once per group instead of once per rollup row, and dates grouped rather than text (on
 * PGlite at 10,000 registrations: 270–385 ms → 72–148 ms, the dashboard's largest query).
 */
const evolutionQuery = (filters: DashboardFilters, period: Period) => {
  const [table, start, format, basis] =
    period === 'week'
      ? ([diseaseWeeks, diseaseWeeks.week, 'IYYY-"W"IW', 'iso'] as const)
      : ([diseaseMonths, diseaseMonths.month, 'YYYY-MM', 'calendar'] as const);
  return sql`SELECT to_char(g.start, ${format}) AS bucket, g.disease_id, g.registrations, g.males, g.females,
      ${translatedName('d', filters.language)} AS disease FROM (
      SELECT ${start} AS start, ${table.disease_id} AS disease_id, ${sums(table)}
      FROM ${table} WHERE ${where(table, start, filters, basis)}
      GROUP BY 1, 2 HAVING sum(${table.registrations}) <> 0) g
    JOIN diseases d ON d.id = g.disease_id`;
};

/** Cases per species and disease, from the monthly rollup or (for a range in whole ISO weeks) the weekly one. */
const diseaseQuery = (filters: DashboardFilters, grain: Grain) => {
  const [table, start, basis] =
    grain === 'week'
      ? ([diseaseWeeks, diseaseWeeks.week, 'iso'] as const)
      : ([diseaseMonths, diseaseMonths.month, 'calendar'] as const);
  return sql`SELECT g.*, ${translatedName('s', filters.language)} AS specie, ${translatedName('d', filters.language)} AS disease FROM (
      SELECT ${table.specie_id} AS specie_id, ${table.disease_id} AS disease_id, ${sums(table)}
      FROM ${table} WHERE ${where(table, start, filters, basis)}
      GROUP BY 1, 2 HAVING sum(${table.registrations}) <> 0) g
    JOIN species s ON s.id = g.specie_id JOIN diseases d ON d.id = g.disease_id`;
};

/** The rollups' source, which can also answer the species-by-disease rows of whole ISO weeks. */
export interface RollupSource extends SummarySource {
  /** `diseaseGroups` for a range of whole ISO weeks (`filters.year` must be null: weeks count ISO years). */
  weeklyDiseaseGroups(filters: DashboardFilters): Promise<DiseaseGroup[]>;
}

export function rollupSource(orm: Orm): RollupSource {
  const months = registrationMonths.month;
  return {
    async yearSpan(filters) {
      const provinces = filters.provinces
        ? sql` AND ${inProvinces(registrationMonths.province_id, filters.provinces)}`
        : sql``;
      const [row] = await queryRows<{ first: number | null; last: number | null }>(
        orm,
        sql`SELECT extract(year FROM min(${months}))::int AS first, extract(year FROM max(${months}))::int AS last
            FROM ${registrationMonths} WHERE ${registrationMonths.registrations} > 0${provinces}`,
      );
      return row ?? { first: null, last: null };
    },

    registrationGroups: (filters) =>
      queryRows<RegistrationGroup>(
        orm,
        sql`SELECT g.*, ${translatedName('s', filters.language)} AS specie, ${translatedName('b', filters.language)} AS breed FROM (
              SELECT ${registrationMonths.specie_id} AS specie_id, nullif(${registrationMonths.breed_id}, 0) AS breed_id,
                     ${registrationMonths.status} AS status, ${sums(registrationMonths)}
              FROM ${registrationMonths} WHERE ${where(registrationMonths, months, filters, 'calendar')}
              GROUP BY 1, 2, 3 HAVING sum(${registrationMonths.registrations}) <> 0) g
            JOIN species s ON s.id = g.specie_id LEFT JOIN breeds b ON b.id = g.breed_id`,
      ),

    diseaseGroups: (filters) => queryRows<DiseaseGroup>(orm, diseaseQuery(filters, 'month')),

    weeklyDiseaseGroups: (filters) => queryRows<DiseaseGroup>(orm, diseaseQuery(filters, 'week')),

    evolutionGroups: (filters, period) => queryRows<EvolutionGroup>(orm, evolutionQuery(filters, period)),

    classificationGroups: (filters) =>
      queryRows<ClassificationGroup>(
        orm,
        sql`SELECT ${classificationMonths.classification} AS classification,
              sum(${classificationMonths.registrations})::int AS registrations
            FROM ${classificationMonths}
            WHERE ${where(classificationMonths, classificationMonths.month, filters, 'calendar')}
            GROUP BY 1`,
      ),

    delayGroups: (filters) =>
      queryRows<DelayGroup>(
        orm,
        sql`SELECT ${delayMonths.measure} AS measure, ${delayMonths.days} AS days,
              sum(${delayMonths.registrations})::int AS registrations
            FROM ${delayMonths} WHERE ${where(delayMonths, delayMonths.month, filters, 'calendar')}
            GROUP BY 1, 2 HAVING sum(${delayMonths.registrations}) <> 0`,
      ),

    provinceGroups: (filters) =>
      queryRows<AreaGroup>(
        orm,
        sql`SELECT ${registrationMonths.province_id} AS area_id, ${sums(registrationMonths)}
            FROM ${registrationMonths} WHERE ${where(registrationMonths, months, filters, 'calendar')}
            GROUP BY 1 HAVING sum(${registrationMonths.registrations}) <> 0`,
      ),
  };
}
