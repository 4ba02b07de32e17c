/** The registrations on a map: clusters at low zoom, single registrations when zoomed in. Lazily loaded with leaflet. */
import 'leaflet/dist/leaflet.css';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  LinearProgress,
  Switch,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useFormatNumber } from '../format';
import type { MapCluster, Selection } from '../types';
import { useAlertsAccess } from '../useAlertsAccess';
import { AreaControls } from './AreaControls';
import { AreaLayer, type AreaMeasure } from './AreaLayer';
import { AreaLegend } from './AreaLegend';
import { AreaTable } from './AreaTable';
import { BoundaryImport } from './BoundaryImport';
import { ClusterMarkers } from './ClusterMarkers';
import { type Classification, classify } from './classes';
import { FitOnData } from './FitOnData';
import { type MapMode, MapToolbar } from './MapToolbar';
import { OutbreakLegend } from './OutbreakLegend';
import { OutbreakMarkers } from './OutbreakMarkers';
import { OutbreakTable } from './OutbreakTable';
import { PointMarkers } from './PointMarkers';
import { TableToggle } from './TableToggle';
import { type BaseLayer, NATIONAL_VIEW, TILE_SOURCES } from './tiles';
import { useAreas } from './useAreas';
import { useMapAnswer } from './useMapAnswer';
import { useOutbreakLayer } from './useOutbreakLayer';
import { useTileHealth } from './useTileHealth';
import { ViewWatcher } from './ViewWatcher';

/** No badges for the outbreaks to keep off (areas or single points shown): one array, so nothing recomputes. */
const NO_CLUSTERS: readonly MapCluster[] = [];

