import { type RaRecord, useGetIdentity } from 'react-admin';
import type { Resource } from '../../../resources';
import { AUTHOR_PHOTO_STATUSES } from '../../../shared/photo-limits';
import { useResourceAccess } from '../../screens/useResourceAccess';

const authorStatuses: readonly string[] = AUTHOR_PHOTO_STATUSES;

/**
 * As the API decides it: those who may edit registrations (the server also checks their areas), and the
 * author while the report is still open. Nothing is offered while either answer is pending.
 */
export function useMayChangePhotos(resource: Resource, record: RaRecord | undefined): boolean {
  const { canEdit } = useResourceAccess(resource);
  const { identity } = useGetIdentity();
  if (!record) return false;
  if (canEdit) return true;
  return (
    identity?.id !== undefined &&
    identity.id === record.user_id &&
    authorStatuses.includes(String(record.status))
  );
}
