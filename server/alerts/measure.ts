/**
 * Measuring a rule's week: every area of the rule's level at once, in one query grouped by area (a week's
 * reports are read once per rule, not once per area: at national scale one query per area cost 25–250 ms
 * each, the week's ~10k rows re-read every time), then, for baseline rules, the usual counts of the areas
 * that reached the threshold, read from the weekly counts the database keeps (week-counts.ts).
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
import { areaColumn, inWindows, ruleScope } from './scope';
import { weekTotals } from './week-counts';
import { baselineWeeks, weekWindow } from './weeks';

/** The registrations an alert lists at most (the count is exact beyond). */
export const LISTED_CASES = 1000;

/** An area's week, measured: its exact count, the first cases listed and, for baseline rules, the usual mean. */
export interface MeasuredArea {
  areaId: number;
  /** The area's ancestry (its own column set, deeper ones null). */
  chain: AreaChain;
  cases: number;
  expected: number | null;
  ids: number[];
}

/** The fewest cases a counting rule can fire on: cheaper areas are not measured further. */
const leastCases = (rule: AlertRule) => (rule.kind === 'any_case' ? 1 : Math.max(rule.threshold, 1));

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `r.<key> = ANY(ids)` when the areas are named, nothing otherwise. */
const amongAreas = (key: AreaKey, areaIds: readonly number[] | undefined): SQL =>
  areaIds ? sql` AND ${areaColumn(key)} = ANY(${intArray(areaIds)})` : sql``;

/** The usual count per area over the rule's baseline weeks, for the areas given. */
async function usualTotals(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  week: string,
  areaIds: readonly number[],
) {
  const weeks = baselineWeeks(week, rule.baseline);
  return { totals: await weekTotals(orm, rule, key, weeks, areaIds), weeks: weeks.length };
}

/**
 * The areas of the rule's level (all of them, or those of `areaIds`) holding at least the rule's least
 * number of cases in `week`, measured.
 */
export async function measureAreas(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  week: string,
  areaIds?: readonly number[],
): Promise<MeasuredArea[]> {
  if (areaIds?.length === 0) return [];
  const depth = AREA_COLUMNS.findIndex((c) => c.key === key);
  const parents = AREA_COLUMNS.slice(0, depth);
  const rows = await queryRows<Partial<AreaChain> & { area: number; cases: number; ids: number[] }>(
    orm,
    sql`SELECT ${areaColumn(key)} AS area${sql.join(
      parents.map((p) => sql`, min(${areaColumn(p.key)}) AS ${sql.raw(p.key)}`),
      sql``,
    )}, count(*)::int AS cases, (array_agg(r.id ORDER BY r.id))[1:${sql.raw(String(LISTED_CASES))}] AS ids
        FROM registrations r
        WHERE ${ruleScope(rule)} AND ${inWindows([weekWindow(week)])} AND ${areaColumn(key)} IS NOT NULL${amongAreas(key, areaIds)}
        GROUP BY ${areaColumn(key)}
        HAVING count(*) >= ${leastCases(rule)}`,
  );
  const usual =
    rule.kind === 'baseline' && rows.length
      ? await usualTotals(
          orm,
          rule,
          key,
          week,
          rows.map((r) => r.area),
        )
      : null;
  return rows.map((row) => ({
    areaId: row.area,
    chain: chainDownTo({ ...EMPTY_CHAIN, ...row, [key]: row.area }, key),
    cases: row.cases,
    expected: usual ? (usual.totals.get(row.area) ?? 0) / usual.weeks : null,
    ids: row.ids.map(Number),
  }));
}
