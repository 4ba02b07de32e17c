/**
 * Groups the cases of a database filled before outbreaks existed (or that grouping missed): every
 * registration that counts and belongs to no outbreak of one of its diseases goes through the live
 * grouping's decision (`planRegistrations`, the code that groups a new report), in the order the reports
 * arrived, a page at a time, so each sees the outbreaks the earlier ones opened. The ongoing outbreaks are
 * read once and kept in memory across the pages; nothing is written until the whole registry is decided.
 * Then each outbreak it opens is written once, in its final state: its first and last case, centre and
 * counts summed from its registrations, and resolved a window after its last case when that is older than
 * the window, as the demo seed does (a database with years of history would otherwise show them all as
 * ongoing). Writing them as the pages went and refreshing and resolving them after wrote each row three
 * times, each time through all the list indexes of `outbreaks`. Each outbreak opened or joined gets an
 * `upgrade` row in the audit trail with what changed and the registrations it received.
 * Idempotent: a second run finds no registration to group and changes nothing.
 */
import { type SQL, sql } from 'drizzle-orm';
import outbreaksResource from '../../resources/outbreaks';
import { changesOf } from '../audit/changes';
import { type AuditEntry, recordAuditEntries } from '../audit/record';
import type { OutbreakGrouping } from '../config';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { OngoingOutbreaks } from '../outbreaks/candidates';
import { countsInOutbreak } from '../outbreaks/case-date';
import { GroupingPlan, insertMembers, planRegistrations } from '../outbreaks/grouping';
import { openPlanned } from '../outbreaks/open-planned';
import { refreshOutbreaks } from '../outbreaks/refresh';

export const GROUP_PAST_CASES = 'group-past-cases';

const PAGE = 5000;
/** Outbreaks that existed refreshed per statement. */
const OUTBREAKS_PER_STATEMENT = 5000;

/** What the trail shows of an outbreak, its dates as plain days on both drivers. */
type OutbreakState = Record<string, unknown> & { id: number };

const stateColumns = sql`id, ref, disease_id, status, village_id, municipality_id,
  to_char(started_at, 'YYYY-MM-DD') AS started_at, to_char(last_case_at, 'YYYY-MM-DD') AS last_case_at,
  to_char(ended_at, 'YYYY-MM-DD') AS ended_at, cases, registrations_count`;

const statesWhere = (tx: Orm, where: SQL) =>
  queryRows<OutbreakState>(tx, sql`SELECT ${stateColumns} FROM outbreaks WHERE ${where} ORDER BY id`);

/** The next registrations after `after` (by id) that count and miss an outbreak for one of their diseases. */
export const ungroupedAfter = (tx: Orm, after: number) =>
  queryRows<{ id: number }>(
    tx,
    sql`SELECT r.id FROM registrations r
        WHERE r.id > ${after} AND ${countsInOutbreak('r')}
          AND EXISTS (SELECT 1 FROM registration_diseases d
                      WHERE d.registration_id = r.id AND NOT EXISTS (
                        SELECT 1 FROM outbreak_registrations l
                        WHERE l.registration_id = r.id AND l.disease_id = d.disease_id))
        ORDER BY r.id LIMIT ${PAGE}`,
  );

export interface PastCasesGrouped {
  /** Registrations grouped. */
  registrations: number;
  /** Outbreaks opened, of which `resolved` were resolved at once (last case older than the window). */
  opened: number;
  resolved: number;
  /** Outbreaks that existed before and received past cases. */
  joined: number;
}

export async function groupPastCases(tx: Orm, rules: OutbreakGrouping, now: Date): Promise<PastCasesGrouped> {
  // Only ongoing outbreaks can be joined: their state before, for the trail.
  const before = new Map((await statesWhere(tx, sql`status = 'ongoing'`)).map((o) => [o.id, o]));
  const candidates = await OngoingOutbreaks.readAll(tx, rules);
  const plan = new GroupingPlan();
  let registrations = 0;
  for (let after = 0; ; ) {
    const page = (await ungroupedAfter(tx, after)).map((r) => r.id);
    const last = page.at(-1);
    if (last === undefined) break;
    await planRegistrations(tx, rules, page, plan, candidates);
    registrations += page.length;
    after = last;
  }
  const joined = new Set(plan.members.filter((m) => m.outbreak_id > 0).map((m) => m.outbreak_id));
  const opened = await openPlanned<OutbreakState>(tx, plan, stateColumns, {
    windowDays: rules.windowDays,
    now,
  });
  await insertMembers(tx, plan.members);
  const existing = [...plan.touched];
  for (let at = 0; at < existing.length; at += OUTBREAKS_PER_STATEMENT) {
    await refreshOutbreaks(tx, existing.slice(at, at + OUTBREAKS_PER_STATEMENT));
  }
  const added = new Map<number, number[]>();
  for (const m of plan.members) {
    const list = added.get(m.outbreak_id) ?? [];
    list.push(m.registration_id);
    added.set(m.outbreak_id, list);
  }
  const trail = (state: OutbreakState, was: OutbreakState | null): AuditEntry => ({
    action: 'upgrade',
    resource: 'outbreaks',
    recordId: state.id,
    actor: { id: null, label: GROUP_PAST_CASES },
    changes: {
      ...changesOf(outbreaksResource, was, state),
      registrations_added: { before: null, after: added.get(state.id) ?? [] },
    },
  });
  const joinedStates = await statesWhere(tx, sql`id = ANY(${sql.param([...joined])}::int[])`);
  await recordAuditEntries(tx, null, [
    ...joinedStates.map((state) => trail(state, before.get(state.id) ?? null)),
    ...opened.map((state) => trail(state, null)),
  ]);
  return {
    registrations,
    opened: opened.length,
    resolved: opened.filter((o) => o.status === 'resolved').length,
    joined: joined.size,
  };
}
