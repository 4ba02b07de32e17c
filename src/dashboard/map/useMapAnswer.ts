/** The map's data for the current view: asked again when the selection, the bounds or the zoom change. */
import { useState } from 'react';
import { bboxParam, fetchMap } from '../api';
import type { Bbox, MapAnswer, Selection } from '../types';
import { useRemote } from '../useRemote';

export interface MapView {
  bbox: Bbox;
  zoom: number;
}

export const mapKey = (selection: Selection, view: MapView) =>
  `${selection.specieId ?? ''}|${selection.year ?? ''}|${bboxParam(view.bbox)}|${view.zoom}`;

export function useMapAnswer(selection: Selection) {
  const [view, setView] = useState<MapView | null>(null);
  const remote = useRemote<MapAnswer>(view ? mapKey(selection, view) : null, (signal) =>
    fetchMap(selection, (view as MapView).bbox, (view as MapView).zoom, signal),
  );
  return { ...remote, view, setView };
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
