import type { SessionViewer } from '../auth/session-store';
import type { Orm } from '../db/connect';
import { emitWorkflowEvent, type WorkflowListener } from '../workflow/events';

const isConfirmed = (classification: string) => classification.startsWith('confirmed_');

/**
 * Tells the listeners a case was classified, and confirmed when it newly is (clinical → laboratory is a
 * classification, not a new confirmation).
 */
export async function emitClassification(
  listeners: readonly WorkflowListener[],
  tx: Orm,
  change: { resource: string; id: number; viewer: SessionViewer; from: string; to: string },
  cause: 'samples' | 'review',
): Promise<void> {
  const base = { resource: change.resource, ids: [change.id], viewer: change.viewer };
  await emitWorkflowEvent(
    listeners,
    { ...base, type: 'classified', from: change.from, to: change.to, cause },
    tx,
  );
  if (isConfirmed(change.to) && !isConfirmed(change.from))
    await emitWorkflowEvent(listeners, { ...base, type: 'confirmed', classification: change.to }, tx);
}
