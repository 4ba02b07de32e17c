import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { Resource } from '../../../resources';
import { ExportButton } from '../../export';
import { ImportButton } from '../../import/ImportButton';
import { BulkActions } from '../actions/BulkActions';
import type { ResourceAccess } from '../useResourceAccess';
import { TrashToggle } from './TrashToggle';
import { useTrashMode } from './useTrashMode';

/**
 * On a phone the buttons wrap onto more rows: on one row aligned to the end, a toolbar wider than the
 * screen (the registrations' at 390 px) pushed its first button, "Add filter", past the start edge where
 * nothing scrolls to it, and a phone user could not filter the list.
 */
const wrapped = { flexWrap: 'wrap', rowGap: 0.5, minHeight: 0 } as const;

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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TopToolbar sx={phone ? wrapped : undefined}>
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
