import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { type Identifier, useLocale } from 'react-admin';
import { isLocale } from '../../../i18n/locales';
import { permissionName } from '../values/permissionName';
import type { PermissionGroup } from './groupPermissions';

interface PermissionGroupRowProps {
  group: PermissionGroup;
  title: string;
  selected: ReadonlySet<Identifier>;
  onToggle: (ids: Identifier[], checked: boolean) => void;
}

/** One `table_name`: a checkbox for the whole group, then one per permission. */
export function PermissionGroupRow({ group, title, selected, onToggle }: PermissionGroupRowProps) {
  const locale = useLocale();
  const name = (raw: unknown) => (isLocale(locale) ? permissionName(String(raw), locale) : String(raw));
  const ids = group.permissions.map((p) => p.id);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} alignItems={{ md: 'center' }} spacing={1} sx={{ py: 0.5 }}>
      <FormControlLabel
        sx={{ minWidth: 220 }}
        label={<Typography fontWeight="bold">{title}</Typography>}
        control={
          <Checkbox
            checked={count === ids.length && ids.length > 0}
            indeterminate={count > 0 && count < ids.length}
            onChange={(event) => onToggle(ids, event.target.checked)}
          />
        }
      />
      <Stack direction="row" flexWrap="wrap">
        {group.permissions.map((permission) => (
          <FormControlLabel
            key={permission.id}
            label={name(permission.name)}
            control={
              <Checkbox
                checked={selected.has(permission.id)}
                onChange={(event) => onToggle([permission.id], event.target.checked)}
              />
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
