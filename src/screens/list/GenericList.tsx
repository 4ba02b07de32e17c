import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { BulkDeleteButton, Datagrid, List } from 'react-admin';
import type { Resource } from '../../../resources';
import { BulkActions } from '../actions/BulkActions';
import { useBulkActions } from '../actions/useRecordActions';
import { listFields } from '../fieldSelections';
import { systemFields, useDisplayFields } from '../fields/useDisplayFields';
import { ListFilterForm } from '../filters/ListFilterForm';
import { useListFilters } from '../filters/useListFilters';
import { raName } from '../raName';
import type { ScreenProps } from '../screenTypes';
import { type ResourceAccess, useResourceAccess } from '../useResourceAccess';
import { useResourceTranslate } from '../useResourceTranslate';
import { ListActions } from './ListActions';
import { ListPagination } from './ListPagination';
import { PhoneList } from './PhoneList';
import { RowActions } from './RowActions';
import { rowClickFor } from './rowClick';
import { useLeaveTrashOnExit } from './useLeaveTrashOnExit';
import { useTrashMode } from './useTrashMode';

export const LIST_PAGE_SIZE = 10;

/** Half MUI's side padding: a registration's ten columns and its actions fit a 1280 px screen. */
const compactCells = {
  '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 },
  '& .RaDatagrid-headerCell:first-of-type, & .RaDatagrid-rowCell:first-of-type': { ps: 2 },
} as const;

/** Replaces a generated column (by field name) with a custom one, e.g. a quick status switch. */
export type ColumnOverrides = Record<
  string,
  (context: { resource: Resource; access: ResourceAccess; inTrash: boolean }) => ReactElement
>;

export function GenericList({
  resource,
  columns,
  actions,
}: ScreenProps & { columns?: ColumnOverrides; actions?: ReactNode }) {
  const t = useResourceTranslate(resource);
  const access = useResourceAccess(resource);
  const filters = useListFilters(resource);
  const [field, order] = resource.defaultSort;
  useLeaveTrashOnExit(raName(resource));
  return (
    <List
      resource={raName(resource)}
      title={t.name(2)}
      perPage={LIST_PAGE_SIZE}
      sort={{ field, order }}
      filters={<ListFilterForm filters={filters} />}
      actions={<ListActions resource={resource} access={access} filters={filters.inputs} extra={actions} />}
      pagination={<ListPagination />}
    >
      <RecordGrid resource={resource} access={access} overrides={columns ?? {}} />
    </List>
  );
}

/** Inside the list so it can read the trash filter from the list context. */
function RecordGrid(props: { resource: Resource; access: ResourceAccess; overrides: ColumnOverrides }) {
  const { resource, access, overrides } = props;
  const { inTrash } = useTrashMode();
  const t = useResourceTranslate(resource);
  const columns = useDisplayFields(
    resource,
    [...listFields(resource), ['created_at', systemFields.created_at]],
    'list',
  ).map((column) => overrides[String(column.key)]?.({ resource, access, inTrash }) ?? column);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const hasBulkActions = useBulkActions(resource).length > 0 || access.canDelete;
  if (phone) return <PhoneList resource={resource} access={access} inTrash={inTrash} columns={columns} />;
  const rowClick = rowClickFor(resource, access, inTrash);
  const bulkActions =
    inTrash || !hasBulkActions ? (
      false
    ) : (
      <>
        <BulkActions resource={resource} scope="selected" />
        {access.canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
      </>
    );
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActions} sx={compactCells}>
      {columns}
      <RowActions label={t.field('actions')} resource={resource} access={access} inTrash={inTrash} />
    </Datagrid>
  );
}
