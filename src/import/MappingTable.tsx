import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Resource } from '../../resources';
import type { FileDescription } from './importApi';

const targetLabel = (
  resource: Resource,
  target: string,
  translate: (key: string, options?: object) => string,
) => {
  const [key, half] = target.split('.');
  const field = translate(`resources.${resource.name}.fields.${key}`, { _: key });
  if (!half) return field;
  const word = half === 'lat' ? 'latitude' : 'longitude';
  return `${field} (${translate(`resources.${resource.name}.fields.${word}`, { _: word })})`;
};

/** Which column of the file feeds which field: one select per header. */
export function MappingTable({
  resource,
  file,
  mapping,
  onChange,
}: {
  resource: Resource;
  file: FileDescription;
  mapping: Record<string, string>;
  onChange(mapping: Record<string, string>): void;
}) {
  const translate = useTranslate();
  return (
    // Fixed halves: on a phone a long header (group_animal/maladies) wraps instead of pushing the select out.
    <Table size="small" aria-label={translate('import.columns')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('import.column')}</TableCell>
          <TableCell component="th">{translate('import.target')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {file.headers.map((header) => (
          <TableRow key={header}>
            <TableCell dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              {header}
            </TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                fullWidth
                label={header}
                value={mapping[header] ?? ''}
                onChange={(event) => {
                  const next = { ...mapping };
                  if (event.target.value) next[header] = event.target.value;
                  else delete next[header];
                  onChange(next);
                }}
              >
                <MenuItem value="">{translate('import.ignore')}</MenuItem>
                {file.targets.map((target) => (
                  <MenuItem key={target} value={target}>
                    {targetLabel(resource, target, translate)}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
