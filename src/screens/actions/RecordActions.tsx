import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Resource } from '../../../resources';
import type { Action } from '../../../resources/kit';
import { representRecord } from '../representation';
import { ActionDialog } from './ActionDialog';
import { runRecordAction } from './actionApi';
import { actionIconFor } from './actionIcons';
import { useActionLabel } from './useActionLabel';
import { useRecordActions } from './useRecordActions';

/**
 * One button per workflow action the viewer may run on the current record, each confirmed in a dialog.
 * `compact` (list rows): icon buttons named by their tooltip and aria-label.
 */
export function RecordActions({ resource, compact = false }: { resource: Resource; compact?: boolean }) {
  const record = useRecordContext();
  const actions = useRecordActions(resource, record);
  const label = useActionLabel(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Action | null>(null);
  if (!record || !actions.length) return null;
  const run = async (action: Action, comment: string) => {
    await runRecordAction(resource, action, record.id, comment);
    notify('workflow.done', { type: 'success' });
    refresh();
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      flexWrap="wrap"
      useFlexGap
      onClick={(event) => event.stopPropagation()}
    >
      {actions.map((action) => {
        const Icon = actionIconFor(action.icon);
        if (compact)
          return (
            <Tooltip key={action.name} title={label(action)}>
              <IconButton
                size="small"
                color={action.tone}
                aria-label={label(action)}
                onClick={() => setOpen(action)}
              >
                <Icon />
              </IconButton>
            </Tooltip>
          );
        return (
          <Button
            key={action.name}
            color={action.tone}
            variant="outlined"
            startIcon={<Icon />}
            onClick={() => setOpen(action)}
          >
            {label(action)}
          </Button>
        );
      })}
      {open && (
        <ActionDialog
          open
          title={`${label(open)} — ${representRecord(resource, record)}`}
          comment={open.comment}
          confirmLabel={label(open)}
          onClose={() => setOpen(null)}
          onConfirm={(comment) => run(open, comment)}
        />
      )}
    </Stack>
  );
}
