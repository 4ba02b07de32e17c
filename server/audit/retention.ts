import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { changedRows } from '../db/query';
import { auditLog } from '../db/schema';

/**
 * Deletes audit rows older than the retention (AUDIT_RETENTION_DAYS); 0 keeps everything. Removes at
 * most `batch` rows per statement so a first purge of years of history never holds long locks.
 */
export async function purgeAudit(orm: Orm, retentionDays: number, batch = 10_000): Promise<number> {
  if (retentionDays <= 0) return 0;
  let removed = 0;
  for (;;) {
    const n = changedRows(
      await orm.execute(sql`
      DELETE FROM ${auditLog} WHERE ${auditLog.id} IN (
        SELECT ${auditLog.id} FROM ${auditLog}
        WHERE ${auditLog.created_at} < now() - make_interval(days => ${retentionDays})
        LIMIT ${batch})`),
    );
    removed += n;
    if (n < batch) return removed;
  }
}
