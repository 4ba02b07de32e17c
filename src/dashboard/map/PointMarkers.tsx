/** Single registrations as dots coloured by status, each with its popup. */
import { CircleMarker, Popup } from 'react-leaflet';
import type { MapPoint } from '../types';
import { PointPopup } from './PointPopup';

export const STATUS_COLOURS: Record<string, string> = {
  waiting: '#D55E00',
  finished: '#009E73',
  canceled: '#7f7f7f',
};

export function PointMarkers({ points }: { points: readonly MapPoint[] }) {
  return points.map((point) => (
    <CircleMarker
      key={point.id}
      center={[point.lat, point.lng]}
      radius={7}
      pathOptions={{
        color: '#fff',
        weight: 2,
        fillColor: STATUS_COLOURS[point.status] ?? '#0072B2',
        fillOpacity: 0.9,
      }}
    >
      <Popup>
        <PointPopup point={point} />
      </Popup>
    </CircleMarker>
  ));
}
