import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources';
import { writableInAreas } from '../../areas/recordInAreas';
import { getCachedUser } from '../../providers/session';
import type { ResourceAccess } from '../useResourceAccess';

/** Whether the signed-in viewer may change this record where they stand (the server's area rule). */
export const recordWritable = (resource: Resource, record: RaRecord | undefined): boolean =>
  !record || writableInAreas(resource, getCachedUser()?.areas, record);

/** Where a list row opens: its form for who may change it, its page otherwise; nothing in the trash. */
export function rowClickFor(resource: Resource, access: ResourceAccess, inTrash: boolean) {
  if (inTrash) return false;
  if (!access.canEdit) return 'show';
  return (_id: RaRecord['id'], _resource: string, record: RaRecord) =>
    recordWritable(resource, record) ? 'edit' : 'show';
}
