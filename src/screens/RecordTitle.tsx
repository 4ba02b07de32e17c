import { useRecordContext } from 'react-admin';
import type { Resource } from '../../resources';
import { representRecord } from './representation';
import { useResourceTranslate } from './useResourceTranslate';

/** Page title of edit and show screens: "Province Centre". */
export function RecordTitle({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const t = useResourceTranslate(resource);
  return <>{record ? `${t.name(1)} ${representRecord(resource, record)}` : t.name(1)}</>;
}
