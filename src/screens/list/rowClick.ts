import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources';
import { writableInAreas } from '../../areas/recordInAreas';
import { getCachedUser } from '../../providers/session';
import type { ResourceAccess } from '../useResourceAccess';

/** Whether the signed-in viewer may change this record where they stand (the server's area rule). */
export const recordWritable = (resource: Resource, record: RaRecord | undefined): boolean =>
  !record || writableInAreas(resource, getCachedUser()?.areas, record);

const hasAreas = (areas: Record<string, number[]> | undefined) =>
  Object.values(areas ?? {}).some((ids) => ids.length > 0);

/** Where a list row opens: its form for who may change it, its page otherwise; nothing in the trash. */
export function rowClickFor(resource: Resource, access: ResourceAccess, inTrash: boolean) {
  if (inTrash) return false;
  if (!access.canEdit) return 'show';
  // Only where some rows may be readable but not writable is the choice made per row: react-admin draws
  // the rows of a function as buttons rather than links, which holds the phone row's links inside a button.
  if (!resource.readableAboveAreas || !hasAreas(getCachedUser()?.areas)) return 'edit';
  return (_id: RaRecord['id'], _resource: string, record: RaRecord) =>
    recordWritable(resource, record) ? 'edit' : 'show';
}
