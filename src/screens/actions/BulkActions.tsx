import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources';
import type { Action } from '../../../resources/kit';
import { ActionDialog } from './ActionDialog';
import { type BulkTarget, runBulkAction } from './actionApi';
import { actionIconFor } from './actionIcons';
import { useActionLabel } from './useActionLabel';
import { useBulkActions } from './useRecordActions';

type Scope = 'selected' | 'filtered';

/**
 * The list's bulk actions: on the selected rows (in the datagrid's bulk bar), or on every row of the
 * current filter ("update all filtered", in the list's toolbar). Rows in other states are skipped.
 */
export function BulkActions({ resource, scope }: { resource: Resource; scope: Scope }) {
  const actions = useBulkActions(resource);
  const { selectedIds, filterValues, total, onUnselectItems } = useListContext();
  const label = useActionLabel(resource);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Action | null>(null);
  if (!actions.length || (scope === 'filtered' && !total)) return null;

  const target = (): BulkTarget => (scope === 'selected' ? { ids: selectedIds } : { filter: filterValues });
  const run = async (action: Action, comment: string) => {
    const count = await runBulkAction(resource, action, target(), comment);
    notify('workflow.bulkDone', { type: 'success', messageArgs: { smart_count: count } });
    if (scope === 'selected') onUnselectItems();
    refresh();
  };
  const buttonText = (action: Action) =>
    translate(scope === 'selected' ? 'workflow.bulkSelected' : 'workflow.bulkFiltered', {
      action: label(action),
    });
  return (
    <>
      {actions.map((action) => {
        const Icon = actionIconFor(action.icon);
        return (
          <Button
            key={action.name}
            size="small"
            color={action.tone}
            startIcon={<Icon />}
            onClick={() => setOpen(action)}
          >
            {buttonText(action)}
          </Button>
        );
      })}
      {open && (
        <ActionDialog
          open
          title={buttonText(open)}
          message={translate('workflow.bulkConfirm', {
            action: label(open),
            smart_count: scope === 'selected' ? selectedIds.length : (total ?? 0),
          })}
          comment={open.comment}
          confirmLabel={label(open)}
          onClose={() => setOpen(null)}
          onConfirm={(comment) => run(open, comment)}
        />
      )}
    </>
  );
}
