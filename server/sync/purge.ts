import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow } from '../db/query';
import { SYNC_HORIZON_KEY } from './sync-page';

/** How long deletions are kept for phones that were away: a phone away longer downloads its copy again. */
export const SYNC_TOMBSTONE_RETENTION_DAYS = 180;

/**
 * Deletes tombstones older than the retention and records the newest transaction among them (the
 * horizon): a cursor from before it cannot be answered with a delta, so that phone starts over.
 */
export async function purgeSyncTombstones(orm: Orm, retentionDays = SYNC_TOMBSTONE_RETENTION_DAYS) {
  return orm.transaction(async (tx) => {
    const { horizon, purged } = await queryRow<{ horizon: string | null; purged: number }>(
      tx,
      sql`WITH gone AS (
            DELETE FROM sync_tombstones WHERE deleted_at < now() - make_interval(days => ${retentionDays})
            RETURNING xid)
          SELECT max(xid)::text AS horizon, count(*)::int AS purged FROM gone`,
    );
    if (horizon !== null)
      await tx.execute(
        sql`INSERT INTO settings (key, value) VALUES (${SYNC_HORIZON_KEY}, to_jsonb(${horizon}::text))
            ON CONFLICT (key) DO UPDATE SET value = CASE
              WHEN (settings.value #>> '{}')::xid8 > (excluded.value #>> '{}')::xid8 THEN settings.value
              ELSE excluded.value END`,
      );
    return purged;
  });
}
