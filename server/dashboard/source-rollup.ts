/** The grouped rows of the dashboard read from the rollup tables (a few thousand rows for a year). */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import {
  dashboardDiseaseDays as diseaseDays,
  dashboardRegistrationDays as registrationDays,
} from '../db/schema';
import { yearDays } from './calendar';
import type { DashboardFilters, Period } from './params';
import { rowsOf } from './rows';
import type { DiseaseGroup, EvolutionGroup, RegistrationGroup, SummarySource } from './summary-types';

type DayTable = typeof registrationDays | typeof diseaseDays;

function where(table: DayTable, filters: DashboardFilters, basis: 'calendar' | 'iso' = 'calendar'): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.specieId !== null) conditions.push(sql`${table.specie_id} = ${filters.specieId}`);
  if (filters.year !== null) {
    const { from, to } = yearDays(filters.year, basis);
    conditions.push(sql`${table.day} >= ${from}::date AND ${table.day} < ${to}::date`);
  }
  return and(...conditions) as SQL;
}

const sums = (table: DayTable) =>
  sql`sum(${table.registrations})::int AS registrations, sum(${table.males})::float8 AS males,
      sum(${table.females})::float8 AS females`;

const bucketOf = (period: Period) =>
  period === 'week'
    ? sql`to_char(${diseaseDays.day}, 'IYYY-"W"IW')`
    : sql`to_char(${diseaseDays.day}, 'YYYY-MM')`;

export function rollupSource(orm: Orm): SummarySource {
  return {
    async yearSpan() {
      const [row] = await rowsOf<{ first: number | null; last: number | null }>(
        orm,
        sql`SELECT extract(year FROM min(${registrationDays.day}))::int AS first,
                   extract(year FROM max(${registrationDays.day}))::int AS last
            FROM ${registrationDays} WHERE ${registrationDays.registrations} > 0`,
      );
      return row ?? { first: null, last: null };
    },

    registrationGroups: (filters) =>
      rowsOf<RegistrationGroup>(
        orm,
        sql`SELECT g.*, s.name AS specie, b.name AS breed FROM (
              SELECT ${registrationDays.specie_id} AS specie_id, nullif(${registrationDays.breed_id}, 0) AS breed_id,
                     ${registrationDays.status} AS status, ${sums(registrationDays)}
              FROM ${registrationDays} WHERE ${where(registrationDays, filters)}
              GROUP BY 1, 2, 3 HAVING sum(${registrationDays.registrations}) <> 0) g
            JOIN species s ON s.id = g.specie_id LEFT JOIN breeds b ON b.id = g.breed_id`,
      ),

    diseaseGroups: (filters) =>
      rowsOf<DiseaseGroup>(
        orm,
        sql`SELECT g.*, s.name AS specie, d.name AS disease FROM (
              SELECT ${diseaseDays.specie_id} AS specie_id, ${diseaseDays.disease_id} AS disease_id, ${sums(diseaseDays)}
              FROM ${diseaseDays} WHERE ${where(diseaseDays, filters)}
              GROUP BY 1, 2 HAVING sum(${diseaseDays.registrations}) <> 0) g
            JOIN species s ON s.id = g.specie_id JOIN diseases d ON d.id = g.disease_id`,
      ),

    evolutionGroups: (filters, period) =>
      rowsOf<EvolutionGroup>(
        orm,
        sql`SELECT g.*, d.name AS disease FROM (
              SELECT ${bucketOf(period)} AS bucket, ${diseaseDays.disease_id} AS disease_id, ${sums(diseaseDays)}
              FROM ${diseaseDays} WHERE ${where(diseaseDays, filters, period === 'week' ? 'iso' : 'calendar')}
              GROUP BY 1, 2 HAVING sum(${diseaseDays.registrations}) <> 0) g
            JOIN diseases d ON d.id = g.disease_id`,
      ),
  };
}
