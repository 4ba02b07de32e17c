/**
 * On a registration's page: the outbreaks it belongs to (one per disease it reports), each opening the
 * outbreak's page. Shown to those who may read outbreaks.
 */
import { Alert, Chip, Link as MuiLink, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useCanAccess, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceByName } from '../../resources';
import { http } from '../api/http';
import { raName } from '../screens/raName';
import { useCaseDate } from './useCaseDate';

interface RegistrationOutbreak {
  id: number;
  ref: string;
  status: string;
  disease: string;
  started_at: string | null;
  last_case_at: string | null;
  moved: boolean;
}

const STATUS_COLOURS: Record<string, 'warning' | 'success' | 'info'> = {
  ongoing: 'warning',
  resolved: 'success',
  endemic: 'info',
};

function useRegistrationOutbreaks(id: number | undefined, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['registrations', id, 'outbreaks', locale],
    queryFn: async () => (await http.get<RegistrationOutbreak[]>(`/registrations/${id}/outbreaks`)).json,
    enabled: enabled && id !== undefined,
  });
}

export function RegistrationOutbreaks() {
  const record = useRecordContext();
  const translate = useTranslate();
  const caseDate = useCaseDate();
  const headingId = useId();
  const outbreaks = resourceByName('outbreaks');
  const name = outbreaks ? raName(outbreaks) : '';
  const { canAccess } = useCanAccess({ resource: name, action: 'show' });
  const id = typeof record?.id === 'number' ? record.id : undefined;
  const { data, isPending, error } = useRegistrationOutbreaks(id, canAccess === true);
  if (!outbreaks || !record || canAccess !== true) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ mt: 2, p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('resources.outbreaks.name', { smart_count: 2 })}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('dashboard.loadFailed')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : !data.length ? (
        <Typography variant="body2">{translate('outbreaks.noOutbreak')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((o) => (
            <Stack
              component="li"
              key={o.id}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <MuiLink component={Link} to={`${outbreaks.route}/${o.id}/show`} sx={{ fontWeight: 600 }}>
                {o.ref}
              </MuiLink>
              <Typography variant="body2">{o.disease}</Typography>
              <Chip
                size="small"
                label={translate(`resources.outbreaks.values.status.${o.status}`)}
                color={STATUS_COLOURS[o.status] ?? 'default'}
              />
              {o.started_at && o.last_case_at && (
                <Typography variant="body2">
                  {translate('outbreaks.caseSpan', {
                    first: caseDate(o.started_at),
                    last: caseDate(o.last_case_at),
                  })}
                </Typography>
              )}
              {o.moved && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {translate('outbreaks.movedByReviewer')}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
