import { Stack } from '@mui/material';
import { EditButton, useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import { RecordActions } from '../actions/RecordActions';
import { ConfirmedDeleteButton } from '../form/ConfirmedDeleteButton';
import { representRecord } from '../representation';
import type { ResourceAccess } from '../useResourceAccess';
import { ForceDeleteButton } from './ForceDeleteButton';
import { RestoreButton } from './RestoreButton';

interface RowActionsProps {
  resource: Resource;
  access: ResourceAccess;
  inTrash: boolean;
  /** Datagrid reads `label` from its children for the header. */
  label?: string;
}

export function RowActions({ resource, access, inTrash }: RowActionsProps) {
  const record = useRecordContext();
  const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={stopRowClick}>
      {inTrash ? (
        <>
          {access.canEdit && <RestoreButton />}
          {access.canDelete && <ForceDeleteButton recordLabel={representRecord(resource, record)} />}
        </>
      ) : (
        <>
          <RecordActions resource={resource} compact />
          {access.canEdit && <EditButton />}
          {access.canDelete && <ConfirmedDeleteButton resource={resource} redirect={false} />}
        </>
      )}
    </Stack>
  );
}
