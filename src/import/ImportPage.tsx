import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { Resource } from '../../resources';
import { oneOf } from '../../shared/narrow';
import { type FileDescription, ImportFailure, type ImportReport, runImport } from './importApi';
import { MappingTable } from './MappingTable';
import { ReportTable } from './ReportTable';
import { SavedSourcePicker } from './SavedSourcePicker';

const ON_ERROR = ['all', 'valid'] as const;
type OnError = (typeof ON_ERROR)[number];

/** Upload, dry run, adjust the columns, commit: one screen per importable resource. */
export function ImportPage({ resource }: { resource: Resource }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [described, setDescribed] = useState<FileDescription | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | undefined>();
  const [source, setSource] = useState('');
  const [onError, setOnError] = useState<OnError>('all');
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = translate(`resources.${resource.name}.name`, { smart_count: 2 });

  const run = async (mode: 'dry-run' | 'commit') => {
    if (!file) return;
    setProgress(0);
    setFailure(null);
    setReport(null);
    try {
      const result = await runImport(
        { resource: resource.name, file, mode, onError, mapping, source: source.trim() || undefined },
        {
          onFile: (next) => {
            setDescribed(next);
            setMapping(next.mapping);
          },
          onProgress: (next) => setProgress(Math.round(next.fraction * 100)),
        },
      );
      setReport(result);
      // A commit naming a source saved its columns: the picker lists it from now on.
      if (result.committed)
        await queryClient.invalidateQueries({ queryKey: ['import', resource.name, 'mappings'] });
    } catch (error) {
      setFailure(error instanceof ImportFailure ? error.message : translate('import.failed'));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const outcome =
    report && (report.mode === 'dry-run' ? 'dryRunDone' : report.committed ? 'committed' : 'refused');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {translate('import.title', { name })}
      </Typography>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography>{translate('import.intro')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
              <Button variant="outlined" component="label" disabled={busy}>
                {translate('import.chooseFile')}
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label={translate('import.file')}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setDescribed(null);
                    setMapping(undefined);
                    setReport(null);
                  }}
                />
              </Button>
              <Typography dir="auto">{file?.name ?? ''}</Typography>
            </Stack>
            <SavedSourcePicker
              resource={resource.name}
              source={source.trim()}
              disabled={busy}
              onPick={(saved) => {
                setSource(saved?.source ?? '');
                // The server takes the columns saved for the source (none: it suggests them) and shows them.
                setMapping(undefined);
                setReport(null);
              }}
            />
            <TextField
              label={translate('import.source')}
              helperText={translate('import.sourceHelp')}
              value={source}
              onChange={(e) => setSource(e.target.value)}
              inputProps={{ maxLength: 100 }}
              sx={{ maxWidth: 480 }}
            />
            <FormControl>
              <FormLabel id="import-on-error">{translate('import.onError')}</FormLabel>
              <RadioGroup
                aria-labelledby="import-on-error"
                value={onError}
                onChange={(e) => setOnError(oneOf(ON_ERROR, e.target.value) ?? 'all')}
              >
                <FormControlLabel value="all" control={<Radio />} label={translate('import.onErrorAll')} />
                <FormControlLabel
                  value="valid"
                  control={<Radio />}
                  label={translate('import.onErrorValid')}
                />
              </RadioGroup>
            </FormControl>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" disabled={!file || busy} onClick={() => run('dry-run')}>
                {translate('import.dryRun')}
              </Button>
              <Button
                variant="contained"
                color="success"
                disabled={!file || busy || !report || report.mode !== 'dry-run'}
                onClick={() => run('commit')}
              >
                {translate('import.commit')}
              </Button>
            </Stack>
            {busy && (
              <Box>
                <Typography id="import-progress">{translate('import.progress')}</Typography>
                <LinearProgress variant="determinate" value={progress} aria-labelledby="import-progress" />
              </Box>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            {outcome && report && (
              <Alert
                severity={report.committed || report.mode === 'dry-run' ? 'success' : 'error'}
                role="status"
              >
                {translate(`import.${outcome}`, { smart_count: report.counts.error })}{' '}
                {report.committed && <Link to={resource.route}>{translate('import.openList')}</Link>}
              </Alert>
            )}
            {report && <ReportTable resource={resource} report={report} />}
            {described && mapping && (
              <Box>
                <Typography component="h2" variant="h6">
                  {translate('import.columns')}
                </Typography>
                <MappingTable resource={resource} file={described} mapping={mapping} onChange={setMapping} />
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
