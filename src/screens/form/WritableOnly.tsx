import type { ReactNode } from 'react';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Resource } from '../../../resources';
import { recordWritable } from '../list/rowClick';
import { raName } from '../raName';

/**
 * The edit form, for a record the viewer may change. One they may read but not change (an alert rule above
 * their areas, its edit URL typed in or bookmarked) opens its page instead of a form whose save the server
 * refuses (403).
 */
export function WritableOnly({ resource, children }: { resource: Resource; children: ReactNode }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (record && !recordWritable(resource, record))
    return <Navigate replace to={createPath({ resource: raName(resource), id: record.id, type: 'show' })} />;
  return children;
}
