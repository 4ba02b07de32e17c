import type { Orm } from '../db/connect';
import type { JobQueue } from '../jobs/queue';
import type { WorkflowListener } from '../workflow/events';

/** Transitions that take a report out of the counts: nothing to raise. */
const NOT_TRIGGERING = new Set(['canceled', 'returned']);

export const EVALUATE_RETRIES = { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true } as const;

/**
 * The reports each transaction has already sent for evaluation: one write may emit several events (a clinical
 * confirmation is a transition, a classification and a confirmation), and one evaluation sees them all.
 */
const sentIn = new WeakMap<Orm, Set<number>>();

function notYetSent(tx: Orm, ids: readonly number[]): number[] {
  const sent = sentIn.get(tx) ?? new Set<number>();
  sentIn.set(tx, sent);
  const fresh = [...new Set(ids)].filter((id) => !sent.has(id));
  for (const id of fresh) sent.add(id);
  return fresh;
}

/**
 * Every write that can raise an alert (a report created, verified, confirmed, attached to an outbreak…)
 * enqueues its evaluation in the write's own transaction: the request pays one insert, the worker the rest.
 */
export const alertListener =
  (jobs: JobQueue): WorkflowListener =>
  async (event, tx) => {
    if (event.type === 'outbreak') {
      // The grouping's changes follow a report's own write, already enqueued; a reviewer's move is a write
      // of its own, which outbreak rules must see (a case moved in may bring an outbreak to its threshold).
      const moved = event.changes.filter((c) => c.cause === 'move').flatMap((c) => c.registrationIds);
      const fresh = notYetSent(tx, moved);
      if (fresh.length) await jobs.send(tx, 'alert-evaluate', { registrationIds: fresh }, EVALUATE_RETRIES);
      return;
    }
    if (event.resource !== 'registrations' || !event.ids.length) return;
    if (event.type === 'transition' && NOT_TRIGGERING.has(event.to)) return;
    const fresh = notYetSent(tx, event.ids);
    if (fresh.length) await jobs.send(tx, 'alert-evaluate', { registrationIds: fresh }, EVALUATE_RETRIES);
  };
