import { Box } from '@mui/material';
import { Children, isValidElement, type ReactElement } from 'react';
import { type RaRecord, SimpleList } from 'react-admin';
import type { Resource } from '../../../resources';
import { ReferenceLinks } from '../fields/referenceLinks';
import { representRecord } from '../representation';
import type { ResourceAccess } from '../useResourceAccess';
import { RowActions } from './RowActions';
import { rowClickFor } from './rowClick';

/** How many of the list's columns a phone row shows under the record's name. */
const DETAIL_COLUMNS = 3;

interface PhoneListProps {
  resource: Resource;
  access: ResourceAccess;
  inTrash: boolean;
  /** The desktop table's column elements (Datagrid fields): the first few become the row's details. */
  columns: ReactElement[];
}

/**
 * The list on a phone (react-admin's SimpleList): one row per record, its name first and a few of its
 * columns below as "label: value", a tap opening it — no table to scroll sideways. In the trash, the
 * restore and delete buttons stay at the row's end.
 */
export function PhoneList({ resource, access, inTrash, columns }: PhoneListProps) {
  const details = columns.filter(
    (column) => !resource.recordRepresentation.split(' ').includes(sourceOf(column)),
  );
  const rowClick = rowClickFor(resource, access, inTrash);
  return (
    // The row is itself a link (or a button): its details hold no link of their own.
    <ReferenceLinks.Provider value={false}>
      <SimpleList
        primaryText={(record: RaRecord) => <bdi>{representRecord(resource, record)}</bdi>}
        secondaryText={<PhoneDetails columns={details.slice(0, DETAIL_COLUMNS)} />}
        rightIcon={
          inTrash ? () => <RowActions resource={resource} access={access} inTrash={inTrash} /> : undefined
        }
        rowClick={rowClick}
      />
    </ReferenceLinks.Provider>
  );
}

const sourceOf = (column: ReactElement): string =>
  isValidElement<{ source?: string }>(column) ? (column.props.source ?? '') : '';

function PhoneDetails({ columns }: { columns: ReactElement[] }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
      {Children.map(columns, (column) =>
        isValidElement<{ label?: string }>(column) ? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, minWidth: 0 }}>
            <span>{column.props.label}:</span>
            {column}
          </Box>
        ) : null,
      )}
    </Box>
  );
}
