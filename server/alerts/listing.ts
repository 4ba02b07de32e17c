/**
 * Which registrations the alerts of a rule's week list, for the areas that fire. A write's own reports are
 * enough when its alert already lists the others (the usual case: a report joining a known alert, one
 * look-up of the alert); the area's reports are listed from the registrations only when the alert is new,
 * or misses some (a sweep after a bulk load, which announces nothing).
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { type AlertRule, type AreaKey, areaIdentity } from './rules';
import { areaColumn, inWindows, ruleScope } from './scope';
import { weekWindow } from './weeks';

/** The registrations an alert lists at most (the count is exact beyond). */
export const LISTED_CASES = 1000;

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * How many registrations the known alerts of a rule's week list, per area key (`identities`, alerts.area_key),
 * not counting `besides`.
 */
export async function listedBy(
  orm: Orm,
  ruleId: number,
  week: string,
  identities: readonly string[],
  besides: readonly number[],
): Promise<Map<string, number>> {
  const rows = await queryRows<{ area_key: string; listed: number }>(
    orm,
    sql`SELECT a.area_key, count(ar.registration_id)::int AS listed
        FROM alerts a
        LEFT JOIN alert_registrations ar ON ar.alert_id = a.id AND NOT (ar.registration_id = ANY(${intArray(besides)}))
        WHERE a.rule_id = ${ruleId} AND a.week = ${week}
          AND a.area_key = ANY(${`{${identities.join(',')}}`}::text[])
        GROUP BY a.area_key`,
  );
  return new Map(rows.map((r) => [r.area_key, r.listed]));
}

/**
 * What an alert listing `already` registrations gains from the write's own reports (`joining`, as many as
 * it still lists) when with them it lists all its `cases` (or the most it lists); null when it misses
 * others, to be listed from the registrations.
 */
export function joiningCompletes(
  already: number,
  joining: readonly number[],
  cases: number,
): number[] | null {
  const gained = joining.slice(0, Math.max(0, LISTED_CASES - already));
  return already + gained.length >= Math.min(cases, LISTED_CASES) ? gained : null;
}

/** The first LISTED_CASES reports of the rule in `week`, per area (among `areaIds`). */
async function listFromReports(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  week: string,
  areaIds: readonly number[],
): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ area: number; ids: number[] }>(
    orm,
    sql`SELECT ${areaColumn(key)} AS area, (array_agg(r.id ORDER BY r.id))[1:${sql.raw(String(LISTED_CASES))}] AS ids
        FROM registrations r
        WHERE ${ruleScope(rule)} AND ${inWindows([weekWindow(week)])} AND ${areaColumn(key)} = ANY(${intArray(areaIds)})
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.area, r.ids.map(Number)]));
}

/**
 * The registrations each firing area's alert gains: `written`, the reports of the write being evaluated
 * per area (none for a sweep), when with those the alert lists as many as the area counts (or the most it
 * lists); else the area's reports.
 */
export async function casesToList(
  orm: Orm,
  rule: AlertRule,
  key: AreaKey,
  week: string,
  areas: readonly { areaId: number; cases: number }[],
  written: ReadonlyMap<number, readonly number[]>,
): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  if (!areas.length) return ids;
  const listed = await listedBy(
    orm,
    rule.id,
    week,
    areas.map((a) => areaIdentity(key, a.areaId)),
    [...written.values()].flat(),
  );
  const incomplete: number[] = [];
  for (const { areaId, cases } of areas) {
    const already = listed.get(areaIdentity(key, areaId)) ?? 0;
    const gained = joiningCompletes(already, written.get(areaId) ?? [], cases);
    if (gained) ids.set(areaId, gained);
    else incomplete.push(areaId);
  }
  if (incomplete.length)
    for (const [areaId, found] of await listFromReports(orm, rule, key, week, incomplete))
      ids.set(areaId, found);
  return ids;
}
