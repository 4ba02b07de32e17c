import { BulkDeleteButton, Datagrid, List } from 'react-admin';
import { listFields } from '../fieldSelections';
import { systemFields, useDisplayFields } from '../fields/useDisplayFields';
import { useListFilters } from '../filters/useListFilters';
import { LIST_PAGE_SIZE } from '../list/GenericList';
import { ListActions } from '../list/ListActions';
import { RowActions } from '../list/RowActions';
import { useTrashMode } from '../list/useTrashMode';
import { raName } from '../raName';
import type { ScreenProps } from '../screenTypes';
import { type ResourceAccess, useResourceAccess } from '../useResourceAccess';
import { useResourceTranslate } from '../useResourceTranslate';
import { StatusToggle } from './StatusToggle';

const STATUS = 'status';

/** The generated user list, with the status column as a quick switch. */
export function UserList({ resource }: ScreenProps) {
  const t = useResourceTranslate(resource);
  const access = useResourceAccess(resource);
  const filters = useListFilters(resource);
  const [field, order] = resource.defaultSort;
  return (
    <List
      resource={raName(resource)}
      title={t.name(2)}
      perPage={LIST_PAGE_SIZE}
      sort={{ field, order }}
      filters={filters}
      actions={<ListActions resource={resource} access={access} />}
    >
      <UserGrid resource={resource} access={access} />
    </List>
  );
}

function UserGrid({ resource, access }: ScreenProps & { access: ResourceAccess }) {
  const { inTrash } = useTrashMode();
  const t = useResourceTranslate(resource);
  const columns = useDisplayFields(
    resource,
    [...listFields(resource), ['created_at', systemFields.created_at]],
    'list',
  ).map((column) =>
    column.key === STATUS ? (
      <StatusToggle
        key={STATUS}
        resource={resource}
        source={STATUS}
        label={t.field(STATUS)}
        sortable={!!resource.fields[STATUS].sort}
        canEdit={access.canEdit && !inTrash}
      />
    ) : (
      column
    ),
  );
  return (
    <Datagrid
      rowClick={inTrash ? false : access.canEdit ? 'edit' : 'show'}
      bulkActionButtons={
        access.canDelete && !inTrash ? <BulkDeleteButton mutationMode="pessimistic" /> : false
      }
    >
      {columns}
      <RowActions label={t.field('actions')} resource={resource} access={access} inTrash={inTrash} />
    </Datagrid>
  );
}
