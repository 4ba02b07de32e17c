/**
 * The map's outbreak layer: each ongoing outbreak with a place as a triangle at its centre, with its
 * popup. Outbreaks whose triangles would cover or touch each other at the current zoom (a national view of
 * a hundred) are drawn as one triangle with their number; its popup lists them and zooms in on them.
 */
import { Button, Link as MuiLink } from '@mui/material';
import { type DivIcon, divIcon, latLngBounds } from 'leaflet';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { useCaseDate } from '../../outbreaks/useCaseDate';
import { useFormatNumber } from '../format';
import type { DrawnOutbreak } from '../types';
import { groupOverlapping } from './groupOverlapping';
import { outbreakGroupMarkup, outbreakSymbolMarkup } from './outbreakSymbol';
import { RecordPopup } from './RecordPopup';

const SIZE = 28;
const GROUP_SIZE = 36;
/** Free pixels kept between two triangles at any zoom. */
const GAP = 4;
const icon = divIcon({
  html: outbreakSymbolMarkup(SIZE),
  className: 'dashboard-outbreak-marker',
  iconSize: [SIZE, SIZE],
  iconAnchor: [SIZE / 2, SIZE - 4],
  popupAnchor: [0, -SIZE + 6],
});

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 0 });
const groupIcon = (count: number) =>
  divIcon({
    html: outbreakGroupMarkup(GROUP_SIZE, compact.format(count)),
    className: 'dashboard-outbreak-marker dashboard-outbreak-group',
    iconSize: [GROUP_SIZE, GROUP_SIZE],
    iconAnchor: [GROUP_SIZE / 2, GROUP_SIZE - 5],
    popupAnchor: [0, -GROUP_SIZE + 8],
  });

/** A group's name reads its first references (the latest cases), so a screen reader tells which. */
const NAMED_IN_GROUP = 5;

/** Above the registrations' dots and clusters. */
const ABOVE_POINTS = 1000;

export const outbreakPath = (route: string, id: number) => `${route}/${id}/show`;

export const outbreakPlace = (o: DrawnOutbreak) => [o.municipality, o.province].filter(Boolean).join(', ');

type Placed = DrawnOutbreak & { lat: number; lng: number };
const isPlaced = (o: DrawnOutbreak): o is Placed => o.lat !== null && o.lng !== null;

function OutbreakPopup({ outbreak, route }: { outbreak: DrawnOutbreak; route: string }) {
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

/** The outbreaks of one triangle, each a link, latest last case first; and a way to zoom in on them. */
function OutbreakGroupPopup({ outbreaks, route }: { outbreaks: readonly Placed[]; route: string }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const caseDate = useCaseDate();
  const map = useMap();
  const bounds = latLngBounds(outbreaks.map((o) => [o.lat, o.lng]));
  const canZoom = !bounds.getNorthEast().equals(bounds.getSouthWest()) && map.getZoom() < map.getMaxZoom();
  return (
    <div style={{ minWidth: 220 }}>
      <strong>
        {translate('dashboard.outbreakLayer.group', {
          smart_count: outbreaks.length,
          count: format(outbreaks.length),
        })}
      </strong>
      <ul style={{ maxHeight: 220, overflowY: 'auto', margin: '4px 0', paddingInlineStart: 18 }}>
        {outbreaks.map((o) => (
          <li key={o.id}>
            <MuiLink component={Link} to={outbreakPath(route, o.id)}>
              {o.ref}
            </MuiLink>{' '}
            · {o.disease} · {outbreakPlace(o) || '—'} · {translate('resources.outbreaks.fields.last_case_at')}{' '}
            {caseDate(o.last_case_at)}
          </li>
        ))}
      </ul>
      {canZoom && (
        <Button
          size="small"
          onClick={() => {
            map.closePopup();
            // At once, not animated: no motion the reader did not ask for, and no stale markers meanwhile.
            map.fitBounds(bounds, { padding: [48, 48], animate: false });
          }}
        >
          {translate('dashboard.outbreakLayer.zoomIn')}
        </Button>
      )}
    </div>
  );
}

export function OutbreakMarkers({
  outbreaks,
  route,
}: {
  outbreaks: readonly DrawnOutbreak[];
  route: string;
}) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  // One icon per count, kept across renders: a new icon object makes Leaflet replace the marker's element
  // (losing its focus and open popup) at every render of the map.
  const icons = useMemo(() => new Map<number, DivIcon>(), []);
  const iconFor = (count: number) => {
    const found = icons.get(count) ?? groupIcon(count);
    icons.set(count, found);
    return found;
  };
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const groupName = (group: readonly Placed[]) => {
    const refs = group.slice(0, NAMED_IN_GROUP).map((o) => o.ref);
    const more = group.length > NAMED_IN_GROUP ? ', …' : '';
    const count = translate('dashboard.outbreakLayer.group', {
      smart_count: group.length,
      count: format(group.length),
    });
    return `${count} · ${refs.join(', ')}${more}`;
  };
  // Triangles that would cover or touch each other are grouped at this zoom (panning changes nothing).
  const groups = useMemo(
    () =>
      groupOverlapping(
        outbreaks.filter(isPlaced),
        (o) => map.project([o.lat, o.lng], zoom),
        GROUP_SIZE + GAP,
      ),
    [outbreaks, map, zoom],
  );
  return groups.map((group) => {
    const [first] = group;
    if (!first) return null;
    if (group.length === 1)
      return (
        <Marker
          key={first.id}
          position={[first.lat, first.lng]}
          icon={icon}
          title={`${first.ref} · ${first.disease}`}
          zIndexOffset={ABOVE_POINTS}
        >
          <Popup>
            <OutbreakPopup outbreak={first} route={route} />
          </Popup>
        </Marker>
      );
    return (
      <Marker
        // Keyed by its members: react-leaflet sets a marker's title only when it makes it, so a group that
        // changes with the zoom must be a new marker to be named right.
        key={`group-${group.map((o) => o.id).join('-')}`}
        position={[first.lat, first.lng]}
        icon={iconFor(group.length)}
        title={groupName(group)}
        zIndexOffset={ABOVE_POINTS}
      >
        <Popup>
          <OutbreakGroupPopup outbreaks={group} route={route} />
        </Popup>
      </Marker>
    );
  });
}
