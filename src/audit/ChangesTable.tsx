import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { humanize } from '../../shared/humanize';
import { isRecord } from '../../shared/narrow';
import { registryResourceOf } from '../providers/access';
import { formatCoordinates } from '../screens/fields/CoordinatesDisplay';

interface Change {
  before: unknown;
  after: unknown;
}
export type Changes = Record<string, Change>;

const isChange = (value: unknown): value is Change =>
  isRecord(value) && 'before' in value && 'after' in value;

/** The changes an audit record holds (`{ field: { before, after } }`), or none. */
export function changesOf(value: unknown): Changes | null {
  if (!isRecord(value)) return null;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Change] => isChange(entry[1])),
  );
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value of the trail as a reader expects it: dates in their language, coordinates as "lat, lng". */
export function formatValue(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(v, locale)).join(', ') : '—';
  if (typeof value === 'object') return formatCoordinates(value) || JSON.stringify(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toLocaleString(locale);
  }
  return String(value);
}

/** Field labels of the audited resource (`resources.<name>.fields.<field>`). */
export function useChangeLabels(resourceName: string | null | undefined) {
  const translate = useTranslate();
  return (field: string) =>
    translate(`resources.${resourceName}.fields.${field}`, {
      _: translate(`app.fields.${field}`, { _: humanize(field) }),
    });
}

/** The changed fields of one audit row, before → after. */
export function ChangesTable({
  changes,
  resourceName,
}: {
  changes: Changes | null;
  resourceName?: string | null;
}) {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const label = useChangeLabels(registryResourceOf(resourceName ?? '')?.name ?? resourceName);
  const entries = Object.entries(changes ?? {});
  if (!entries.length) return <Typography variant="body2">—</Typography>;
  return (
    // Fixed layout: the History tab stacks one table per entry, and their columns line up.
    <Table size="small" aria-label={translate('app.audit.changes')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '30%' }}>
            {translate('app.audit.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('app.audit.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('app.audit.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([field, { before, after }]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row">
              {label(field)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatValue(before, locale)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatValue(after, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
