/**
 * Measuring a rule's week: every area of the rule's level at once (or those a write touched), read from the
 * weekly counts the database keeps (week-counts.ts) — a report's evaluation no longer re-counts its area's
 * reports — then, for baseline rules, the usual counts of the areas that reached the threshold, read from
 * the same counts. Which reports an alert lists is listing.ts's, for the areas that fire only.
 */
import type { Orm } from '../db/connect';
import type { AlertRule, AreaKey } from './rules';
import { areasCounting, type CountedArea, weekTotals } from './week-counts';
import { baselineWeeks } from './weeks';

/** An area's week, measured: its exact count and, for baseline rules, the usual mean. */
export interface MeasuredArea extends CountedArea {
  expected: number | null;
}

/** The fewest cases a counting rule can fire on: cheaper areas are not measured further. */
const leastCases = (rule: AlertRule) => (rule.kind === 'any_case' ? 1 : Math.max(rule.threshold, 1));

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
  const counted = await areasCounting(orm, rule, key, week, leastCases(rule), areaIds);
  const usual =
    rule.kind === 'baseline' && counted.length
      ? await usualTotals(
          orm,
          rule,
          key,
          week,
          counted.map((a) => a.areaId),
        )
      : null;
  return counted.map((area) => ({
    ...area,
    expected: usual ? (usual.totals.get(area.areaId) ?? 0) / usual.weeks : null,
  }));
}
