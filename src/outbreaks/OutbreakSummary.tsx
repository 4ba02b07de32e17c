/**
 * What the outbreak page shows below its fields: per-species WAHIS totals, the epidemic curve by
 * epi-week, its registrations on a map and as a table (with the reviewers' move).
 */
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Resource } from '../../resources';
import { raName } from '../screens/raName';
import { useResourceAccess } from '../screens/useResourceAccess';
import { CLASSIFICATION_COLOURS } from './classificationColours';
import { OutbreakRegistrations } from './OutbreakRegistrations';
import { SpeciesTotalsTable } from './SpeciesTotalsTable';
import { useOutbreakSummary } from './summaryApi';

const OutbreakMap = lazy(() => import('./OutbreakMap'));
const EpidemicCurve = lazy(() => import('./EpidemicCurve'));

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ mt: 2, p: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function MapLegend() {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {Object.entries(CLASSIFICATION_COLOURS).map(([classification, colour]) => (
        <Box component="li" key={classification} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: colour,
              border: '2px solid #fff',
              boxShadow: 1,
            }}
          />
          <Typography variant="body2">
            {translate(`resources.registrations.values.classification.${classification}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function OutbreakSummary({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const access = useResourceAccess(resource);
  const ids = { species: useId(), curve: useId(), map: useId(), registrations: useId() };
  const id = typeof record?.id === 'number' ? record.id : undefined;
  const { data, isPending, error } = useOutbreakSummary(id);
  if (!record) return null;
  if (error) return <Alert severity="error">{translate('dashboard.loadFailed')}</Alert>;
  if (isPending || !data) return <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />;
  if (!data.registrations.length) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('outbreaks.noRegistrations')}
      </Alert>
    );
  }
  return (
    <Box sx={{ width: '100%' }}>
      <Section title={translate('outbreaks.speciesTotals')} id={ids.species}>
        <SpeciesTotalsTable rows={data.species} captionId={ids.species} />
      </Section>
      <Section title={translate('outbreaks.curve')} id={ids.curve}>
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <EpidemicCurve weeks={data.weeks} />
        </Suspense>
      </Section>
      <Section title={translate('outbreaks.map')} id={ids.map}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('outbreaks.onMap', {
            count: data.registrations.length,
            smart_count: data.registrations.length,
          })}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <OutbreakMap members={data.registrations} />
        </Suspense>
        <MapLegend />
      </Section>
      <Section title={translate('outbreaks.registrations')} id={ids.registrations}>
        <OutbreakRegistrations
          outbreak={record}
          members={data.registrations}
          listName={raName(resource)}
          route={resource.route}
          canMove={access.canEdit}
          captionId={ids.registrations}
        />
      </Section>
    </Box>
  );
}
