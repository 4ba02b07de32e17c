import type { RaRecord, SortPayload } from 'react-admin';
import type { Resource } from '../../../resources';
import { raName } from '../raName';
import { representRecord } from '../representation';
import { requireResource } from '../requireResource';

/** What every picker over a target resource shares: its react-admin name, order, labels and search. */
export function referencePicker(targetName: string) {
  const target: Resource = requireResource(targetName);
  const [field, order] = target.defaultSort;
  return {
    target,
    reference: raName(target),
    sort: { field, order } satisfies SortPayload,
    optionText: (record: RaRecord) => representRecord(target, record),
    filterToQuery: (q: string) => ({ q }),
  };
}
