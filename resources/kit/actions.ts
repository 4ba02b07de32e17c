/**
 * Workflow actions: named transitions of a record's state field, declared in the resource module. The
 * server turns each into `POST /api/{resource}/{id}/{action}` (and a bulk route), the browser into
 * buttons offered only from the states and to the viewers the declaration allows.
 */
import { can, type Viewer } from './access';

export type CommentRule = 'required' | 'optional' | 'none';
export type ActionTone = 'primary' | 'success' | 'warning' | 'error';

export interface ActionInput {
  /** The enum field the action moves (default `status`). */
  field?: string;
  /** States the record may be in; from any other the action is refused with a 422. */
  from: readonly string[];
  to: string;
  /** Viewers holding this permission (or Admin) may run it on any record they can read. */
  permission?: string;
  /** The record's author (the resource's `access.own.field`) may run it on their own records. */
  author?: boolean;
  /** Whether the action carries a comment (recorded in the history and in `commentField`). */
  comment?: CommentRule;
  /** A datetime field set to the time of the action (e.g. verified_at). */
  stamp?: string;
  /** A text field that keeps the latest comment on the record, for clients that read only the record. */
  commentField?: string;
  /** Offered on the list for the selected rows and for every row of the current filter. */
  bulk?: boolean;
  /** The request may carry corrected fields, validated like an update (a resubmission). */
  edits?: boolean;
  tone?: ActionTone;
  /** MUI icon name of the button. */
  icon?: string;
}

export interface Action extends Required<Omit<ActionInput, 'permission' | 'stamp' | 'commentField'>> {
  name: string;
  permission?: string;
  stamp?: string;
  commentField?: string;
}

const actionNamePattern = /^[a-z][a-z-]*$/;

export function defineActions(inputs: Record<string, ActionInput>): Action[] {
  return Object.entries(inputs).map(([name, input]) => {
    if (!actionNamePattern.test(name)) throw new Error(`bad action name ${name}`);
    if (!input.permission && !input.author) throw new Error(`action ${name}: nobody may run it`);
    if (input.bulk && !input.permission) throw new Error(`action ${name}: bulk actions need a permission`);
    return {
      field: 'status',
      comment: 'none',
      author: false,
      bulk: false,
      edits: false,
      tone: 'primary',
      icon: 'PlayArrow',
      ...input,
      name,
    };
  });
}

/** Whether the viewer may run the action on a record authored by `authorId` (the state aside). */
export function mayRunAction(action: Action, viewer: Viewer | null, authorId: unknown): boolean {
  if (!viewer) return false;
  if (action.permission && can(action.permission)(viewer)) return true;
  return action.author && authorId !== null && authorId !== undefined && Number(authorId) === viewer.id;
}

/** Whether the record's state allows the action. */
export const actionAllowedFrom = (action: Action, record: Record<string, unknown>): boolean =>
  action.from.includes(String(record[action.field]));
