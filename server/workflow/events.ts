/**
 * The one place other code reacts to workflow events, inside the transaction that caused them: a listener
 * that throws undoes the whole write. Alert rules, outbreak grouping and the audit trail hook in here.
 */
import type { SessionViewer } from '../auth/session-store';
import type { Orm } from '../db/connect';

interface EventBase {
  /** API name of the resource (registrations). */
  resource: string;
  /** The records concerned: one for a single write, many for a bulk action. */
  ids: number[];
  viewer: SessionViewer;
}

/** A record was created through the API (a field report arriving, for registrations). */
export interface CreatedEvent extends EventBase {
  type: 'created';
}

/** A record was changed through the API: updated (its place or diseases corrected), trashed or restored. */
export interface UpdatedEvent extends EventBase {
  type: 'updated';
}

/** A workflow action moved the records from one of `from` to `to`. */
export interface TransitionEvent extends EventBase {
  type: 'transition';
  action: string;
  to: string;
  comment: string | null;
}

/**
 * A case's classification changed, from its laboratory results (`cause: 'samples'`) or a reviewer's
 * classification (`cause: 'review'`).
 */
export interface ClassifiedEvent extends EventBase {
  type: 'classified';
  from: string;
  to: string;
  cause: 'samples' | 'review';
}

/** A case became confirmed (clinical or laboratory): what outbreak grouping and alerts wait for. */
export interface ConfirmedEvent extends EventBase {
  type: 'confirmed';
  classification: string;
}

export type WorkflowEvent = CreatedEvent | UpdatedEvent | TransitionEvent | ClassifiedEvent | ConfirmedEvent;

export type WorkflowListener = (event: WorkflowEvent, tx: Orm) => Promise<void>;

/** Calls every listener in order, in the caller's transaction. */
export async function emitWorkflowEvent(
  listeners: readonly WorkflowListener[],
  event: WorkflowEvent,
  tx: Orm,
): Promise<void> {
  for (const listener of listeners) await listener(event, tx);
}
