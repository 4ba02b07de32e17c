import { rolePolicy } from './accounts/role-policy';
import { userPolicy } from './accounts/user-policy';
import type { ResourcePolicy } from './crud/policy';
import { registrationTotalFromRollups } from './dashboard/list-totals';
import { outbreakPolicy } from './outbreaks/policy';

/** Server-side rules beyond what resource modules declare, by resource name. */
export const policies: Record<string, ResourcePolicy> = {
  outbreaks: outbreakPolicy,
  registrations: { maintainedTotal: registrationTotalFromRollups },
  roles: rolePolicy,
  users: userPolicy,
};
