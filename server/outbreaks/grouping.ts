/**
 * Automatic grouping of registrations into outbreaks (issue 10 item 5). For each disease a live
 * registration reports, it joins the ongoing outbreak of that disease in the same municipality, or whose
 * centre lies within `distanceKm`, whose last case is at most `windowDays` before its own; else it opens a
 * new outbreak at its village. A registration that no longer counts (canceled, trashed) leaves its
 * outbreaks, and an outbreak left empty is removed. A reviewer's move (`moved_by`) is never undone here.
 */
import { sql } from 'drizzle-orm';
import type { OutbreakGrouping } from '../config';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { OutbreakChange } from '../workflow/events';
import { type CasePlace, epochMs, OngoingOutbreaks } from './candidates';
import { caseDate, countsInOutbreak } from './case-date';
import { openPlanned } from './open-planned';
import { refreshOutbreaks } from './refresh';

interface RegistrationPlace {
  id: number;
  counts: boolean;
  municipality_id: number | null;
  village_id: number;
  lat: number;
  lng: number;
  /** Its case date, YYYY-MM-DD. */
  day: string;
}

interface Membership {
  outbreak_id: number;
  disease_id: number;
}

export async function registrationPlace(tx: Orm, id: number) {
  const [row] = await queryRows<RegistrationPlace>(
    tx,
    sql`SELECT r.id, (${countsInOutbreak('r')}) AS counts, r.municipality_id, r.village_id, r.lat, r.lng,
               ${caseDate('r')} AS day
        FROM registrations r WHERE r.id = ${id}`,
  );
  return row;
}

/** An outbreak to open: a disease at the village of the registration that opens it. */
export interface Opening {
  diseaseId: number;
  place: Pick<RegistrationPlace, 'village_id' | 'day'>;
}

interface Case extends RegistrationPlace, CasePlace {
  /** The diseases it reports while it counts (none once canceled or trashed). */
  diseases: number[];
  memberships: Membership[];
}

/**
 * The registrations with their place, day, diseases and current outbreaks, in one read. Their outbreaks
 * are joined once for all of them, not looked up per registration: while `outbreak_registrations` is
 * small (a registry being grouped for the first time) the planner scans the whole table for each of
 * them, which was 70 % of the upgrade step's page reads at 1M.
 */
async function casesOf(tx: Orm, ids: readonly number[]) {
  return queryRows<Case>(
    tx,
    sql`WITH page AS MATERIALIZED (SELECT DISTINCT unnest(${sql.param([...ids])}::int[]) AS id),
          memberships AS (
            SELECT l.registration_id,
                   json_agg(json_build_object('outbreak_id', l.outbreak_id, 'disease_id', l.disease_id)) AS list
            FROM outbreak_registrations l WHERE l.registration_id IN (SELECT id FROM page)
            GROUP BY l.registration_id)
        SELECT r.id, (${countsInOutbreak('r')}) AS counts, r.municipality_id, r.village_id, r.lat, r.lng,
               ${caseDate('r')} AS day, ${epochMs(caseDate('r'))} AS at,
               CASE WHEN ${countsInOutbreak('r')} THEN coalesce(
                 (SELECT array_agg(d.disease_id) FROM registration_diseases d WHERE d.registration_id = r.id),
                 '{}') ELSE '{}' END AS diseases,
               coalesce(m.list, '[]') AS memberships
        FROM page JOIN registrations r ON r.id = page.id
        LEFT JOIN memberships m ON m.registration_id = r.id`,
  );
}

const MEMBERS_PER_INSERT = 5000;

export type Member = Membership & { registration_id: number };

export async function insertMembers(tx: Orm, members: readonly Member[]) {
  for (let at = 0; at < members.length; at += MEMBERS_PER_INSERT) {
    const chunk = members.slice(at, at + MEMBERS_PER_INSERT);
    const column = (key: keyof Member) => sql.param(chunk.map((m) => m[key]));
    await tx.execute(
      sql`INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
          SELECT * FROM unnest(${column('outbreak_id')}::int[], ${column('registration_id')}::int[],
                               ${column('disease_id')}::int[])`,
    );
  }
}

/** The members added, one change per outbreak: opened by this grouping, or joined. */
function changesOf(members: readonly Member[], opened: ReadonlySet<number>): OutbreakChange[] {
  const byOutbreak = new Map<number, OutbreakChange>();
  for (const m of members) {
    const change = byOutbreak.get(m.outbreak_id) ?? {
      outbreakId: m.outbreak_id,
      diseaseId: m.disease_id,
      kind: opened.has(m.outbreak_id) ? 'opened' : 'joined',
      registrationIds: [],
      cause: 'grouping',
    };
    change.registrationIds.push(m.registration_id);
    byOutbreak.set(m.outbreak_id, change);
  }
  return [...byOutbreak.values()];
}

/** What a grouping of registrations did: the outbreaks opened and joined, and those that existed and changed. */
export interface Grouped {
  changes: OutbreakChange[];
  /**
   * Outbreaks that existed and received or lost registrations: what they derive must be refreshed
   * (./refresh.ts). Those opened are already summed.
   */
  touched: Set<number>;
}

