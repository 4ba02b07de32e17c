/**
 * A rule's counts read from `alert_week_counts` (kept exact by triggers, drizzle/0047): a few rows per area
 * and week instead of the reports themselves, each probed for its diseases. The week being evaluated is
 * read from it to find the areas at the threshold (a report's evaluation re-counted its area's ~500 reports
 * each time), and a baseline rule's usual counts (the reports of its 15 weeks, ~150k at national scale,
 * 1.5 s per sweep).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import {
  type AlertRule,
  AREA_COLUMNS,
  type AreaChain,
  type AreaKey,
  chainDownTo,
  EMPTY_CHAIN,
} from './rules';
import { weekWindow } from './weeks';

const column = (key: AreaKey) => sql.raw(`c.${key}`);
const depthOf = (key: AreaKey) => AREA_COLUMNS.findIndex((c) => c.key === key);
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The level of counts that answers the rule: its own level, or deeper when the rule's area is finer (a
 * municipality's reports counted per province), so that every column it filters on is set.
 */
function levelFor(rule: AlertRule, key: AreaKey): number {
  const placed = AREA_COLUMNS.map((c, i) => (rule[c.key] === null ? -1 : i));
  return Math.max(depthOf(key), ...placed) + 1;
}

/** The counts of the rule's reports in the given weeks, per area of `key` (among `areaIds` when named). */
function ruleCounts(
  rule: AlertRule,
  key: AreaKey,
  weeks: readonly string[],
  areaIds?: readonly number[],
): SQL {
  const conditions: SQL[] = [
    sql`c.level = ${levelFor(rule, key)}`,
    sql`c.disease_id = ${rule.disease_id ?? 0}`,
    sql`c.week = ANY(${`{${weeks.map((w) => weekWindow(w).from).join(',')}}`}::date[])`,
    // 0 stands for a report without an area of that level.
    areaIds ? sql`${column(key)} = ANY(${intArray(areaIds)})` : sql`${column(key)} <> 0`,
  ];
  if (rule.specie_id !== null) conditions.push(sql`c.specie_id = ${rule.specie_id}`);
  for (const { key: place } of AREA_COLUMNS) {
    const id = rule[place];
    if (id !== null) conditions.push(sql`${column(place)} = ${id}`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The reports per area of `key` (among `areaIds`) over the given weeks, as the rule counts them. */
export async function weekTotals(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  weeks: readonly string[],
  areaIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await queryRows<{ area: number; total: number }>(
    orm,
    sql`SELECT ${column(key)} AS area, sum(c.registrations)::int AS total FROM alert_week_counts c
        WHERE ${ruleCounts(rule, key, weeks, areaIds)}
        GROUP BY 1
        HAVING sum(c.registrations) <> 0`,
  );
  return new Map(rows.map((r) => [r.area, r.total]));
}

/** An area of the rule's level and its reports in one week. */
export interface CountedArea {
  areaId: number;
  /** The area's ancestry (its own column set, deeper ones null). */
  chain: AreaChain;
  cases: number;
}

/**
 * The areas of `key` (all, or those of `areaIds`) holding at least `least` of the rule's reports in `week`,
 * with their ancestry.
 */
export async function areasCounting(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  week: string,
  least: number,
  areaIds?: readonly number[],
): Promise<CountedArea[]> {
  const parents = AREA_COLUMNS.slice(0, depthOf(key));
  const rows = await queryRows<Partial<AreaChain> & { area: number; cases: number }>(
    orm,
    sql`SELECT ${column(key)} AS area${sql.join(
      parents.map((p) => sql`, nullif(min(${column(p.key)}), 0) AS ${sql.raw(p.key)}`),
      sql``,
    )}, sum(c.registrations)::int AS cases
        FROM alert_week_counts c
        WHERE ${ruleCounts(rule, key, [week], areaIds)}
        GROUP BY 1
        HAVING sum(c.registrations) >= ${least}`,
  );
  return rows.map((row) => ({
    areaId: row.area,
    chain: chainDownTo({ ...EMPTY_CHAIN, ...row, [key]: row.area }, key),
    cases: row.cases,
  }));
}
