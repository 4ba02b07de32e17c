import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { Resource } from '../../../resources';
import { ExportButton } from '../../export';
import { ImportButton } from '../../import/ImportButton';
import { BulkActions } from '../actions/BulkActions';
import type { ResourceAccess } from '../useResourceAccess';
import { TrashToggle } from './TrashToggle';
import { useTrashMode } from './useTrashMode';

export function ListActions({ resource, access }: { resource: Resource; access: ResourceAccess }) {
  const { inTrash } = useTrashMode();
  return (
    <TopToolbar>
      <FilterButton />
      {!inTrash && <BulkActions resource={resource} scope="filtered" />}
      {access.canCreate && !inTrash && <CreateButton />}
      {access.canCreate && !inTrash && <ImportButton resource={resource} />}
      <ExportButton resource={resource} />
      {resource.softDelete && <TrashToggle />}
    </TopToolbar>
  );
}
