import type { ReactElement, ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { Resource } from '../../../resources';
import { ExportButton } from '../../export';
import { ImportButton } from '../../import/ImportButton';
import { BulkActions } from '../actions/BulkActions';
import type { ResourceAccess } from '../useResourceAccess';
import { TrashToggle } from './TrashToggle';
import { useTrashMode } from './useTrashMode';

export function ListActions({
  resource,
  access,
  filters,
  extra,
}: {
  resource: Resource;
  access: ResourceAccess;
  /** The filter inputs the "Add filter" menu offers (the list's form is given them apart). */
  filters: ReactElement[];
  /** Buttons a custom list adds (reports of the selection…). */
  extra?: ReactNode;
}) {
  const { inTrash } = useTrashMode();
  return (
    <TopToolbar>
      <FilterButton filters={filters} />
      {!inTrash && <BulkActions resource={resource} scope="filtered" />}
      {access.canCreate && !inTrash && <CreateButton />}
      {access.canCreate && !inTrash && <ImportButton resource={resource} />}
      <ExportButton resource={resource} />
      {extra}
      {resource.softDelete && <TrashToggle />}
    </TopToolbar>
  );
}
