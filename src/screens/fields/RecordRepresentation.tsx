import { useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import { representRecord } from '../representation';

/**
 * The current record named by its own module (used inside reference fields and chips), isolated so a name
 * in another script keeps its own direction (a French name in the Arabic interface).
 */
export function RecordRepresentation({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  return <bdi>{representRecord(resource, record)}</bdi>;
}
