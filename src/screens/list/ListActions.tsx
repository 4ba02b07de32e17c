import type { ReactNode } from 'react';
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
  extra,
}: {
  resource: Resource;
  access: ResourceAccess;
  /** Buttons a custom list adds (reports of the selection…). */
  extra?: ReactNode;
}) {
  const { inTrash } = useTrashMode();
  return (
    <TopToolbar>
      <FilterButton />
      {!inTrash && <BulkActions resource={resource} scope="filtered" />}
      {access.canCreate && !inTrash && <CreateButton />}
      {access.canCreate && !inTrash && <ImportButton resource={resource} />}
      <ExportButton resource={resource} />
      {extra}
      {resource.softDelete && <TrashToggle />}
    </TopToolbar>
  );
}
