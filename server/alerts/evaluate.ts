/**
 * Alert evaluation: which rule × area × week groups a set of reports (or, for the sweep, the current week)
 * touches, how many cases each counts against its threshold, and the alerts raised for those that reach it.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { JobQueue } from '../jobs/queue';
import { evaluateOutbreakRules } from './outbreak-rules';
import { raiseAlert } from './raise';
import {
  type AlertRule,
  AREA_COLUMNS,
  type AreaChain,
  type AreaKey,
  activeRules,
  areaKeyOf,
  chainDownTo,
  EMPTY_CHAIN,
} from './rules';
import { areaColumn, inArea, inWindows, ruleScope } from './scope';
import { baselineWeeks, weekOf, weekOfDay, weekWindow } from './weeks';

/** The registrations an alert lists at most (the count is exact beyond). */
const LISTED_CASES = 1000;

/** One area of the rule's level in one week. */
export interface Group {
  areaKey: AreaKey;
  areaId: number;
  week: string;
  /** The area's ancestry (its own column set, deeper ones null). */
  chain: AreaChain;
  /** What tells the alert apart for its rule and week, when not its area (an outbreak rule's outbreak). */
  identity?: string;
}

interface Trigger extends AreaChain {
  id: number;
  /** Its report date (YYYY-MM-DD): the week it counts in. */
  report_day: string;
  specie_id: number;
  status: string;
  disease_ids: number[];
  /** Whether one of its diseases is notifiable (rules without a disease count those). */
  notifiable: boolean;
}

function matches(rule: AlertRule, report: Trigger): boolean {
  if (report.status === 'canceled') return false;
  if (rule.specie_id !== null && rule.specie_id !== report.specie_id) return false;
  if (rule.disease_id === null ? !report.notifiable : !report.disease_ids.includes(rule.disease_id))
    return false;
  return AREA_COLUMNS.every(({ key }) => rule[key] === null || rule[key] === report[key]);
}

async function loadTriggers(orm: Orm, ids: readonly number[]): Promise<Trigger[]> {
  if (!ids.length) return [];
  return queryRows<Trigger>(
    orm,
    sql`SELECT r.id, r.report_date::text AS report_day, r.specie_id, r.status, r.province_id, r.department_id, r.municipality_id,
          r.village_id,
          coalesce((SELECT array_agg(d.disease_id) FROM registration_diseases d WHERE d.registration_id = r.id), '{}') AS disease_ids,
          EXISTS (SELECT 1 FROM registration_diseases d JOIN diseases x ON x.id = d.disease_id
                  WHERE d.registration_id = r.id AND x.notifiable) AS notifiable
        FROM registrations r
        WHERE r.deleted_at IS NULL AND r.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

const isOutbreakRule = (rule: AlertRule) => rule.kind === 'outbreak';
/** Rules counting the reports of an area per week (every kind but outbreak rules). */
const countsWeeks = (rule: AlertRule) => !isOutbreakRule(rule);

/** The groups of each rule that the reports fall in. */
function groupsOf(rules: readonly AlertRule[], reports: readonly Trigger[]) {
  const byRule = new Map<AlertRule, Map<string, Group>>();
  for (const rule of rules) {
    const groups = new Map<string, Group>();
    const key = areaKeyOf(rule.level);
    for (const report of reports) {
      const areaId = report[key];
      if (areaId === null || !matches(rule, report)) continue;
      const week = weekOfDay(report.report_day);
      groups.set(`${areaId}:${week}`, { areaKey: key, areaId, week, chain: chainDownTo(report, key) });
    }
    if (groups.size) byRule.set(rule, groups);
  }
  return byRule;
}

/** The week's cases of a group (exact count, the first ones listed) and, for baseline rules, the usual mean. */
async function measure(orm: Orm, rule: AlertRule, group: Group) {
  const scope = sql`${ruleScope(rule)} AND ${inArea(group.areaKey, group.areaId)}`;
  const rows = await queryRows<{ id: number; cases: number }>(
    orm,
    sql`SELECT r.id, count(*) OVER ()::int AS cases FROM registrations r
        WHERE ${scope} AND ${inWindows([weekWindow(group.week)])}
        ORDER BY r.id LIMIT ${LISTED_CASES}`,
  );
  const cases = rows[0]?.cases ?? 0;
  let expected: number | null = null;
  if (rule.kind === 'baseline' && cases > 0) {
    const weeks = baselineWeeks(group.week, rule.baseline);
    const [row] = await queryRows<{ total: number }>(
      orm,
      sql`SELECT count(*)::int AS total FROM registrations r WHERE ${scope} AND (${inWindows(weeks.map(weekWindow))})`,
    );
    expected = (row?.total ?? 0) / weeks.length;
  }
  return { cases, expected, ids: rows.map((r) => r.id) };
}

/** Whether a group's week reaches the rule's threshold. */
export function fires(rule: AlertRule, cases: number, expected: number | null): boolean {
  switch (rule.kind) {
    case 'any_case':
      return cases >= 1;
    case 'count':
      return cases >= rule.threshold;
    case 'baseline':
      return cases >= rule.threshold && cases >= (rule.factor ?? 2) * (expected ?? 0);
    case 'outbreak':
      return cases >= rule.threshold;
  }
}

async function evaluateGroup(orm: Orm, jobs: JobQueue, rule: AlertRule, group: Group) {
  const { cases, expected, ids } = await measure(orm, rule, group);
  if (!fires(rule, cases, expected)) return false;
  await orm.transaction((tx) => raiseAlert(tx, jobs, rule, group, { cases, expected, ids }));
  return true;
}

/** Evaluates every active rule against reports just written (created, verified, confirmed…). */
export async function evaluateReports(orm: Orm, jobs: JobQueue, ids: readonly number[]) {
  const [rules, reports] = await Promise.all([activeRules(orm), loadTriggers(orm, ids)]);
  let raised = await evaluateOutbreakRules(orm, jobs, rules.filter(isOutbreakRule), ids);
  for (const [rule, groups] of groupsOf(rules.filter(countsWeeks), reports))
    for (const group of groups.values()) if (await evaluateGroup(orm, jobs, rule, group)) raised++;
  return raised;
}

/**
 * The periodic sweep: every active rule over the areas with reports in `week` (the current one by default),
 * for what no write announced (baselines move as weeks pass, bulk loads bypass the API's events).
 */
export async function sweep(orm: Orm, jobs: JobQueue, week = weekOf(new Date())) {
  const rules = (await activeRules(orm)).filter(countsWeeks);
  let raised = 0;
  for (const rule of rules) {
    const key = areaKeyOf(rule.level);
    const depth = AREA_COLUMNS.findIndex((c) => c.key === key);
    const parents = AREA_COLUMNS.slice(0, depth);
    const rows = await queryRows<Partial<AreaChain> & { area: number }>(
      orm,
      sql`SELECT ${areaColumn(key)} AS area${sql.join(
        parents.map((p) => sql`, min(${areaColumn(p.key)}) AS ${sql.raw(p.key)}`),
        sql``,
      )}
          FROM registrations r
          WHERE ${ruleScope(rule)} AND ${inWindows([weekWindow(week)])} AND ${areaColumn(key)} IS NOT NULL
          GROUP BY ${areaColumn(key)}
          HAVING count(*) >= ${rule.kind === 'any_case' ? 1 : rule.threshold}`,
    );
    for (const row of rows) {
      const chain = chainDownTo({ ...EMPTY_CHAIN, ...row, [key]: row.area }, key);
      if (await evaluateGroup(orm, jobs, rule, { areaKey: key, areaId: row.area, week, chain })) raised++;
    }
  }
  return raised;
}
