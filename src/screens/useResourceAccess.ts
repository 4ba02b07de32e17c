import { useCanAccess } from 'react-admin';
import type { Resource } from '../../resources';
import { raName } from './raName';

export interface ResourceAccess {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The client only hides what the server would refuse; while the answer is pending, nothing is offered. */
export function useResourceAccess(resource: Resource): ResourceAccess {
  const name = raName(resource);
  const create = useCanAccess({ resource: name, action: 'create' });
  const edit = useCanAccess({ resource: name, action: 'edit' });
  const remove = useCanAccess({ resource: name, action: 'delete' });
  return {
    canCreate: create.canAccess === true,
    canEdit: edit.canAccess === true,
    canDelete: remove.canAccess === true,
  };
}
