import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { workflowTransitions } from '../db/schema-workflow';

export interface SyncComment {
  action: string;
  to_state: string;
  comment: string;
  user_name: string | null;
  created_at: string;
}

/**
 * The reviewers' comments on a page of records, oldest first: what the author reads on the phone when a
 * report is sent back, verified or cancelled.
 */
export async function commentsOf(orm: Orm, resource: string, ids: number[]) {
  const byRecord = new Map<number, SyncComment[]>();
  if (!ids.length) return byRecord;
  const rows = await orm
    .select({
      record_id: workflowTransitions.record_id,
      action: workflowTransitions.action,
      to_state: workflowTransitions.to_state,
      comment: workflowTransitions.comment,
      user_name: workflowTransitions.user_name,
      created_at: workflowTransitions.created_at,
    })
    .from(workflowTransitions)
    .where(
      and(
        eq(workflowTransitions.resource, resource),
        inArray(workflowTransitions.record_id, ids),
        isNotNull(workflowTransitions.comment),
      ),
    )
    .orderBy(asc(workflowTransitions.id));
  for (const { record_id, comment, created_at, ...rest } of rows) {
    const list = byRecord.get(record_id) ?? [];
    list.push({ ...rest, comment: comment ?? '', created_at: created_at.toISOString() });
    byRecord.set(record_id, list);
  }
  return byRecord;
}
