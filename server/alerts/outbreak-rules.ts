/**
 * Outbreak rules (issue 11, the `outbreak` kind): an alert when an outbreak of the rule's disease (or of any
 * notifiable one), holding a report of its species, in its area, counts `threshold` reports or more — with
 * the default threshold of 1, as soon as an outbreak is opened. One alert per rule × outbreak (its area
 * key names the outbreak, its week is the one the outbreak started in); reports joining the outbreak later
 * are added to that alert silently, as a count rule's alert gains its week's new cases.
 * The outbreaks are found from the reports just written (grouping files them in the write's transaction).
 * A write reads the outbreak's other reports only when it must: to find a rule's species among them when
 * the written ones are of another, and to list them when the alert is new or misses some (a known alert
 * gains the written reports, as listing.ts does for counting rules).
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow, queryRows } from '../db/query';
import type { JobQueue } from '../jobs/queue';
import { countsInOutbreak } from '../outbreaks/case-date';
import type { Group } from './evaluate';
import { joiningCompletes, LISTED_CASES, listedBy } from './listing';
import { raiseAlert } from './raise';
import { type AlertRule, AREA_COLUMNS, type AreaChain, areaKeyOf, chainDownTo } from './rules';
import { weekOfDay } from './weeks';

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

interface TouchedOutbreak extends AreaChain {
  id: number;
  disease_id: number;
  notifiable: boolean;
  /** The day of its first case (YYYY-MM-DD). */
  started_at: string;
  registrations_count: number;
  /** The reports just written that it holds and that count in it, and their species. */
  written: number[];
  written_species: number[];
}

/** The outbreaks, not resolved, that hold one of the reports (found by the links' key). */
const outbreaksHolding = (orm: Orm, registrationIds: readonly number[]) =>
  queryRows<TouchedOutbreak>(
    orm,
    sql`SELECT o.id, o.disease_id, x.notifiable, o.started_at::text AS started_at, o.registrations_count,
          o.province_id, o.department_id, o.municipality_id, o.village_id,
          coalesce(array_agg(r.id ORDER BY r.id) FILTER (WHERE ${countsInOutbreak('r')}), '{}') AS written,
          coalesce(array_agg(DISTINCT r.specie_id) FILTER (WHERE ${countsInOutbreak('r')}), '{}') AS written_species
        FROM outbreak_registrations l
        JOIN outbreaks o ON o.id = l.outbreak_id
        JOIN diseases x ON x.id = o.disease_id
        JOIN registrations r ON r.id = l.registration_id
        WHERE l.registration_id = ANY(${intArray(registrationIds)}) AND o.status <> 'resolved'
        GROUP BY o.id, x.id`,
  );

/** Which of `species` the outbreak's counting reports hold (each search stops at its first report). */
const speciesHeld = async (orm: Orm, outbreakId: number, species: readonly number[]) =>
  new Set(
    (
      await queryRows<{ specie_id: number }>(
        orm,
        sql`SELECT s.id AS specie_id FROM unnest(${intArray(species)}) AS s(id)
            WHERE EXISTS (SELECT 1 FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
                          WHERE l.outbreak_id = ${outbreakId} AND r.specie_id = s.id AND ${countsInOutbreak('r')})`,
      )
    ).map((row) => row.specie_id),
  );

/** Whether the outbreak is the rule's, its species left aside. */
export function outbreakMatches(rule: AlertRule, outbreak: TouchedOutbreak): boolean {
  if (rule.disease_id === null ? !outbreak.notifiable : rule.disease_id !== outbreak.disease_id) return false;
  if (outbreak.registrations_count < rule.threshold) return false;
  return AREA_COLUMNS.every(({ key }) => rule[key] === null || rule[key] === outbreak[key]);
}

/** The rules whose species the outbreak holds: among the written reports, else among the others. */
async function withTheirSpecies(orm: Orm, rules: readonly AlertRule[], outbreak: TouchedOutbreak) {
  const written = new Set(outbreak.written_species.map(Number));
  const elsewhere = [
    ...new Set(rules.flatMap((r) => (r.specie_id === null || written.has(r.specie_id) ? [] : [r.specie_id]))),
  ];
  const held = elsewhere.length ? await speciesHeld(orm, outbreak.id, elsewhere) : new Set<number>();
  return rules.filter((r) => r.specie_id === null || written.has(r.specie_id) || held.has(r.specie_id));
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

/** The outbreak's first LISTED_CASES counting reports, read from each report's row. */
export const countingReportsOf = async (orm: Orm, outbreakId: number) =>
  (
    await queryRows<{ id: number }>(
      orm,
      sql`SELECT r.id FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
          WHERE l.outbreak_id = ${outbreakId} AND ${countsInOutbreak('r')}
          ORDER BY r.id LIMIT ${LISTED_CASES}`,
    )
  ).map((r) => r.id);

/**
 * The outbreak's first LISTED_CASES counting reports. The grouping drops the link of a report that stops
 * counting, so when its links are as many as the reports it counts they are those reports, read from the
 * links alone: a few pages, where each report's row is a page of its own that a connection touching it
 * for the first time pays for (1,050 reports at 1M: ~20 ms vs 0.4–1.3 s). A change made outside the API
 * leaves them apart: read from the reports.
 */
export async function reportsOf(orm: Orm, outbreak: Pick<TouchedOutbreak, 'id' | 'registrations_count'>) {
  const links = await queryRow<{ n: number; ids: number[] | null }>(
    orm,
    sql`SELECT count(*)::int AS n,
          (array_agg(l.registration_id ORDER BY l.registration_id))[1:${sql.raw(String(LISTED_CASES))}] AS ids
        FROM outbreak_registrations l WHERE l.outbreak_id = ${outbreak.id}`,
  );
  if (links.n !== outbreak.registrations_count) return countingReportsOf(orm, outbreak.id);
  return (links.ids ?? []).map(Number);
}

/** What the rule's alert of the outbreak lists anew: the written reports when it knows the others. */
async function reportsToList(orm: Orm, rule: AlertRule, group: Group, outbreak: TouchedOutbreak) {
  const identity = group.identity ?? '';
  const listed = await listedBy(orm, rule.id, group.week, [identity], outbreak.written);
  return (
    joiningCompletes(listed.get(identity) ?? 0, outbreak.written, outbreak.registrations_count) ??
    reportsOf(orm, outbreak)
  );
}

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
    const candidates = rules.filter((rule) => outbreakMatches(rule, outbreak));
    if (!candidates.length) continue;
    for (const rule of await withTheirSpecies(orm, candidates, outbreak)) {
      const group = groupOf(rule, outbreak);
      if (!group) continue;
      const ids = await reportsToList(orm, rule, group, outbreak);
      // The alert names the outbreak's disease, also for a rule over every notifiable disease.
      const named = { ...rule, disease_id: outbreak.disease_id };
      const measure = { cases: outbreak.registrations_count, expected: null, ids };
      await orm.transaction((tx) => raiseAlert(tx, jobs, named, group, measure));
      raised++;
    }
  }
  return raised;
}
