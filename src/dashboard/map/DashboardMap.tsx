/** The registrations on a map: clusters at low zoom, single registrations when zoomed in. Lazily loaded with leaflet. */
import 'leaflet/dist/leaflet.css';
import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useFormatNumber } from '../format';
import type { Selection } from '../types';
import { ClusterMarkers } from './ClusterMarkers';
import { FitOnData } from './FitOnData';
import { MapToolbar } from './MapToolbar';
import { PointMarkers } from './PointMarkers';
import { type BaseLayer, NATIONAL_VIEW, TILE_SOURCES } from './tiles';
import { useMapAnswer } from './useMapAnswer';
import { useTileHealth } from './useTileHealth';
import { ViewWatcher } from './ViewWatcher';

export default function DashboardMap({ selection }: { selection: Selection }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const [layer, setLayer] = useState<BaseLayer>('street');
  const { data: answer, loading, error, reload, setView } = useMapAnswer(selection);
  const tiles = useTileHealth();
  const source = TILE_SOURCES[layer];

  const refresh = () => {
    tiles.reset();
    reload();
  };
  const changeLayer = (next: BaseLayer) => {
    tiles.reset();
    setLayer(next);
  };

  return (
    <Card variant="outlined" component="section" aria-label={translate('dashboard.map')}>
      <CardHeader
        title={translate('dashboard.map')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        action={<MapToolbar layer={layer} onLayer={changeLayer} onRefresh={refresh} loading={loading} />}
        sx={{ pb: 1, flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1, minHeight: 20 }}>
          {answer &&
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
            <FitOnData
              answer={answer}
              loading={loading}
              selectionKey={`${selection.specieId}|${selection.year}`}
            />
            {answer?.mode === 'points' ? (
              <PointMarkers points={answer.points} />
            ) : (
              <ClusterMarkers clusters={answer?.clusters ?? []} />
            )}
          </MapContainer>
        </Box>
      </CardContent>
    </Card>
  );
}
