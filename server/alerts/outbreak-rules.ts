/**
 * Outbreak rules (issue 11, the `outbreak` kind): an alert when an outbreak of the rule's disease (or of any
 * notifiable one), holding a report of its species, in its area, counts `threshold` reports or more — with
 * the default threshold of 1, as soon as an outbreak is opened. One alert per rule × outbreak (its area
 * key names the outbreak, its week is the one the outbreak started in); reports joining the outbreak later
 * are added to that alert silently, as a count rule's alert gains its week's new cases.
 * The outbreaks are found from the reports just written (grouping files them in the write's transaction).
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { JobQueue } from '../jobs/queue';
import { countsInOutbreak } from '../outbreaks/case-date';
import type { Group } from './evaluate';
import { raiseAlert } from './raise';
import { type AlertRule, AREA_COLUMNS, type AreaChain, areaKeyOf, chainDownTo } from './rules';
import { weekOfDay } from './weeks';

/** The reports an alert lists at most (the count is exact beyond). */
const LISTED_REPORTS = 1000;

interface TouchedOutbreak extends AreaChain {
  id: number;
  disease_id: number;
  notifiable: boolean;
  /** The day of its first case (YYYY-MM-DD). */
  started_at: string;
  registrations_count: number;
  specie_ids: number[];
}

/** The outbreaks, not resolved, that hold one of the reports. */
const outbreaksHolding = (orm: Orm, registrationIds: readonly number[]) =>
  queryRows<TouchedOutbreak>(
    orm,
    sql`SELECT o.id, o.disease_id, x.notifiable, o.started_at::text AS started_at, o.registrations_count,
          o.province_id, o.department_id, o.municipality_id, o.village_id,
          coalesce((SELECT array_agg(DISTINCT r.specie_id) FROM outbreak_registrations l
                    JOIN registrations r ON r.id = l.registration_id
                    WHERE l.outbreak_id = o.id AND ${countsInOutbreak('r')}), '{}') AS specie_ids
        FROM outbreaks o JOIN diseases x ON x.id = o.disease_id
        WHERE o.status <> 'resolved'
          AND o.id IN (SELECT l.outbreak_id FROM outbreak_registrations l
                       WHERE l.registration_id = ANY(${`{${registrationIds.join(',')}}`}::int[]))`,
  );

export function outbreakMatches(rule: AlertRule, outbreak: TouchedOutbreak): boolean {
  if (rule.disease_id === null ? !outbreak.notifiable : rule.disease_id !== outbreak.disease_id) return false;
  if (rule.specie_id !== null && !outbreak.specie_ids.map(Number).includes(rule.specie_id)) return false;
  if (outbreak.registrations_count < rule.threshold) return false;
  return AREA_COLUMNS.every(({ key }) => rule[key] === null || rule[key] === outbreak[key]);
}

/** The outbreak located at the rule's level (deeper places left out), named by the outbreak itself. */
function groupOf(rule: AlertRule, outbreak: TouchedOutbreak): Group | null {
  const areaKey = areaKeyOf(rule.level);
  const areaId = outbreak[areaKey];
  if (areaId === null) return null;
  return {
    areaKey,
    areaId,
    week: weekOfDay(outbreak.started_at),
    chain: chainDownTo(outbreak, areaKey),
    identity: `outbreak:${outbreak.id}`,
  };
}

const reportsOf = (orm: Orm, outbreakId: number) =>
  queryRows<{ id: number }>(
    orm,
    sql`SELECT r.id FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
        WHERE l.outbreak_id = ${outbreakId} AND ${countsInOutbreak('r')}
        ORDER BY r.id LIMIT ${LISTED_REPORTS}`,
  );

/** Raises (or extends) the alerts of the outbreak rules over the outbreaks the reports belong to. */
export async function evaluateOutbreakRules(
  orm: Orm,
  jobs: JobQueue,
  rules: readonly AlertRule[],
  registrationIds: readonly number[],
): Promise<number> {
  if (!rules.length || !registrationIds.length) return 0;
  let raised = 0;
  for (const outbreak of await outbreaksHolding(orm, registrationIds)) {
    const matching = rules.filter((rule) => outbreakMatches(rule, outbreak));
    if (!matching.length) continue;
    const ids = (await reportsOf(orm, outbreak.id)).map((r) => r.id);
    for (const rule of matching) {
      const group = groupOf(rule, outbreak);
      if (!group) continue;
      // The alert names the outbreak's disease, also for a rule over every notifiable disease.
      const named = { ...rule, disease_id: outbreak.disease_id };
      const measure = { cases: outbreak.registrations_count, expected: null, ids };
      await orm.transaction((tx) => raiseAlert(tx, jobs, named, group, measure));
      raised++;
    }
  }
  return raised;
}
