/**
 * The home page (spec §2 Dashboard): search by reference, species and year selectors, totals, the map
 * and the charts. Every card below the totals (timeliness, alerts, outbreaks, map, charts) is drawn, and
 * fetches what it shows, when the user comes near it; the map (leaflet) and the charts (recharts) are
 * separate chunks too (issue 13: a cold dashboard at Lighthouse ≥ 75 on a phone).
 */
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { lazy, Suspense, useCallback } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AlertsCard } from './parts/AlertsCard';
import { OutbreaksCard } from './parts/OutbreaksCard';
import { RefSearch } from './parts/RefSearch';
import { SelectionBar } from './parts/SelectionBar';
import { TimelinessCards } from './parts/TimelinessCards';
import { TotalsCards } from './parts/TotalsCards';
import { canOpenRegistrations } from './parts/useOpenRegistration';
import { useProvinces, useSpecies, useSummary, yearChoices } from './useDashboardData';
import { currentYear, useSelection } from './useSelection';
import { WhenNearViewport } from './WhenNearViewport';

const DashboardMap = lazy(() => import('./map/DashboardMap'));
const DashboardCharts = lazy(() => import('./charts/DashboardCharts'));
/**
 * The heights the cards below the totals take once drawn, on a phone and from `md` up (measured in
 * Chromium at 412 and 1440 px with the demo data): their placeholders keep them, so nothing jumps.
 */
const PLACES = {
  timeliness: { xs: 452, md: 222 },
  alerts: { xs: 374, md: 294 },
  outbreaks: { xs: 464, md: 274 },
  map: { xs: 420, md: 420 },
  charts: { xs: 640, md: 640 },
};
const placeholder = (height: { xs: number; md: number }) => <Skeleton variant="rounded" sx={{ height }} />;
const mapPlaceholder = placeholder(PLACES.map);
const chartsPlaceholder = placeholder(PLACES.charts);

export function Dashboard() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { selection, update } = useSelection();
  const summary = useSummary(selection, selection.period);
  const species = useSpecies();
  const provinces = useProvinces();
  const years = yearChoices(summary.data?.years, currentYear(), selection.year);
  // Drill-downs lead to the registrations list, which a Décideur may not open (spec §6).
  const open = useCallback((path: string) => canOpenRegistrations() && navigate(path), [navigate]);
  const { period, ...choice } = selection;

  return (
    <Box sx={{ py: 2, px: { xs: 0.5, sm: 1 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('routes.dashboard')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <RefSearch />
        <SelectionBar
          selection={choice}
          species={species.data ?? []}
          provinces={provinces.data ?? []}
          years={years}
          onChange={update}
        />
      </Stack>
      {!!summary.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={summary.reload}>
              {translate('dashboard.retry')}
            </Button>
          }
        >
          {translate('dashboard.loadFailed')}
        </Alert>
      )}
      <TotalsCards summary={summary.data} selection={choice} />
      <WhenNearViewport placeholder={placeholder(PLACES.timeliness)}>
        <TimelinessCards summary={summary.data} selection={choice} />
      </WhenNearViewport>
      <WhenNearViewport placeholder={placeholder(PLACES.alerts)}>
        <AlertsCard selection={choice} />
      </WhenNearViewport>
      <WhenNearViewport placeholder={placeholder(PLACES.outbreaks)}>
        <OutbreaksCard selection={choice} />
      </WhenNearViewport>
      <WhenNearViewport placeholder={mapPlaceholder}>
        <Suspense fallback={mapPlaceholder}>
          <DashboardMap selection={choice} />
        </Suspense>
      </WhenNearViewport>
      <WhenNearViewport placeholder={chartsPlaceholder}>
        <Suspense fallback={chartsPlaceholder}>
          <DashboardCharts
            summary={summary.data}
            loading={summary.loading}
            selection={choice}
            onOpen={open}
            period={period}
            onPeriod={(period) => update({ period })}
          />
        </Suspense>
      </WhenNearViewport>
    </Box>
  );
}
