/**
 * The home page (spec §2 Dashboard): search by reference, species and year selectors, totals, the map
 * and the charts. Every card below the totals (timeliness, alerts, outbreaks, map, charts) is drawn, and
 * fetches what it shows, when the user comes near it; the map (leaflet) and the charts (recharts) are
 * separate chunks too (issue 13: a cold dashboard at Lighthouse ≥ 75 on a phone).
 */
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { lazy, memo, Suspense, useCallback, useDeferredValue } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AlertsCard } from './parts/AlertsCard';
import { OutbreaksCard } from './parts/OutbreaksCard';
import { RefSearch } from './parts/RefSearch';
import { SelectionBar } from './parts/SelectionBar';
import { TimelinessCards } from './parts/TimelinessCards';
import { TotalsCards } from './parts/TotalsCards';
import { canOpenRegistrations } from './parts/useOpenRegistration';
import type { DashboardSummary, NamedRecord, Period, Selection } from './types';
import { type Remote, useProvinces, useSpecies, useSummary, yearChoices } from './useDashboardData';
import { currentYear, type SelectionChange, useSelection } from './useSelection';
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

/**
 * The server's answers reach the page through react-query's useSyncExternalStore, which React renders in
 * one urgent, unsplittable piece: each of the three answers of a cold load redrew the selectors, the
 * totals and the timeliness cards in a task of 150–250 ms on a phone (issue 13: total blocking time). The
 * answers go to the page as deferred values instead: the urgent render stops at this component (the page
 * is memoised) and React redraws the page just after in a render it splits into slices and interrupts
 * for input. A change of the selection (the reader's own action) still redraws at once.
 */
export function Dashboard() {
  const navigate = useNavigate();
  const { selection, update } = useSelection();
  const summary = useDeferredValue(useSummary(selection, selection.period));
  const species = useDeferredValue(useSpecies().data);
  const provinces = useDeferredValue(useProvinces().data);
  // Drill-downs lead to the registrations list, which a Décideur may not open (spec §6).
  const open = useCallback((path: string) => canOpenRegistrations() && navigate(path), [navigate]);
  return (
    <DashboardPage
      selection={selection}
      update={update}
      summary={summary}
      species={species}
      provinces={provinces}
      open={open}
    />
  );
}

const NONE: readonly NamedRecord[] = [];

const DashboardPage = memo(function DashboardPage({
  selection,
  update,
  summary,
  species = NONE,
  provinces = NONE,
  open,
}: {
  selection: Selection & { period: Period };
  update: (changes: SelectionChange) => void;
  summary: Remote<DashboardSummary>;
  species?: readonly NamedRecord[];
  provinces?: readonly NamedRecord[];
  open: (path: string) => void;
}) {
  const translate = useTranslate();
  const years = yearChoices(summary.data?.years, currentYear(), selection.year);
  const { period, ...choice } = selection;

  return (
    <Box sx={{ py: 2, px: { xs: 0.5, sm: 1 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('routes.dashboard')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <RefSearch />
        <SelectionBar
          selection={choice}
          species={species}
          provinces={provinces}
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
});
