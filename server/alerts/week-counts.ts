/**
 * The usual counts of a baseline rule read from `alert_week_counts` (kept exact by triggers, drizzle/0047):
 * a few rows per area and comparison week instead of the reports of its 15 weeks (~150k at national scale,
 * 1.5 s per sweep), each probed for its diseases.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { type AlertRule, AREA_COLUMNS, type AreaKey } from './rules';
import { weekWindow } from './weeks';

const column = (key: AreaKey) => sql.raw(`c.${key}`);
const depthOf = (key: AreaKey) => AREA_COLUMNS.findIndex((c) => c.key === key);

/**
 * The level of counts that answers the rule: its own level, or deeper when the rule's area is finer (a
 * municipality's reports counted per province), so that every column it filters on is set.
 */
function levelFor(rule: AlertRule, key: AreaKey): number {
  const placed = AREA_COLUMNS.map((c, i) => (rule[c.key] === null ? -1 : i));
  return Math.max(depthOf(key), ...placed) + 1;
}

/** The reports per area of `key` (among `areaIds`) over the given weeks, as the rule counts them. */
export async function weekTotals(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  weeks: readonly string[],
  areaIds: readonly number[],
): Promise<Map<number, number>> {
  const conditions: SQL[] = [
    sql`c.level = ${levelFor(rule, key)}`,
    sql`c.disease_id = ${rule.disease_id ?? 0}`,
    sql`c.week = ANY(${`{${weeks.map((w) => weekWindow(w).from).join(',')}}`}::date[])`,
    sql`${column(key)} = ANY(${`{${areaIds.join(',')}}`}::int[])`,
  ];
  if (rule.specie_id !== null) conditions.push(sql`c.specie_id = ${rule.specie_id}`);
  for (const { key: place } of AREA_COLUMNS) {
    const id = rule[place];
    if (id !== null) conditions.push(sql`${column(place)} = ${id}`);
  }
  const rows = await queryRows<{ area: number; total: number }>(
    orm,
    sql`SELECT ${column(key)} AS area, sum(c.registrations)::int AS total FROM alert_week_counts c
        WHERE ${sql.join(conditions, sql` AND `)}
        GROUP BY 1
        HAVING sum(c.registrations) <> 0`,
  );
  return new Map(rows.map((r) => [r.area, r.total]));
}
