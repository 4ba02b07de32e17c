/**
 * A map to place a record: a click or a drag of the pin sets the coordinates; a position set elsewhere
 * (a village picked, numbers typed) brings the map there. Loaded lazily with leaflet.
 */
import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import L, { type LatLng } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { NATIONAL_VIEW, TILE_SOURCES } from '../../../dashboard/map/tiles';

export interface Position {
  lat: number;
  lng: number;
}

export interface CoordinatesMapProps {
  position: Position | null;
  onPlace: (position: Position) => void;
  /** What the map does, for screen readers (the inputs above are the keyboard way). */
  description: string;
  height?: number;
  readOnly?: boolean;
}

/** Close enough to a village to place a herd; far enough to see the area around. */
const PLACE_ZOOM = 13;
const DECIMALS = 1e6;

const rounded = ({ lat, lng }: LatLng): Position => ({
  lat: Math.round(lat * DECIMALS) / DECIMALS,
  lng: Math.round(L.Util.wrapNum(lng, [-180, 180], true) * DECIMALS) / DECIMALS,
});

const pin = L.divIcon({
  className: 'coordinates-pin',
  html: '<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#c62828" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 42],
  iconAnchor: [14, 42],
});

function ClickToPlace({ onPlace }: { onPlace: (position: Position) => void }) {
  useMapEvents({ click: (event) => onPlace(rounded(event.latlng)) });
  return null;
}

/** Brings a position set from outside into view: zooms in from a national view, else pans if off screen. */
function FollowPosition({ position }: { position: Position | null }) {
  const map = useMap();
  useEffect(() => {
    if (!position) return;
    if (map.getZoom() < PLACE_ZOOM - 3) map.setView(position, PLACE_ZOOM);
    else if (!map.getBounds().contains(position)) map.panTo(position);
  }, [map, position]);
  return null;
}

export default function CoordinatesMap({
  position,
  onPlace,
  description,
  height = 300,
  readOnly = false,
}: CoordinatesMapProps) {
  const tiles = TILE_SOURCES.street;
  const handlers = useMemo(
    () => ({ dragend: (event: L.DragEndEvent) => onPlace(rounded((event.target as L.Marker).getLatLng())) }),
    [onPlace],
  );
  return (
    <Box
      role="group"
      aria-label={description}
      data-testid="coordinates-map"
      sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', mt: 1 }}
    >
      <MapContainer
        center={position ?? NATIONAL_VIEW.center}
        zoom={position ? PLACE_ZOOM : NATIONAL_VIEW.zoom}
        style={{ height: '100%', width: '100%', cursor: readOnly ? undefined : 'crosshair' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.maxZoom} />
        {!readOnly && <ClickToPlace onPlace={onPlace} />}
        <FollowPosition position={position} />
        {position && (
          <Marker
            position={position}
            icon={pin}
            draggable={!readOnly}
            keyboard={false}
            eventHandlers={readOnly ? undefined : handlers}
          />
        )}
      </MapContainer>
    </Box>
  );
}
