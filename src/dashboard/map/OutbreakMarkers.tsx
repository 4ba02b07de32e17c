/** The map's outbreak layer: each ongoing outbreak with a place as a triangle at its centre, with its popup. */
import { divIcon } from 'leaflet';
import { useTranslate } from 'react-admin';
import { Marker, Popup } from 'react-leaflet';
import { useCaseDate } from '../../outbreaks/useCaseDate';
import { useFormatNumber } from '../format';
import type { DashboardOutbreak } from '../types';
import { outbreakSymbolMarkup } from './outbreakSymbol';
import { RecordPopup } from './RecordPopup';

const SIZE = 28;
const icon = divIcon({
  html: outbreakSymbolMarkup(SIZE),
  className: 'dashboard-outbreak-marker',
  iconSize: [SIZE, SIZE],
  iconAnchor: [SIZE / 2, SIZE - 4],
  popupAnchor: [0, -SIZE + 6],
});

/** Above the registrations' dots and clusters. */
const ABOVE_POINTS = 1000;

export const outbreakPath = (route: string, id: number) => `${route}/${id}/show`;

export const outbreakPlace = (o: DashboardOutbreak) =>
  [o.municipality, o.province].filter(Boolean).join(', ');

function OutbreakPopup({ outbreak, route }: { outbreak: DashboardOutbreak; route: string }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const caseDate = useCaseDate();
  const field = (name: string) => translate(`resources.outbreaks.fields.${name}`);
  const rows: [string, string][] = [
    [field('disease'), outbreak.disease],
    [translate('dashboard.outbreakLayer.place'), outbreakPlace(outbreak) || '—'],
    [field('cases'), format(outbreak.cases)],
    [field('started_at'), caseDate(outbreak.started_at)],
    [field('last_case_at'), caseDate(outbreak.last_case_at)],
  ];
  return (
    <RecordPopup
      title={outbreak.ref}
      rows={rows}
      link={{ to: outbreakPath(route, outbreak.id), label: translate('dashboard.outbreakLayer.open') }}
    />
  );
}

export function OutbreakMarkers({
  outbreaks,
  route,
}: {
  outbreaks: readonly DashboardOutbreak[];
  route: string;
}) {
  return outbreaks.map((o) =>
    o.lat === null || o.lng === null ? null : (
      <Marker
        key={o.id}
        position={[o.lat, o.lng]}
        icon={icon}
        title={`${o.ref} · ${o.disease}`}
        zIndexOffset={ABOVE_POINTS}
      >
        <Popup>
          <OutbreakPopup outbreak={o} route={route} />
        </Popup>
      </Marker>
    ),
  );
}
