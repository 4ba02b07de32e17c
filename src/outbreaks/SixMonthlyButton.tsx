/**
 * The six-monthly report of the outbreaks the viewer may read: a semester and a file (the workbook holds
 * both parts, a CSV one of them), shaped like WAHIS outbreak rows.
 */
import EventNoteIcon from '@mui/icons-material/EventNote';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dashboardCalendar } from '../dashboard/calendar';
import { useReportDownload } from './useReportDownload';

const FILES = ['xlsx', 'csv-outbreaks', 'csv-presence'] as const;
type ReportFile = (typeof FILES)[number];
const FIRST_YEAR = 2000;

/** The semester that ended last: what a six-monthly report is usually written for. */
function lastSemester(today: string) {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) <= 6 ? { year: year - 1, semester: 2 } : { year, semester: 1 };
}

export function SixMonthlyButton() {
  const translate = useTranslate();
  const titleId = useId();
  const hintId = useId();
  const today = dashboardCalendar().today();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(() => lastSemester(today));
  const [file, setFile] = useState<ReportFile>('xlsx');
  const { fetchReport, busy } = useReportDownload();
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => thisYear - i);

  const submit = async () => {
    const [format, part] = file === 'xlsx' ? ['xlsx', undefined] : ['csv', file.slice(4)];
    const query = new URLSearchParams({
      year: String(period.year),
      semester: String(period.semester),
      format,
      ...(part ? { part } : {}),
    });
    const name = `six-monthly-${period.year}-S${period.semester}${part ? `-${part}` : ''}.${format}`;
    if (await fetchReport(`/outbreaks/six-monthly?${query}`, name)) setOpen(false);
  };
  return (
    <>
      <Button size="small" startIcon={<EventNoteIcon />} onClick={() => setOpen(true)}>
        {translate('outbreaks.sixMonthly')}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{translate('outbreaks.sixMonthly')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={hintId} sx={{ mb: 2 }}>
            {translate('outbreaks.sixMonthlyHint')}
          </DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate('outbreaks.year')}
              value={period.year}
              onChange={(event) => setPeriod({ ...period, year: Number(event.target.value) })}
              sx={{ minWidth: 120 }}
            >
              {years.map((year) => (
                <MenuItem key={year} value={year}>
                  {year}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('outbreaks.semester')}
              value={period.semester}
              onChange={(event) => setPeriod({ ...period, semester: Number(event.target.value) })}
              sx={{ minWidth: 200 }}
            >
              {[1, 2].map((semester) => (
                <MenuItem key={semester} value={semester}>
                  {translate(`outbreaks.semesters.${semester}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            select
            fullWidth
            label={translate('outbreaks.format')}
            value={file}
            onChange={(event) => setFile(FILES.find((f) => f === event.target.value) ?? 'xlsx')}
            sx={{ mt: 2 }}
          >
            {FILES.map((f) => (
              <MenuItem key={f} value={f}>
                {translate(`outbreaks.formats.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button onClick={submit} disabled={busy} variant="contained">
            {translate('outbreaks.download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
