import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources';
import { type Action, actionAllowedFrom, mayRunAction } from '../../../resources/kit';
import { useViewer } from '../../layout/navigation/useViewer';

/** The actions the viewer may run on this record in its current state (the server checks again). */
export function useRecordActions(resource: Resource, record: RaRecord | undefined): Action[] {
  const { viewer } = useViewer();
  if (!record || record.deleted_at) return [];
  const author = resource.access.own ? record[resource.access.own.field] : null;
  return resource.actions.filter(
    (action) => actionAllowedFrom(action, record) && mayRunAction(action, viewer, author),
  );
}

/** The bulk actions the viewer may run on a list. */
export function useBulkActions(resource: Resource): Action[] {
  const { viewer } = useViewer();
  return resource.actions.filter((action) => action.bulk && mayRunAction(action, viewer, null));
}
