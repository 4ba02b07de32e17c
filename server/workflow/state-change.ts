import { sql } from 'drizzle-orm';
import type { Action } from '../../resources/kit';
import type { SessionViewer } from '../auth/session-store';
import { columnName } from '../db/resource-tables';

/** The columns an action sets besides the state: its stamp, the latest comment, updated_at. */
export function stateChange(action: Action, comment: string | null): Record<string, unknown> {
  const set: Record<string, unknown> = { [action.field]: action.to, updated_at: sql`now()` };
  if (action.stamp) set[action.stamp] = sql`now()`;
  if (action.commentField) set[action.commentField] = comment;
  return set;
}

/** The same as SQL assignments, for the set-based bulk statement. */
export function stateChangeSql(action: Action, comment: string | null) {
  return sql.join(
    Object.entries(stateChange(action, comment)).map(
      ([key, value]) => sql`${sql.identifier(columnName(key))} = ${value}`,
    ),
    sql`, `,
  );
}

/** A history row's author columns: the id, and the name as it was then. */
export const actorOf = (viewer: SessionViewer) => ({ user_id: viewer.id, user_name: viewer.name });
