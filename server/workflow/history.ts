import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { workflowTransitions } from '../db/schema-workflow';

/** A record's workflow history, oldest first, as the API shows it. */
export async function historyOf(orm: Orm, resource: string, id: number) {
  const rows = await orm
    .select({
      id: workflowTransitions.id,
      action: workflowTransitions.action,
      from_state: workflowTransitions.from_state,
      to_state: workflowTransitions.to_state,
      comment: workflowTransitions.comment,
      user_id: workflowTransitions.user_id,
      user_name: workflowTransitions.user_name,
      created_at: workflowTransitions.created_at,
    })
    .from(workflowTransitions)
    .where(and(eq(workflowTransitions.resource, resource), eq(workflowTransitions.record_id, id)))
    .orderBy(asc(workflowTransitions.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