/**
 * A grouping decided in memory and not yet written: the outbreaks to open, known by a stand-in id (minus
 * one minus their place in `openings`) until they are opened, and the members to add. One plan can take
 * many batches, each seeing the outbreaks the earlier ones opened or joined.
 */
export class GroupingPlan {
  readonly openings: Opening[] = [];
  readonly members: Member[] = [];
  /** Outbreaks that existed before and received or lost registrations. */
  readonly touched = new Set<number>();

  /** The stand-in ids replaced by the real ones, given in the order of `openings`. */
  opened(ids: readonly number[]) {
    if (ids.length !== this.openings.length) throw new Error('not every outbreak was opened');
    for (const m of this.members)
      if (m.outbreak_id < 0) m.outbreak_id = ids[-m.outbreak_id - 1] ?? m.outbreak_id;
  }
}

/**
 * Decides the outbreaks of registrations into `plan`, in order, each seeing the outbreaks the earlier ones
 * opened or joined; only memberships that no longer hold are removed at once. The candidates are those
 * given, kept across calls by a pass over many batches, else the ongoing outbreaks the batch's dates can
 * reach, read once (./candidates.ts).
 */
export async function planRegistrations(
  tx: Orm,
  rules: OutbreakGrouping,
  ids: readonly number[],
  plan: GroupingPlan,
  candidates?: OngoingOutbreaks,
): Promise<void> {
  if (!ids.length) return;
  const order = new Map(ids.map((id, i) => [id, i]));
  const cases = (await casesOf(tx, ids)).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  for (const c of cases) for (const m of c.memberships) plan.touched.add(m.outbreak_id);
  await tx.execute(
    sql`DELETE FROM outbreak_registrations l
        WHERE l.registration_id = ANY(${sql.param([...ids])}::int[]) AND NOT EXISTS (
          SELECT 1 FROM registrations r JOIN registration_diseases d ON d.registration_id = r.id
          WHERE r.id = l.registration_id AND d.disease_id = l.disease_id AND ${countsInOutbreak('r')})`,
  );
  const missing = cases.flatMap((c) =>
    c.diseases.filter((d) => !c.memberships.some((m) => m.disease_id === d)).map((d) => ({ c, d })),
  );
  if (!missing.length) return;
  const ongoing = candidates ?? (await candidatesFor(tx, rules, missing));
  for (const { c, d } of missing) {
    let outbreak = ongoing.find(d, c);
    if (!outbreak) {
      outbreak = {
        id: -plan.openings.push({
          diseaseId: d,
          place: { village_id: c.village_id, day: c.day },
        }),
        disease_id: d,
        municipality_id: c.municipality_id,
        lat: c.lat,
        lng: c.lng,
        started: c.at,
        last: c.at,
        registrations_count: 0,
      };
      ongoing.add(outbreak);
    }
    ongoing.join(outbreak, c);
    if (outbreak.id > 0) plan.touched.add(outbreak.id);
    plan.members.push({ outbreak_id: outbreak.id, registration_id: c.id, disease_id: d });
  }
}

/**
 * Puts registrations in their outbreaks (`planRegistrations`) and writes that: the new outbreaks opened
 * in their final state (./open-planned.ts), the members in one statement per 5,000. The outbreaks that
 * existed and received or lost registrations are answered in `touched`, not yet refreshed.
 */
export async function assignRegistrations(
  tx: Orm,
  rules: OutbreakGrouping,
  ids: readonly number[],
): Promise<Grouped> {
  const plan = new GroupingPlan();
  await planRegistrations(tx, rules, ids, plan);
  const opened = (await openPlanned<{ id: number }>(tx, plan, sql`id`)).map((o) => o.id);
  await insertMembers(tx, plan.members);
  return { changes: changesOf(plan.members, new Set(opened)), touched: plan.touched };
}

/** The ongoing outbreaks the missing cases' diseases and dates can reach. */
function candidatesFor(tx: Orm, rules: OutbreakGrouping, missing: readonly { c: Case; d: number }[]) {
  const days = missing.map(({ c }) => c.at);
  const [first, last] = days.reduce(
    ([lo, hi], day) => [Math.min(lo, day), Math.max(hi, day)],
    [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
  );
  return OngoingOutbreaks.read(tx, rules, [...new Set(missing.map(({ d }) => d))], first, last);
}

/**
 * Groups registrations (in order, each seeing the outbreaks the earlier ones opened or moved) and brings
 * the outbreaks they joined or left up to date; those it opens are written once, already summed. The
 * matching runs in memory over the ongoing outbreaks read once (./candidates.ts), so a bulk import costs
 * a few statements, not a few per registration.
 * Answers the outbreaks opened and joined (a registration already in its outbreak is not a change).
 */
export async function groupRegistrations(
  tx: Orm,
  rules: OutbreakGrouping,
  ids: readonly number[],
): Promise<OutbreakChange[]> {
  const { changes, touched } = await assignRegistrations(tx, rules, ids);
  await refreshOutbreaks(tx, [...touched]);
  return changes;
}
