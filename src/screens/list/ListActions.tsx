import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import type { Resource } from '../../../resources';
import type { ResourceAccess } from '../useResourceAccess';
import { TrashToggle } from './TrashToggle';
import { useTrashMode } from './useTrashMode';

export function ListActions({ resource, access }: { resource: Resource; access: ResourceAccess }) {
  const { inTrash } = useTrashMode();
  return (
    <TopToolbar>
      <FilterButton />
      {access.canCreate && !inTrash && <CreateButton />}
      <ExportButton />
      {resource.softDelete && <TrashToggle />}
    </TopToolbar>
  );
}
