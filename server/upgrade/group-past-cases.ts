/**
 * Groups the cases of a database filled before outbreaks existed (or that grouping missed): every
 * registration that counts and belongs to no outbreak of one of its diseases goes through the live
 * grouping (`groupRegistrations`, the code that groups a new report), in the order the reports arrived,
 * a page at a time, so each sees the outbreaks the earlier ones opened. Outbreaks it opens whose last
 * case is older than the window are resolved a window after it, as the demo seed does: a database with
 * years of history would otherwise show them all as ongoing. Each outbreak opened or joined gets an
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
import { countsInOutbreak } from '../outbreaks/case-date';
import { groupRegistrations } from '../outbreaks/grouping';

export const GROUP_PAST_CASES = 'group-past-cases';

const PAGE = 5000;

/** What the trail shows of an outbreak, its dates as plain days on both drivers. */
type OutbreakState = Record<string, unknown> & { id: number };

const statesWhere = (tx: Orm, where: SQL) =>
  queryRows<OutbreakState>(
    tx,
    sql`SELECT id, ref, disease_id, status, village_id, municipality_id,
               to_char(started_at, 'YYYY-MM-DD') AS started_at, to_char(last_case_at, 'YYYY-MM-DD') AS last_case_at,
               to_char(ended_at, 'YYYY-MM-DD') AS ended_at, cases, registrations_count
        FROM outbreaks WHERE ${where} ORDER BY id`,
  );

/** The next registrations after `after` (by id) that count and miss an outbreak for one of their diseases. */
const ungroupedAfter = (tx: Orm, after: number) =>
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
  const added = new Map<number, number[]>();
  const opened = new Set<number>();
  let registrations = 0;
  for (let after = 0; ; ) {
    const page = (await ungroupedAfter(tx, after)).map((r) => r.id);
    const last = page.at(-1);
    if (last === undefined) break;
    for (const change of await groupRegistrations(tx, rules, page)) {
      if (change.kind === 'opened') opened.add(change.outbreakId);
      added.set(change.outbreakId, [...(added.get(change.outbreakId) ?? []), ...change.registrationIds]);
    }
    registrations += page.length;
    after = last;
  }
  const window = sql`${rules.windowDays}::int`;
  const resolved = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE outbreaks SET status = 'resolved', ended_at = last_case_at + ${window}, updated_at = now()
        WHERE id = ANY(${sql.param([...opened])}::int[]) AND status = 'ongoing'
          AND last_case_at < dashboard_day(${now.toISOString()}::timestamptz) - ${window}
        RETURNING id`,
  );
  const after = await statesWhere(tx, sql`id = ANY(${sql.param([...added.keys()])}::int[])`);
  const entries = after.map(
    (state): AuditEntry => ({
      action: 'upgrade',
      resource: 'outbreaks',
      recordId: state.id,
      actor: { id: null, label: GROUP_PAST_CASES },
      changes: {
        ...changesOf(outbreaksResource, opened.has(state.id) ? null : (before.get(state.id) ?? null), state),
        registrations_added: { before: null, after: added.get(state.id) ?? [] },
      },
    }),
  );
  await recordAuditEntries(tx, null, entries);
  return {
    registrations,
    opened: opened.size,
    resolved: resolved.length,
    joined: [...added.keys()].filter((id) => !opened.has(id)).length,
  };
}
