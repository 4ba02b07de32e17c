/** The outbreak's WAHIS counts by species, with a total row: what the reports will carry. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../dashboard/format';
import { type SpeciesTotals, WAHIS_COUNTS, type WahisCount } from './summaryApi';

/** The sum of a count over species; null when no species recorded it (unknown stays unknown). */
const totalOf = (rows: readonly SpeciesTotals[], count: WahisCount) =>
  rows.some((row) => row[count] !== null) ? rows.reduce((n, row) => n + (row[count] ?? 0), 0) : null;

export function SpeciesTotalsTable({
  rows,
  captionId,
}: {
  rows: readonly SpeciesTotals[];
  captionId: string;
}) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const shown = (value: number | null) => (value === null ? '—' : format(value));
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table size="small" aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('outbreaks.columns.specie')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('outbreaks.columns.registrations')}
            </TableCell>
            {WAHIS_COUNTS.map((count) => (
              <TableCell key={count} component="th" scope="col" align="right">
                {translate(`outbreaks.columns.${count}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.specie}>
              <TableCell component="th" scope="row">
                {row.specie}
              </TableCell>
              <TableCell align="right">{format(row.registrations)}</TableCell>
              {WAHIS_COUNTS.map((count) => (
                <TableCell key={count} align="right">
                  {shown(row[count])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length > 1 && (
            <TableRow sx={{ '& > *': { fontWeight: 600 } }}>
              <TableCell component="th" scope="row">
                {translate('outbreaks.total')}
              </TableCell>
              <TableCell align="right">{format(rows.reduce((n, row) => n + row.registrations, 0))}</TableCell>
              {WAHIS_COUNTS.map((count) => (
                <TableCell key={count} align="right">
                  {shown(totalOf(rows, count))}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
