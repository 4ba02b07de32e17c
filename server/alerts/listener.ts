import type { JobQueue } from '../jobs/queue';
import type { WorkflowListener } from '../workflow/events';

/** Transitions that take a report out of the counts: nothing to raise. */
const NOT_TRIGGERING = new Set(['canceled', 'returned']);

export const EVALUATE_RETRIES = { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true } as const;

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
      if (moved.length)
        await jobs.send(tx, 'alert-evaluate', { registrationIds: [...new Set(moved)] }, EVALUATE_RETRIES);
      return;
    }
    if (event.resource !== 'registrations' || !event.ids.length) return;
    if (event.type === 'transition' && NOT_TRIGGERING.has(event.to)) return;
    await jobs.send(tx, 'alert-evaluate', { registrationIds: event.ids }, EVALUATE_RETRIES);
  };
