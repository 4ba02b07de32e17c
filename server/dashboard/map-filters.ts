/** The WHERE of the map's queries over the registrations (alias `r`): live, species, year, view. */
import { type SQL, sql } from 'drizzle-orm';
import { dayStart, yearDays } from './calendar';
import type { DashboardFilters } from './params';

export function liveRegistrationsWhere(
  filters: DashboardFilters,
  view: [number, number, number, number],
): SQL {
  const [w, s, e, n] = view;
  const conditions: SQL[] = [
    sql`r.deleted_at IS NULL`,
    sql`r.lat >= ${s} AND r.lat <= ${n} AND r.lng >= ${w} AND r.lng <= ${e}`,
  ];
  if (filters.area) conditions.push(filters.area);
  if (filters.specieId !== null) conditions.push(sql`r.specie_id = ${filters.specieId}`);
  if (filters.year !== null) {
    const { from, to } = yearDays(filters.year, 'calendar');
    conditions.push(
      sql`r.created_at >= ${dayStart(from)}::timestamptz AND r.created_at < ${dayStart(to)}::timestamptz`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
