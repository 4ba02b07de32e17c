import type { RaRecord } from 'react-admin';
import type { Resource } from '../../resources';

/** Names a record the way its module says: `recordRepresentation` may list several fields separated by a space. */
export function representRecord(resource: Resource, record: RaRecord | undefined | null): string {
  if (!record) return '';
  const text = resource.recordRepresentation
    .split(' ')
    .map((source) => record[source])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
  return text || `#${record.id}`;
}

/** For `<Resource recordRepresentation>` in the app shell. */
export const recordRepresentationFor =
  (resource: Resource) =>
  (record: RaRecord): string =>
    representRecord(resource, record);
