/**
 * The screen of `PUT /api/boundaries/{level}`: an administrator imports the official outlines of the
 * provinces or departments (a GeoJSON FeatureCollection, matched by code or name) for the choropleth,
 * and reads what matched, what did not, and which areas still have no imported outline.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isRecord, oneOf } from '../../../shared/narrow';
import { http } from '../../api/http';
import { canViewerAccess } from '../../providers/access';
import { getCachedUser, toViewer } from '../../providers/session';

const BOUNDARY_LEVELS = ['provinces', 'departments'] as const;
export type BoundaryLevel = (typeof BOUNDARY_LEVELS)[number];

export interface BoundaryImportAnswer {
  saved: number;
  matched: { area_id: number; name: string; feature: number }[];
  unmatched: { feature: number; label: string | null }[];
  without: { id: number; name: string }[];
}

const LEVELS: readonly BoundaryLevel[] = ['provinces', 'departments'];
/** Areas named in the answer before "and N more". */
const LISTED = 10;

/** The levels whose outlines the signed-in user may import (whoever may edit those areas, as the server). */
export function importableLevels(): BoundaryLevel[] {
  const user = getCachedUser();
  const viewer = user ? toViewer(user) : null;
  return LEVELS.filter((level) => canViewerAccess(viewer, level, 'edit'));
}

/** A file's text (FileReader rather than Blob.text(), which older browsers lack). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function errorOf(error: unknown, fallback: string): string {
  if (!isRecord(error)) return fallback;
  const errors = isRecord(error.body) && isRecord(error.body.errors) ? error.body.errors : {};
  if (Array.isArray(errors.file) && errors.file.length) return errors.file.map(String).join(' ');
  return typeof error.message === 'string' && error.message ? error.message : fallback;
}

function Outcome({ answer }: { answer: BoundaryImportAnswer }) {
  const translate = useTranslate();
  const names = (list: readonly string[]) =>
    list.slice(0, LISTED).join(', ') +
    (list.length > LISTED
      ? ` ${translate('dashboard.boundaries.more', { count: list.length - LISTED })}`
      : '');
  return (
    <Stack spacing={1} role="status">
      <Alert severity="success">{translate('dashboard.boundaries.saved', { count: answer.saved })}</Alert>
      {answer.unmatched.length > 0 && (
        <Alert severity="warning">
          {translate('dashboard.boundaries.unmatched', { count: answer.unmatched.length })}{' '}
          {names(answer.unmatched.map((f) => f.label ?? `#${f.feature + 1}`))}
        </Alert>
      )}
      {answer.without.length > 0 && (
        <Alert severity="info">
          {translate('dashboard.boundaries.without', { count: answer.without.length })}{' '}
          {names(answer.without.map((a) => a.name))}
        </Alert>
      )}
    </Stack>
  );
}

export function BoundaryImport({ onImported }: { onImported: () => void }) {
  const translate = useTranslate();
  const levels = importableLevels();
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<BoundaryLevel>(levels[0] ?? 'provinces');
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<BoundaryImportAnswer | null>(null);
  const fileId = useId();
  if (!levels.length) return null;

  const reset = () => {
    setFile(null);
    setSource('');
    setError(null);
    setAnswer(null);
  };
  const submit = async () => {
    if (!file) {
      setError(translate('dashboard.boundaries.fileRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      const text = await readText(file);
      const query = new URLSearchParams({ source: source.trim() || file.name }).toString();
      const response = await http.put<BoundaryImportAnswer>(`/boundaries/${level}?${query}`, text, {
        silent: true,
        headers: { 'Content-Type': 'application/json' },
      });
      setAnswer(response.json);
      onImported();
    } catch (failure) {
      setError(errorOf(failure, translate('dashboard.boundaries.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('dashboard.boundaries.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{translate('dashboard.boundaries.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.boundaries.hint')}
            </Typography>
            <RadioGroup
              row
              aria-label={translate('dashboard.boundaries.level')}
              value={level}
              onChange={(event) => setLevel(oneOf(BOUNDARY_LEVELS, event.target.value) ?? level)}
            >
              {levels.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={translate(`dashboard.boundaries.levels.${choice}`)}
                />
              ))}
            </RadioGroup>
            <div>
              <Typography
                component="label"
                htmlFor={fileId}
                variant="body2"
                sx={{ display: 'block', mb: 0.5 }}
              >
                {translate('dashboard.boundaries.file')}
              </Typography>
              <input
                id={fileId}
                type="file"
                accept=".geojson,.json,application/geo+json,application/json"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <TextField
              label={translate('dashboard.boundaries.source')}
              helperText={translate('dashboard.boundaries.sourceHint')}
              value={source}
              onChange={(event) => setSource(event.target.value)}
              size="small"
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {answer && <Outcome answer={answer} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setOpen(false);
              reset();
            }}
          >
            {translate('dashboard.boundaries.close')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {translate('dashboard.boundaries.import')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
