/** The map's data for the current view: asked again when the selection, the bounds or the zoom change. */
import { useCallback, useState } from 'react';
import { bboxParam, fetchMap } from '../api';
import type { Bbox, MapAnswer, Selection } from '../types';
import { type Remote, remoteOf, usePanelQuery } from '../useDashboardData';

export interface MapView {
  bbox: Bbox;
  zoom: number;
}

export const mapKey = (selection: Selection, view: MapView | null) =>
  ['dashboard', 'map', selection, view ? bboxParam(view.bbox) : null, view?.zoom ?? null] as const;

/** Whether the data loaded for `loaded` already covers `next` (same zoom, bounds inside). */
export function covers(loaded: MapView | null, next: MapView): boolean {
  if (!loaded || loaded.zoom !== next.zoom) return false;
  const [w, s, e, n] = loaded.bbox;
  const [w2, s2, e2, n2] = next.bbox;
  return w <= w2 && s <= s2 && e >= e2 && n >= n2;
}

export function useMapAnswer(selection: Selection): Remote<MapAnswer> & {
  view: MapView | null;
  setView: (next: MapView) => void;
} {
  const [view, setViewState] = useState<MapView | null>(null);
  // A small pan inside what is loaded (a popup making room for itself) asks nothing new.
  const setView = useCallback(
    (next: MapView) => setViewState((loaded) => (covers(loaded, next) ? loaded : next)),
    [],
  );
  const query = usePanelQuery(
    mapKey(selection, view),
    (signal) => {
      if (!view) throw new Error('the map has no view yet');
      return fetchMap(selection, view.bbox, view.zoom, signal);
    },
    view !== null,
  );
  return {
    ...remoteOf(query),
    view,
    setView,
  };
}

/** The bounds around clusters or points, to fit the map on the data ([[south, west], [north, east]]). */
export function dataBounds(answer: MapAnswer): [[number, number], [number, number]] | null {
  const spots = answer.mode === 'points' ? answer.points : answer.clusters;
  if (!spots.length) return null;
  const lats = spots.map((s) => s.lat);
  const lngs = spots.map((s) => s.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
