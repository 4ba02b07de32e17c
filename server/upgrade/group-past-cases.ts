/**
 * Groups the cases of a database filled before outbreaks existed (or that grouping missed): every
 * registration that counts and belongs to no outbreak of one of its diseases goes through the live
 * grouping (`assignRegistrations`, the code that groups a new report), in the order the reports arrived,
 * a page at a time, so each sees the outbreaks the earlier ones opened. The ongoing outbreaks are read
 * once and kept in memory across the pages, and the outbreaks touched are refreshed once at the end:
 * re-reading them for every page made the pass grow with the square of the registry. Outbreaks it opens whose last
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
import { OngoingOutbreaks } from '../outbreaks/candidates';
import { countsInOutbreak } from '../outbreaks/case-date';
import { assignRegistrations } from '../outbreaks/grouping';
import { refreshOutbreaks } from '../outbreaks/refresh';

export const GROUP_PAST_CASES = 'group-past-cases';

const PAGE = 5000;
/** Outbreaks refreshed per statement at the end. */
const REFRESH_CHUNK = 20_000;

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
  const added = new Map<number, number[]>();
  const opened = new Set<number>();
  const touched = new Set<number>();
  let registrations = 0;
  for (let after = 0; ; ) {
    const page = (await ungroupedAfter(tx, after)).map((r) => r.id);
    const last = page.at(-1);
    if (last === undefined) break;
    const grouped = await assignRegistrations(tx, rules, page, candidates);
    for (const change of grouped.changes) {
      if (change.kind === 'opened') opened.add(change.outbreakId);
      const list = added.get(change.outbreakId) ?? [];
      list.push(...change.registrationIds);
      added.set(change.outbreakId, list);
    }
    for (const id of grouped.touched) touched.add(id);
    registrations += page.length;
    after = last;
  }
  const ids = [...touched];
  for (let at = 0; at < ids.length; at += REFRESH_CHUNK) {
    await refreshOutbreaks(tx, ids.slice(at, at + REFRESH_CHUNK));
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
