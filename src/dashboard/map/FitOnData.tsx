/** Fits the map on the data once per selection (species, year), when its first answer arrives. */
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapAnswer } from '../types';
import { dataBounds } from './useMapAnswer';

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
    if (bounds) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 9 });
  }, [answer, loading, selectionKey, map]);
  return null;
}
