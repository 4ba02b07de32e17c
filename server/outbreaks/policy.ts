import type { ResourcePolicy } from '../crud/policy';
import { localToday } from '../dashboard/calendar';

/**
 * An outbreak declared resolved ends on the given date, else today; one that goes on again has no end.
 * Only a resolved outbreak has an end date (WAHIS closes an outbreak with its end date).
 */
export const outbreakPolicy: ResourcePolicy = {
  async beforeWrite({ input, existing }) {
    if (!input) return;
    const status = input.values.status ?? existing?.status;
    if (status !== 'resolved') input.values.ended_at = null;
    else if (!input.values.ended_at && !existing?.ended_at) input.values.ended_at = localToday();
  },
};
