/**
 * What a phone keeps, in the order a sync sends it: the locations (top first, so parents arrive before
 * their children), the animal reference data, the user's own registrations, then the tombstones.
 */
import type { Resource, SyncWindow } from '../../resources/kit';
import { levelOf } from '../areas/levels';
import type { CrudRegistry } from '../crud/context';

/** Every synced table carries `sync_xid` and leaves tombstones (drizzle/0031_sync_change_tracking.sql). */
export const SYNCED_REFERENCES = [
  'provinces',
  'departments',
  'municipalities',
  'villages',
  'species',
  'breeds',
  'diseases',
] as const;
export const SYNCED_OWN = 'registrations';

export type SyncStep =
  /** Reference data for everyone; locations kept to the user's areas. */
  | { kind: 'reference'; resource: Resource; located: boolean }
  /** Records whose owner field holds the user (their registrations), within the resource's window. */
  | { kind: 'own'; resource: Resource; ownerField: string; window?: OwnWindow }
  | { kind: 'tombstones' };

/** A resource's sync window with the configured months (SYNC_WINDOW_MONTHS). */
export interface OwnWindow extends SyncWindow {
  months: number;
}

export function syncSteps(reg: CrudRegistry, windowMonths: number): SyncStep[] {
  const present = (name: string) => reg.resources.find((r) => r.name === name);
  const steps: SyncStep[] = [];
  for (const name of SYNCED_REFERENCES) {
    const resource = present(name);
    if (resource) steps.push({ kind: 'reference', resource, located: !!levelOf(name) });
  }
  const own = present(SYNCED_OWN);
  if (own?.access.own) {
    const window =
      own.syncWindow && windowMonths > 0 ? { ...own.syncWindow, months: windowMonths } : undefined;
    steps.push({ kind: 'own', resource: own, ownerField: own.access.own.field, window });
  }
  steps.push({ kind: 'tombstones' });
  return steps;
}
