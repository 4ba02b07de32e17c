import { Divider, FormLabel, LinearProgress, Stack } from '@mui/material';
import { type Identifier, useGetList, useInput, useTranslate } from 'react-admin';
import { resourceByName } from '../../../resources';
import { raName } from '../raName';
import { groupPermissions } from './groupPermissions';
import { PermissionGroupRow } from './PermissionGroupRow';

const permissionsResource = resourceByName('permissions')!;
/** The whole catalogue fits in one page: a few permissions per table. */
const ALL_PERMISSIONS = { page: 1, perPage: 1000 };

/** Edits an array of permission ids as checkboxes grouped by the table they govern. */
export function PermissionMatrix({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const { data = [], isPending } = useGetList(raName(permissionsResource), {
    pagination: ALL_PERMISSIONS,
    sort: { field: 'table_name', order: 'ASC' },
  });
  const value: Identifier[] = Array.isArray(field.value) ? field.value : [];
  const selected = new Set(value);

  const toggle = (ids: Identifier[], checked: boolean) => {
    const next = checked
      ? [...value, ...ids.filter((id) => !selected.has(id))]
      : value.filter((id) => !ids.includes(id));
    field.onChange(next);
  };

  return (
    <Stack sx={{ width: '100%', my: 1 }} role="group" aria-label={label}>
      <FormLabel>{label}</FormLabel>
      {isPending && <LinearProgress />}
      {groupPermissions(data).map((group) => (
        <div key={group.table}>
          <PermissionGroupRow
            group={group}
            title={translate(`resources.${group.table}.name`, { smart_count: 2, _: group.table || '—' })}
            selected={selected}
            onToggle={toggle}
          />
          <Divider />
        </div>
      ))}
    </Stack>
  );
}
