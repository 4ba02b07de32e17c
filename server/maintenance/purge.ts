import { lt, or, sql } from 'drizzle-orm';
import { purgeAudit } from '../audit/retention';
import { purgeExpiredSessions, type SessionTimeouts } from '../auth/session-store';
import { purgeExpiredThrottles } from '../auth/throttle';
import { purgeExpiredTokens } from '../auth/tokens';
import type { Orm } from '../db/connect';
import { changedRows } from '../db/query';
import { outbox, passwordResets } from '../db/schema';
import { purgeSyncTombstones } from '../sync/purge';

/** How long a used or expired reset code is kept (to answer "did I get a code?" questions). */
const RESET_CODE_RETENTION = sql`interval '1 day'`;
/** How long mail kept in the outbox (no SMTP_URL) stays readable by the operator. */
const OUTBOX_RETENTION = sql`interval '30 days'`;

export interface PurgeCounts {
  sessions: number;
  throttles: number;
  resetCodes: number;
  tokens: number;
  outbox: number;
  audit: number;
  syncTombstones: number;
}

/**
 * Deletes what has outlived its use: ended sessions, expired access tokens, finished throttle windows, spent reset codes and old
 * outbox mail, sync tombstones past their retention, and audit rows older than `auditRetentionDays` (0 keeps them). A plain function, so it can run from a timer today and from a job queue later.
 */
export async function purgeExpiredRows(
  orm: Orm,
  timeouts: SessionTimeouts,
  auditRetentionDays = 0,
): Promise<PurgeCounts> {
  const sessions = changedRows(await purgeExpiredSessions(orm, timeouts));
  const throttles = changedRows(await purgeExpiredThrottles(orm));
  const resetCodes = changedRows(
    await orm
      .delete(passwordResets)
      .where(
        or(
          lt(passwordResets.expires_at, sql`now() - ${RESET_CODE_RETENTION}`),
          lt(passwordResets.used_at, sql`now() - ${RESET_CODE_RETENTION}`),
        ),
      ),
  );
  const tokens = changedRows(await purgeExpiredTokens(orm));
  const mail = changedRows(
    await orm.delete(outbox).where(lt(outbox.created_at, sql`now() - ${OUTBOX_RETENTION}`)),
  );
  const audit = await purgeAudit(orm, auditRetentionDays);
  const syncTombstones = await purgeSyncTombstones(orm);
  return { sessions, throttles, resetCodes, tokens, outbox: mail, audit, syncTombstones };
}
