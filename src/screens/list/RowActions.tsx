import { Stack } from '@mui/material';
import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources';
import { RecordActions } from '../actions/RecordActions';
import { ConfirmedDeleteButton } from '../form/ConfirmedDeleteButton';
import { representRecord } from '../representation';
import type { ResourceAccess } from '../useResourceAccess';
import { ForceDeleteButton } from './ForceDeleteButton';
import { RestoreButton } from './RestoreButton';
import { recordWritable } from './rowClick';

interface RowActionsProps {
  resource: Resource;
  access: ResourceAccess;
  inTrash: boolean;
  /** Datagrid reads `label` from its children for the header. */
  label?: string;
}

/**
 * The row's buttons as icons: their names stay as each button's accessible name (aria-label) and
 * tooltip (title), so the columns keep the width.
 */
const iconOnly = {
  '& .MuiButton-root': { fontSize: 0, minWidth: 36, minHeight: 36, px: 1 },
  '& .MuiButton-startIcon': { m: 0 },
  '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 20 },
} as const;

export function RowActions({ resource, access, inTrash }: RowActionsProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={stopRowClick} sx={iconOnly}>
      {inTrash ? (
        <>
          {access.canEdit && <RestoreButton />}
          {access.canDelete && <ForceDeleteButton recordLabel={representRecord(resource, record)} />}
        </>
      ) : (
        <>
          <RecordActions resource={resource} compact />
          {access.canEdit && <EditButton title={translate('ra.action.edit')} />}
          {access.canDelete && recordWritable(resource, record) && (
            <ConfirmedDeleteButton
              resource={resource}
              redirect={false}
              title={translate('ra.action.delete')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
