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

/** What a write did to one outbreak: opened it, or joined cases to it. */
export interface OutbreakChange {
  outbreakId: number;
  diseaseId: number;
  /** `opened`: this write opened it (`registrationIds` are its first cases); `joined`: it existed before. */
  kind: 'opened' | 'joined';
  registrationIds: number[];
  /** `grouping`: the automatic grouping of reports; `move`: a reviewer moved a case. */
  cause: 'grouping' | 'move';
}

/**
 * Outbreaks were opened or cases joined them (`ids`: those outbreaks), heard after the outbreaks' derived
 * columns are refreshed: alert rules on outbreaks hook in here. Cases leaving an outbreak emit nothing.
 */
export interface OutbreakEvent extends EventBase {
  type: 'outbreak';
  resource: 'outbreaks';
  changes: OutbreakChange[];
}

export type WorkflowEvent =
  | CreatedEvent
  | UpdatedEvent
  | TransitionEvent
  | ClassifiedEvent
  | ConfirmedEvent
  | OutbreakEvent;

/**
 * Reacts to an event inside its transaction; may answer follow-up events (the outbreak grouping answers
 * the `outbreak` event), which every listener of the same list then hears.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: most listeners are `async () => {}` that answer nothing
export type WorkflowListener = (event: WorkflowEvent, tx: Orm) => Promise<void | readonly WorkflowEvent[]>;

/** Calls every listener in order, in the caller's transaction, then the same for their follow-up events. */
export async function emitWorkflowEvent(
  listeners: readonly WorkflowListener[],
  event: WorkflowEvent,
  tx: Orm,
): Promise<void> {
  const followUps: WorkflowEvent[] = [];
  for (const listener of listeners) {
    const answered = await listener(event, tx);
    if (answered) followUps.push(...answered);
  }
  for (const next of followUps) await emitWorkflowEvent(listeners, next, tx);
}

/** The `outbreak` event of a list of changes, or none when nothing was opened or joined. */
export function outbreakEvent(changes: readonly OutbreakChange[], viewer: SessionViewer): OutbreakEvent[] {
  if (!changes.length) return [];
  const ids = [...new Set(changes.map((c) => c.outbreakId))];
  return [{ type: 'outbreak', resource: 'outbreaks', ids, viewer, changes: [...changes] }];
}
