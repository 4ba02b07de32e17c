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
    if (event.resource !== 'registrations' || !event.ids.length) return;
    if (event.type === 'transition' && NOT_TRIGGERING.has(event.to)) return;
    await jobs.send(tx, 'alert-evaluate', { registrationIds: event.ids }, EVALUATE_RETRIES);
  };
