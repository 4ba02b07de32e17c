/**
 * The registrations list's total read from the dashboard's disease rollup, which triggers keep exact on
 * every write (live registrations by month, province, species and disease), when the list is filtered by
 * one disease: counting that selection probes the disease's links one by one against the registrations
 * (282–488 ms for 19,000 links at 1M rows, and the planner's estimate of it is off), where the rollup
 * sums about 1,600 rows (5–8 ms). Other selections keep the capped count or the estimate, which cost less
 * than summing a rollup (42 ms for the whole registry).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AreaSet } from '../areas/levels';
import type { EqualityFilter } from '../crud/list-query';
import type { Orm } from '../db/connect';
import { queryRow } from '../db/query';
import { dashboardDiseaseMonths as diseaseMonths } from '../db/schema';
import { inProvinces, provinceScope } from './provinces';

/** The list's filters the disease rollup is keyed by (a registration has one province, one species). */
const KEYS: Record<string, SQL> = {
  province_id: sql`${diseaseMonths.province_id}`,
  specie_id: sql`${diseaseMonths.specie_id}`,
};

export function registrationTotalFromRollups(
  filter: EqualityFilter,
  areas: AreaSet,
): ((orm: Orm) => Promise<number>) | null {
  const { disease_ids: diseases, ...others } = filter;
  // Several diseases: a registration linked to two of them would be counted twice.
  if (diseases?.length !== 1) return null;
  const { provinces, finer } = provinceScope(areas, null);
  // Areas finer than a province are not keys of the rollups.
  if (finer) return null;
  const conditions = [sql`${diseaseMonths.disease_id} = ${Number(diseases[0])}`];
  for (const [key, values] of Object.entries(others)) {
    const column = KEYS[key];
    if (!column) return null;
    conditions.push(
      sql`${column} IN (${sql.join(
        values.map((value) => sql`${Number(value)}`),
        sql`, `,
      )})`,
    );
  }
  if (provinces) conditions.push(inProvinces(diseaseMonths.province_id, provinces));
  return async (orm) => {
    const { n } = await queryRow<{ n: number }>(
      orm,
      sql`SELECT coalesce(sum(${diseaseMonths.registrations}), 0)::int AS n FROM ${diseaseMonths}
        WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    return n;
  };
}
