/** Fits the map on the data once per selection (species, year), when its first answer arrives. */
import { latLngBounds, point } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapAnswer } from '../types';
import { dataBounds } from './useMapAnswer';

const PADDING = 32;
const MAX_FIT_ZOOM = 9;

export function FitOnData({
  answer,
  loading,
  selectionKey,
}: {
  answer?: MapAnswer;
  loading: boolean;
  selectionKey: string;
}) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (loading || !answer || fitted.current === selectionKey) return;
    fitted.current = selectionKey;
    const bounds = dataBounds(answer);
    if (!bounds) return;
    const target = latLngBounds(bounds);
    const zoom = Math.min(MAX_FIT_ZOOM, map.getBoundsZoom(target, false, point(PADDING, PADDING)));
    // Already showing all of it at the right scale: moving would only cost a second request.
    if (zoom === map.getZoom() && map.getBounds().contains(target)) return;
    map.fitBounds(target, { padding: [PADDING, PADDING], maxZoom: MAX_FIT_ZOOM });
  }, [answer, loading, selectionKey, map]);
  return null;
}
