import alertRules from './alert-rules';
import alerts from './alerts';
import audit from './audit';
import breeds from './breeds';
import departments from './departments';
import diseases from './diseases';
import type { Resource } from './kit';
import municipalities from './municipalities';
import outbreaks from './outbreaks';
import permissions from './permissions';
import provinces from './provinces';
import registrations from './registrations';
import roles from './roles';
import samples from './samples';
import species from './species';
import users from './users';
import villages from './villages';

/** The registry: every entity of the product, in menu order. */
export const resources: readonly Resource[] = [
  users,
  roles,
  permissions,
  provinces,
  departments,
  municipalities,
  villages,
  diseases,
  species,
  breeds,
  registrations,
  samples,
  outbreaks,
  alerts,
  alertRules,
  audit,
];

export const resourceByName = (name: string): Resource | undefined => resources.find((r) => r.name === name);

export type { Resource } from './kit';
