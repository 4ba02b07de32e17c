import type { OutbreakGrouping } from '../config';
import { outbreakEvent, type WorkflowEvent, type WorkflowListener } from '../workflow/events';
import { groupRegistrations } from './grouping';

/**
 * Whether an event can change which outbreak a registration belongs to: a new or corrected report, one
 * canceled or brought back. Verification moves nothing (and may touch 10,000 records at once).
 */
const regroups = (event: WorkflowEvent) =>
  event.resource === 'registrations' &&
  (event.type !== 'transition' ||
    event.to === 'canceled' ||
    event.action === 'reopen' ||
    event.action === 'resubmit');

/**
 * The workflow listener that keeps outbreaks grouped, in the transaction of the write; answers the
 * `outbreak` event when outbreaks were opened or joined.
 */
export const outbreakGrouping =
  (rules: OutbreakGrouping): WorkflowListener =>
  async (event, tx) => {
    if (!regroups(event)) return;
    return outbreakEvent(await groupRegistrations(tx, rules, event.ids), event.viewer);
  };
