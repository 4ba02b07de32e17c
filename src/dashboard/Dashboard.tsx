/**
 * The home page (spec §2 Dashboard): search by reference, species and year selectors, totals, the map
 * and the charts. The map (leaflet) and the charts (recharts) are separate chunks loaded on demand.
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

const loadMap = () => import('./map/DashboardMap');
const loadCharts = () => import('./charts/DashboardCharts');
const DashboardMap = lazy(loadMap);
const DashboardCharts = lazy(loadCharts);

/**
 * Fetches the map and chart chunks while the browser is idle (on the sign-in page, say), so the home
 * page does not wait for them after sign-in. They stay out of the main bundle.
 */
export function preloadDashboard(): void {
  if (typeof window === 'undefined' || !('requestIdleCallback' in window)) return;
  window.requestIdleCallback(() => {
    void loadMap();
    void loadCharts();
  });
}

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
      <TimelinessCards summary={summary.data} selection={choice} />
      <AlertsCard selection={choice} />
      <OutbreaksCard selection={choice} />
      <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
        <DashboardMap selection={choice} />
      </Suspense>
      <Suspense fallback={<Skeleton variant="rounded" height={640} />}>
        <DashboardCharts
          summary={summary.data}
          loading={summary.loading}
          selection={choice}
          onOpen={open}
          period={period}
          onPeriod={(period) => update({ period })}
        />
      </Suspense>
    </Box>
  );
}
