import {
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Resource } from '../../resources';
import { useFormatNumber } from '../dashboard/format';
import { usePaginationLabels } from '../layout/usePaginationLabels';
import { type ImportReport, ROW_STATUSES, type RowStatus } from './importApi';

const COLORS: Record<RowStatus, 'success' | 'info' | 'default' | 'error'> = {
  created: 'success',
  updated: 'info',
  unchanged: 'default',
  error: 'error',
};

/** The dry run's or commit's result: counts, then one line per row (only the wrong ones on demand). */
export function ReportTable({ resource, report }: { resource: Resource; report: ImportReport }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const paginationLabels = usePaginationLabels();
  const [onlyErrors, setOnlyErrors] = useState(report.counts.error > 0);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const rows = onlyErrors ? report.rows.filter((r) => r.status === 'error') : report.rows;
  const shown = rows.slice(page * perPage, (page + 1) * perPage);
  const fieldName = (key: string) =>
    key ? translate(`resources.${resource.name}.fields.${key}`, { _: key }) : translate('import.wholeRow');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label={translate('import.summary')}>
        {ROW_STATUSES.map((status) => (
          <Chip
            key={status}
            color={COLORS[status]}
            variant={status === 'unchanged' ? 'outlined' : 'filled'}
            label={translate('import.statusCount', {
              status: translate(`import.statuses.${status}`),
              count: formatNumber(report.counts[status]),
            })}
          />
        ))}
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={onlyErrors}
            onChange={(e) => {
              setOnlyErrors(e.target.checked);
              setPage(0);
            }}
          />
        }
        label={translate('import.onlyErrors')}
      />
      <Table size="small" aria-label={translate('import.summary')}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{translate('import.line')}</TableCell>
            <TableCell component="th">{translate('import.status')}</TableCell>
            <TableCell component="th">{translate('import.messages')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.line} data-status={row.status}>
              <TableCell>{row.line}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={COLORS[row.status]}
                  label={translate(`import.statuses.${row.status}`)}
                />
              </TableCell>
              <TableCell>
                {Object.entries(row.errors ?? {}).map(([key, messages]) => (
                  <div key={key}>
                    <strong>{fieldName(key)}</strong> : {messages.join(' ; ')}
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
          {!shown.length && (
            <TableRow>
              <TableCell colSpan={3}>{translate('import.noRows')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={perPage}
        // As the lists: no page-size picker on a phone, where it pushes the page buttons out of sight.
        rowsPerPageOptions={phone ? [] : [25, 100]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        {...paginationLabels}
      />
    </Stack>
  );
}
