import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../resources/audit';
import type { Orm } from '../db/connect';
import type { Changes } from './changes';

export interface AuditEntry {
  action: AuditAction;
  /** API name of the resource the action touched (absent for sign-ins). */
  resource?: string;
  recordId?: number | null;
  changes?: Changes | null;
  /** The actor when the request has no signed-in viewer yet (a sign-in, a password reset). */
  actor?: { id: number | null; label: string };
}

/**
 * Records one action in the audit trail. Call it with the transaction of the change it records, so
 * that a change that rolls back leaves no row and a recorded change cannot be lost:
 *
 *   await orm.transaction(async (tx) => {
 *     await tx.update(...);
 *     await recordAudit(tx, request, { action: 'verify', resource: 'registrations', recordId: id, changes });
 *   });
 *
 * The actor and IP come from the request (its signed-in viewer, else `entry.actor`). Never pass
 * secrets (passwords, hashes, tokens, codes) in `changes`.
 */
/** How the trail names a signed-in actor: name and email at the time. */
export const actorLabel = (viewer: { name: string; email: string }) => `${viewer.name} <${viewer.email}>`;

export async function recordAudit(orm: Orm, request: FastifyRequest | null, entry: AuditEntry) {
  await recordAuditEntries(orm, request, [entry]);
}

const ENTRIES_PER_INSERT = 5000;

/**
 * Records several actions of one change at once (a bulk upgrade), in one statement per 5,000 sent as one
 * JSON value: as bound parameters, seven per row, building and sending them cost more than the insert.
 */
export async function recordAuditEntries(
  orm: Orm,
  request: FastifyRequest | null,
  entries: readonly AuditEntry[],
) {
  const viewer = request?.viewer;
  const rows = entries.map((entry) => {
    const actor = entry.actor ?? (viewer ? { id: viewer.id, label: actorLabel(viewer) } : null);
    return {
      user_id: actor?.id ?? null,
      actor: actor?.label ?? null,
      action: entry.action,
      resource: entry.resource ?? null,
      record_id: entry.recordId ?? null,
      ip: request?.ip ?? null,
      changes: entry.changes && Object.keys(entry.changes).length ? entry.changes : null,
    };
  });
  for (let at = 0; at < rows.length; at += ENTRIES_PER_INSERT) {
    await orm.execute(
      sql`INSERT INTO audit_log (user_id, actor, action, resource, record_id, ip, changes)
          SELECT user_id, actor, action, resource, record_id, ip, nullif(changes, 'null'::jsonb)
          FROM jsonb_to_recordset(${JSON.stringify(rows.slice(at, at + ENTRIES_PER_INSERT))}::jsonb)
            AS x(user_id int, actor text, action text, resource text, record_id int, ip text, changes jsonb)`,
    );
  }
}
