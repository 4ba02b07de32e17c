/** One step of a sync page: the rows of one table written since the cursor, or the tombstones. */
import { and, asc, getTableColumns, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../resources/kit';
import type { AreaSet } from '../areas/levels';
import type { CrudRegistry } from '../crud/context';
import { toRecords } from '../crud/store';
import type { Orm } from '../db/connect';
import { idOf, queryRows } from '../db/query';
import { columnOf } from '../db/resource-tables';
import { photosOf } from '../photos/presented';
import { commentsOf } from './comments';
import { locationScope } from './scope';
import { type OwnWindow, SYNCED_OWN, SYNCED_REFERENCES, type SyncStep } from './steps';

type Row = Record<string, unknown>;

export interface StepRead {
  /** Records to keep (or replace), in id order. */
  records: Row[];
  /** Ids to drop: deleted, trashed, or moved out of the user's reach. */
  deleted: { resource: string; id: number }[];
  /** The key the next page continues after, and how many rows the step read. */
  last: number;
  read: number;
}

export interface StepQuery {
  since: string;
  after: number;
  limit: number;
  viewer: Viewer & { areas: AreaSet };
}

export async function readStep(
  reg: CrudRegistry,
  orm: Orm,
  step: SyncStep,
  query: StepQuery,
): Promise<StepRead> {
  if (step.kind === 'tombstones') return readTombstones(orm, query);
  const { resource } = step;
  const table = reg.table(resource.name);
  const id = columnOf(table, 'id');
  const first = query.since === '0';
  const owned =
    step.kind === 'own' ? sql`${columnOf(table, step.ownerField)} = ${query.viewer.id}` : sql`true`;
  const reach: SQL =
    step.kind === 'own'
      ? ownedWithin(table, owned, step.window)
      : ((step.located ? locationScope(reg, resource.name, query.viewer.areas) : undefined) ?? sql`true`);
  const live = resource.softDelete ? isNull(columnOf(table, 'deleted_at')) : undefined;
  const changed = sql`${sql.identifier(resource.table)}.sync_xid >= ${query.since}::xid8`;
  // A first sync sends what is live within reach. A delta reads every row written since the cursor (of the
  // user's, for own records): those that left the user's reach (a village moved to another province, a
  // report closed after the window) are dropped from the phone.
  const where = first ? and(reach, live, gt(id, query.after)) : and(owned, changed, gt(id, query.after));
  const rows: Row[] = await orm
    .select({ ...getTableColumns(table), sync_inside: sql<boolean>`${reach}` })
    .from(table)
    .where(where)
    .orderBy(asc(id))
    .limit(query.limit);
  const kept = rows.filter((row) => row.sync_inside && !(resource.softDelete && row.deleted_at));
  const deleted = rows
    .filter((row) => !kept.includes(row))
    .map((row) => ({ resource: resource.name, id: idOf(row) }));
  const records = await toRecords(reg, orm, resource, kept);
  if (step.kind === 'own' && resource.actions.length) {
    const comments = await commentsOf(
      orm,
      resource.name,
      records.map((r) => r.id),
    );
    for (const record of records) record.comments = comments.get(record.id) ?? [];
  }
  if (step.kind === 'own' && resource.name === SYNCED_OWN) {
    // What the phone shows of its reports' photos, and what it need not upload again.
    const photos = await photosOf(
      orm,
      records.map((r) => r.id),
    );
    for (const record of records) record.photos = photos.get(record.id) ?? [];
  }
  const lastRow = rows.at(-1);
  return {
    records,
    deleted,
    last: lastRow ? idOf(lastRow) : query.after,
    read: rows.length,
  };
}

/**
 * The own records a phone keeps: open ones, and those dated within the window's months. A record leaving
 * the window is dropped from the phone at its next change (a delta sends it as deleted).
 */
function ownedWithin(table: Record<string, unknown>, owned: SQL, window?: OwnWindow): SQL {
  if (!window) return owned;
  const recent = sql`${columnOf(table, window.date)} >= current_date - make_interval(months => ${window.months}::int)`;
  const open = window.open && inArray(columnOf(table, window.open.field), [...window.open.values]);
  return sql`${owned} AND ${open ? sql`(${open} OR ${recent})` : recent}`;
}

/** Whether a step has anything written or deleted since `since`: one index probe. */
export function changedSince(reg: CrudRegistry, step: SyncStep, since: string, viewerId: number): SQL {
  if (step.kind === 'tombstones')
    return sql`EXISTS (SELECT 1 FROM sync_tombstones WHERE xid >= ${since}::xid8 AND ${tombstonesFor(viewerId)})`;
  const table = reg.table(step.resource.name);
  const owned = step.kind === 'own' ? sql` AND ${columnOf(table, step.ownerField)} = ${viewerId}` : sql``;
  return sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table}.sync_xid >= ${since}::xid8${owned})`;
}

/** The tombstones a user's phone hears of: reference data, and their own registrations. */
const tombstonesFor = (viewerId: number) => {
  const references = sql.join(
    SYNCED_REFERENCES.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`(resource IN (${references}) OR (resource = ${SYNCED_OWN} AND owner_id = ${viewerId}))`;
};

interface TombstoneRow {
  id: string;
  resource: string;
  record_id: number;
}

/** Deletions since the cursor: reference data for everyone, registrations for their author. */
async function readTombstones(orm: Orm, query: StepQuery): Promise<StepRead> {
  if (query.since === '0') return { records: [], deleted: [], last: 0, read: 0 };
  const rows = await queryRows<TombstoneRow>(
    orm,
    sql`SELECT id::text, resource, record_id FROM sync_tombstones
        WHERE xid >= ${query.since}::xid8 AND id > ${query.after}
          AND ${tombstonesFor(query.viewer.id)}
        ORDER BY id LIMIT ${query.limit}`,
  );
  return {
    records: [],
    deleted: rows.map((row) => ({ resource: row.resource, id: row.record_id })),
    last: Number(rows.at(-1)?.id ?? query.after),
    read: rows.length,
  };
}
