import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useRecordContext, useRefresh } from 'react-admin';
import type { Resource } from '../../../resources';
import { fieldOf } from '../../../resources/kit';
import { EnumDisplay } from '../fields/EnumDisplay';
import { useResourceTranslate } from '../useResourceTranslate';
import { type UserStatus, updateUserStatus } from './updateUserStatus';

interface StatusToggleProps {
  resource: Resource;
  source: string;
  /** Datagrid reads the column's header and sorting from its children. */
  label: string;
  sortable?: boolean;
  canEdit: boolean;
}

/** The list's quick status switch: active ⇄ disabled in one click, without opening the user. */
export function StatusToggle({ resource, source, label, canEdit }: StatusToggleProps) {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const t = useResourceTranslate(resource);
  const [pending, setPending] = useState<UserStatus | null>(null);
  if (!record) return null;
  const field = fieldOf(resource, source);
  if (!canEdit)
    return <EnumDisplay source={source} label={label} resource={resource} field={field} variant="list" />;

  const status: UserStatus = pending ?? (record[source] === 'active' ? 'active' : 'disabled');
  const toggle = (checked: boolean) => {
    const next: UserStatus = checked ? 'active' : 'disabled';
    setPending(next);
    updateUserStatus(record.id, next)
      .then(refresh)
      .catch(() => undefined)
      .finally(() => setPending(null));
  };
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      label={t.value(source, status)}
      control={
        <Switch
          size="small"
          checked={status === 'active'}
          // The server refuses it anyway: nobody disables their own account.
          disabled={pending !== null || String(identity?.id) === String(record.id)}
          onChange={(event) => toggle(event.target.checked)}
        />
      }
    />
  );
}