export default function DashboardMap({ selection }: { selection: Selection }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const [layer, setLayer] = useState<BaseLayer>('street');
  // The user's choice of layer, measure and classes outlives a change of language or a visit elsewhere.
  const [mode, setMode] = useStore<MapMode>('dashboard.map.mode', 'points');
  const [measure, setMeasure] = useStore<AreaMeasure>('dashboard.map.measure', 'registrations');
  const [classification, setClassification] = useStore<Classification>('dashboard.map.classes', 'quantile');
  const alertsResource = useAlertsAccess();
  const [alertLayer, setAlertLayer] = useStore<boolean>('dashboard.map.alerts', true);
  const alertsShown = !!alertsResource && alertLayer;
  // A drill-down holds while the selection bar's province stays the one it was made under.
  const [drill, setDrill] = useState<{ under: number | null; id: number } | null>(null);
  const drilled = drill && drill.under === selection.provinceId ? drill.id : null;
  const [showTable, setShowTable] = useState(false);
  const [showOutbreakTable, setShowOutbreakTable] = useState(false);
  const outbreaks = useOutbreakLayer(selection, showOutbreakTable);
  const {
    data: answer,
    loading: pointsLoading,
    error: pointsError,
    reload,
    setView,
  } = useMapAnswer(selection);
  // The province chosen in the selection bar shows its departments; a click on a province drills into its own.
  const province = drilled ?? selection.provinceId;
  const areas = useAreas(selection, province, mode === 'areas' || showTable);
  const classes = useMemo(
    () => classify(areas.data?.areas.map((a) => a[measure]) ?? [], classification),
    [areas.data, measure, classification],
  );
  const tiles = useTileHealth();
  const source = TILE_SOURCES[layer];
  const loading = pointsLoading || areas.loading || outbreaks.loading;
  const error = pointsError || areas.error || outbreaks.error;
  const drillInto =
    areas.data?.level === 'province'
      ? (area: { id: number }) => setDrill({ under: selection.provinceId, id: area.id })
      : undefined;

  const refresh = () => {
    tiles.reset();
    reload();
    areas.reload();
    outbreaks.reload();
  };
  const changeLayer = (next: BaseLayer) => {
    tiles.reset();
    setLayer(next);
  };

  const outbreakSwitch = outbreaks.resource && (
    <FormControlLabel
      control={<Switch checked={outbreaks.chosen} onChange={(_e, checked) => outbreaks.setChosen(checked)} />}
      label={translate('dashboard.outbreakLayer.switch')}
      sx={{ mx: 0 }}
    />
  );

  return (
    <Card variant="outlined" component="section" aria-label={translate('dashboard.map')}>
      <CardHeader
        title={translate('dashboard.map')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        action={
          <MapToolbar
            mode={mode}
            onMode={setMode}
            layer={layer}
            onLayer={changeLayer}
            onRefresh={refresh}
            loading={loading}
          />
        }
        sx={{ pb: 1, flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0, maxWidth: '100%' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {mode === 'areas' && (
          <AreaControls
            answer={areas.data}
            measure={measure}
            onMeasure={setMeasure}
            classification={classification}
            onClassification={setClassification}
            alerts={alertsResource && { shown: alertLayer, onShown: setAlertLayer }}
            onBack={drilled === null ? undefined : () => setDrill(null)}
          >
            {outbreakSwitch}
            <BoundaryImport onImported={areas.reload} />
          </AreaControls>
        )}
        {mode === 'points' && outbreakSwitch}
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1, minHeight: 20 }}>
          {mode === 'points' &&
            answer &&
            translate(answer.mode === 'clusters' ? 'dashboard.inViewClusters' : 'dashboard.inView', {
              count: format(answer.total),
            })}
        </Typography>
        {tiles.unavailable && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('dashboard.mapUnavailable')}
          </Alert>
        )}
        {!!error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate('dashboard.loadFailed')}
          </Alert>
        )}
        <Box
          sx={{
            position: 'relative',
            height: { xs: 340, md: 460 },
            '& .leaflet-container': { height: '100%' },
            // Leaflet's links (attribution) are told apart from the text around them by more than colour.
            '& .leaflet-control-attribution a': { textDecoration: 'underline', color: '#00567a' },
            // Leaflet's zoom buttons are 30 px; its focus outline is kept visible.
            '& .leaflet-interactive:focus-visible, & .leaflet-control a:focus-visible': {
              outline: '2px solid #00567a',
              outlineOffset: 2,
            },
          }}
        >
          {loading && <LinearProgress sx={{ position: 'absolute', top: 0, insetInline: 0, zIndex: 1000 }} />}
          <MapContainer center={NATIONAL_VIEW.center} zoom={NATIONAL_VIEW.zoom} minZoom={3} worldCopyJump>
            <TileLayer
              key={layer}
              url={source.url}
              attribution={source.attribution}
              maxZoom={source.maxZoom}
              eventHandlers={tiles.handlers}
            />
            <ViewWatcher onView={setView} />
            {mode === 'areas' ? (
              areas.data && (
                <AreaLayer
                  answer={areas.data}
                  measure={measure}
                  classes={classes}
                  alerts={alertsShown}
                  onDrill={drillInto}
                />
              )
            ) : (
              <>
                <FitOnData
                  answer={answer}
                  loading={pointsLoading}
                  selectionKey={`${selection.specieId}|${selection.year}`}
                />
                {answer?.mode === 'points' ? (
                  <PointMarkers points={answer.points} />
                ) : (
                  <ClusterMarkers clusters={answer?.clusters ?? []} />
                )}
              </>
            )}
            {outbreaks.shown && outbreaks.resource && outbreaks.data && (
              <OutbreakMarkers
                outbreaks={outbreaks.data.outbreaks}
                route={outbreaks.resource.route}
                clusters={mode !== 'areas' && answer?.mode === 'clusters' ? answer.clusters : NO_CLUSTERS}
              />
            )}
          </MapContainer>
        </Box>
        {mode === 'areas' && areas.data && (
          <AreaLegend answer={areas.data} measure={measure} classes={classes} alerts={alertsShown} />
        )}
        {outbreaks.shown && outbreaks.data && <OutbreakLegend answer={outbreaks.data} />}
        <TableToggle
          id="dashboard-area-table"
          shown={showTable}
          onShown={setShowTable}
          showLabel="dashboard.areas.showTable"
          hideLabel="dashboard.areas.hideTable"
        >
          {areas.data && (
            <AreaTable
              answer={areas.data}
              measure={measure}
              classes={classes}
              onDrill={drillInto}
              alertsRoute={alertsShown ? alertsResource?.route : undefined}
            />
          )}
        </TableToggle>
        {outbreaks.resource && (
          <TableToggle
            id="dashboard-outbreak-table"
            shown={showOutbreakTable}
            onShown={setShowOutbreakTable}
            showLabel="dashboard.outbreakLayer.showTable"
            hideLabel="dashboard.outbreakLayer.hideTable"
          >
            {outbreaks.data && <OutbreakTable answer={outbreaks.data} route={outbreaks.resource.route} />}
          </TableToggle>
        )}
      </CardContent>
    </Card>
  );
}
