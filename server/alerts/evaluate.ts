/**
 * Alert evaluation: which rule × week × areas a set of reports (or, for the sweep, the current week)
 * touches, how many cases each area counts against the rule's threshold (read together per rule and week
 * from the kept weekly counts), and the alerts raised for those that reach it, with the reports they list.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { JobQueue } from '../jobs/queue';
import { casesToList } from './listing';
import { measureAreas } from './measure';
import { evaluateOutbreakRules } from './outbreak-rules';
import { type Raise, raiseAlerts } from './raise';
import { type AlertRule, AREA_COLUMNS, type AreaChain, type AreaKey, activeRules, areaKeyOf } from './rules';
import { weekOf, weekOfDay } from './weeks';

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

/** The reports each rule counts, per week and area of the rule's level. */
function areasTouched(rules: readonly AlertRule[], reports: readonly Trigger[]) {
  const byRule = new Map<AlertRule, Map<string, Map<number, number[]>>>();
  for (const rule of rules) {
    const weeks = new Map<string, Map<number, number[]>>();
    const key = areaKeyOf(rule.level);
    for (const report of reports) {
      const areaId = report[key];
      if (areaId === null || !matches(rule, report)) continue;
      const week = weekOfDay(report.report_day);
      const areas = weeks.get(week) ?? new Map<number, number[]>();
      areas.set(areaId, [...(areas.get(areaId) ?? []), report.id]);
      weeks.set(week, areas);
    }
    if (weeks.size) byRule.set(rule, weeks);
  }
  return byRule;
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

/**
 * Measures the rule's areas in a week (all, or those of the reports just written, which `written` holds
 * per area) and raises an alert for each reaching it.
 */
async function evaluateWeek(
  orm: Orm,
  jobs: JobQueue,
  rule: AlertRule,
  week: string,
  written?: ReadonlyMap<number, readonly number[]>,
) {
  const areaKey = areaKeyOf(rule.level);
  const firing = (await measureAreas(orm, rule, areaKey, week, written && [...written.keys()])).filter((a) =>
    fires(rule, a.cases, a.expected),
  );
  if (!firing.length) return 0;
  const listed = await casesToList(orm, rule, areaKey, week, firing, written ?? new Map());
  const raises: Raise[] = firing.map(({ areaId, chain, cases, expected }) => ({
    group: { areaKey, areaId, week, chain },
    measure: { cases, expected, ids: listed.get(areaId) ?? [] },
  }));
  await orm.transaction((tx) => raiseAlerts(tx, jobs, rule, raises));
  return raises.length;
}

/** Evaluates every active rule against reports just written (created, verified, confirmed…). */
export async function evaluateReports(orm: Orm, jobs: JobQueue, ids: readonly number[]) {
  const [rules, reports] = await Promise.all([activeRules(orm), loadTriggers(orm, ids)]);
  let raised = await evaluateOutbreakRules(orm, jobs, rules.filter(isOutbreakRule), ids);
  for (const [rule, weeks] of areasTouched(rules.filter(countsWeeks), reports))
    for (const [week, written] of weeks) raised += await evaluateWeek(orm, jobs, rule, week, written);
  return raised;
}

/**
 * The periodic sweep: every active rule over the areas with reports in `week` (the current one by default),
 * for what no write announced (baselines move as weeks pass, bulk loads bypass the API's events).
 */
export async function sweep(orm: Orm, jobs: JobQueue, week = weekOf(new Date())) {
  let raised = 0;
  for (const rule of (await activeRules(orm)).filter(countsWeeks))
    raised += await evaluateWeek(orm, jobs, rule, week);
  return raised;
}
