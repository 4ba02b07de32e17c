/** Reports the map's bounds and zoom once on mount and after every move or zoom. */
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMapEvents } from 'react-leaflet';
import type { MapView } from './useMapAnswer';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return {
    bbox: [
      clamp(bounds.getWest(), -180, 180),
      clamp(bounds.getSouth(), -90, 90),
      clamp(bounds.getEast(), -180, 180),
      clamp(bounds.getNorth(), -90, 90),
    ],
    zoom: Math.round(map.getZoom()),
  };
}

export function ViewWatcher({ onView }: { onView: (view: MapView) => void }) {
  const map = useMapEvents({ moveend: () => onView(viewOf(map)) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first view; moves are events
  useEffect(() => onView(viewOf(map)), [map]);
  return null;
}
