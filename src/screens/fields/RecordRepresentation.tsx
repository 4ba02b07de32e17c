import { useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import { representRecord } from '../representation';

/** The current record named by its own module (used inside reference fields and chips). */
export function RecordRepresentation({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  return <>{representRecord(resource, record)}</>;
}
