/**
 * One page of a sync: the changes and deletions since the phone's cursor, up to a number of rows, and the
 * cursor to ask with next. A round (a first sync, or a delta) may span pages; the cursor of its last page
 * starts the next delta.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../../resources/kit';
import type { AreaSet } from '../areas/levels';
import type { CrudRegistry } from '../crud/context';
import { queryRow } from '../db/query';
import { fullRound, type SyncCursor, scopeOf } from './cursor';
import { changedSince, readStep } from './read-step';
import { type SyncStep, syncSteps } from './steps';

/** The settings key under which the purge records the newest transaction whose tombstones it deleted. */
export const SYNC_HORIZON_KEY = 'sync_horizon';

export interface SyncPage {
  cursor: SyncCursor;
  /** More pages follow in this round: ask again at once with `cursor`. */
  more: boolean;
  /** The phone drops its copy of the reference data and its registrations before applying this page. */
  reset: boolean;
  changes: Record<string, Record<string, unknown>[]>;
  deleted: Record<string, number[]>;
}

interface Horizon {
  xmin: string;
  xmax: string;
  horizon: string | null;
  /** Whether anything the user keeps was written or deleted since the cursor (false for a first sync). */
  changed: boolean;
}

/**
 * Where a round starts (the oldest running transaction: what this sync may not see is that or later), and,
 * for a delta, whether there is anything to send: an empty delta, the phone's usual question, is this one
 * statement of index probes.
 */
function horizonOf(reg: CrudRegistry, steps: readonly SyncStep[], since: string, viewerId: number) {
  const probes = since === '0' ? [] : steps.map((step) => changedSince(reg, step, since, viewerId));
  const changed = probes.length ? sql.join(probes, sql` OR `) : sql`false`;
  return queryRow<Horizon>(
    reg.orm,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
               pg_snapshot_xmax(pg_current_snapshot())::text AS xmax,
               (SELECT value #>> '{}' FROM settings WHERE key = ${SYNC_HORIZON_KEY}) AS horizon,
               ${changed} AS changed`,
  );
}

/**
 * Whether a delta from `since` would be complete: not when its tombstones were purged, nor when it comes
 * from another database (a restored backup counts transactions from elsewhere).
 */
const deltaPossible = (since: string, { xmax, horizon }: Horizon) =>
  BigInt(since) <= BigInt(xmax) && (horizon === null || BigInt(since) > BigInt(horizon));

export async function syncPage(
  reg: CrudRegistry,
  viewer: Viewer & { areas: AreaSet },
  given: SyncCursor | null,
  { limit, windowMonths }: { limit: number; windowMonths: number },
): Promise<SyncPage> {
  const scope = scopeOf(viewer.areas);
  const steps = syncSteps(reg, windowMonths);
  let cursor = given ?? fullRound(scope);
  let reset = !given;
  if (cursor.upto === null) {
    const horizon = await horizonOf(reg, steps, cursor.scope === scope ? cursor.since : '0', viewer.id);
    if (cursor.scope !== scope || (cursor.since !== '0' && !deltaPossible(cursor.since, horizon))) {
      cursor = fullRound(scope);
      reset = true;
    } else if (cursor.since !== '0' && !horizon.changed) {
      const since = BigInt(horizon.xmin) > BigInt(cursor.since) ? horizon.xmin : cursor.since;
      return { cursor: { ...cursor, since }, more: false, reset, changes: {}, deleted: {} };
    }
    cursor = { ...cursor, upto: horizon.xmin };
  } else if (cursor.scope !== scope) {
    cursor = { ...fullRound(scope), upto: (await horizonOf(reg, steps, '0', viewer.id)).xmin };
    reset = true;
  }

  const changes: SyncPage['changes'] = {};
  const deleted: SyncPage['deleted'] = {};
  let { step, after } = cursor;
  let remaining = limit;
  while (step < steps.length && remaining > 0) {
    const current = steps[step];
    if (!current) break;
    const read = await readStep(reg, reg.orm, current, {
      since: cursor.since,
      after,
      limit: remaining,
      viewer,
    });
    if (read.records.length && current.kind !== 'tombstones') {
      const list = changes[current.resource.name] ?? [];
      changes[current.resource.name] = list.concat(read.records);
    }
    for (const { resource, id } of read.deleted) deleted[resource] = [...(deleted[resource] ?? []), id];
    remaining -= read.read;
    if (remaining > 0) {
      step += 1;
      after = 0;
    } else after = read.last;
  }
  const more = step < steps.length;
  const next: SyncCursor = more
    ? { ...cursor, step, after }
    : { since: cursor.upto ?? cursor.since, upto: null, step: 0, after: 0, scope };
  return { cursor: next, more, reset, changes, deleted };
}
