/**
 * The map's outbreak layer: each ongoing outbreak with a place as a triangle at its centre, with its
 * popup. Outbreaks whose triangles would cover or touch each other at the current zoom (a national view of
 * a hundred) are drawn as one triangle with their number; its popup lists them and zooms in on them.
 * A triangle that would cover a registrations' cluster badge is moved beside it, a line leading to its
 * place (placeClear.ts): each keeps a target of its own (WCAG 2.5.8).
 */
import { Button, Link as MuiLink } from '@mui/material';
import { type DivIcon, divIcon, latLng, latLngBounds } from 'leaflet';
import { Fragment, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Marker, Polyline, Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { useCaseDate } from '../../outbreaks/useCaseDate';
import { useFormatNumber } from '../format';
import type { DrawnOutbreak, MapCluster } from '../types';
import { badgeBox, useClusterSymbols, useZoom } from './clusterSymbols';
import { groupOverlapping } from './groupOverlapping';
import { outbreakGroupMarkup, outbreakSymbolMarkup } from './outbreakSymbol';
import { type Extent, placeClear } from './placeClear';
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

/** The triangles' boxes around their points (their icon anchors), for placeClear. */
const extentOf = (size: number, below: number): Extent => ({
  left: size / 2,
  right: size / 2,
  top: size - below,
  bottom: below,
});
const EXTENT = extentOf(SIZE, 4);
const GROUP_EXTENT = extentOf(GROUP_SIZE, 5);
const LEADER = { color: '#4a148c', weight: 1.5, interactive: false } as const;

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
  clusters,
}: {
  outbreaks: readonly DrawnOutbreak[];
  route: string;
  /** The registrations' clusters drawn under the triangles, which the triangles keep off. */
  clusters: readonly MapCluster[];
}) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const map = useMap();
  const zoom = useZoom();
  const badges = useClusterSymbols(clusters);
  // One icon per count, kept across renders: a new icon object makes Leaflet replace the marker's element
  // (losing its focus and open popup) at every render of the map.
  const icons = useMemo(() => new Map<number, DivIcon>(), []);
  const iconFor = (count: number) => {
    const found = icons.get(count) ?? groupIcon(count);
    icons.set(count, found);
    return found;
  };
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
  const places = useMemo(
    () =>
      placeClear(
        groups.map((group) => ({
          point: group[0] ? map.project([group[0].lat, group[0].lng], zoom) : { x: Number.NaN, y: 0 },
          extent: group.length === 1 ? EXTENT : GROUP_EXTENT,
        })),
        badges.map((badge) => badgeBox(badge)),
        { gap: GAP, step: GROUP_SIZE / 2 },
      ).map(({ at, moved }, index) => {
        const [first] = groups[index] ?? [];
        return {
          position: moved || !first ? map.unproject([at.x, at.y], zoom) : latLng(first.lat, first.lng),
          moved,
        };
      }),
    [groups, badges, map, zoom],
  );
  return groups.map((group, index) => {
    const [first] = group;
    const place = places[index];
    if (!first || !place) return null;
    const leader = place.moved && (
      <Polyline
        positions={[
          [first.lat, first.lng],
          [place.position.lat, place.position.lng],
        ]}
        pathOptions={LEADER}
      />
    );
    if (group.length === 1)
      return (
        <Fragment key={first.id}>
          {leader}
          <Marker
            position={place.position}
            icon={icon}
            title={`${first.ref} · ${first.disease}`}
            zIndexOffset={ABOVE_POINTS}
          >
            <Popup>
              <OutbreakPopup outbreak={first} route={route} />
            </Popup>
          </Marker>
        </Fragment>
      );
    return (
      // Keyed by its members: react-leaflet sets a marker's title only when it makes it, so a group that
      // changes with the zoom must be a new marker to be named right.
      <Fragment key={`group-${group.map((o) => o.id).join('-')}`}>
        {leader}
        <Marker
          position={place.position}
          icon={iconFor(group.length)}
          title={groupName(group)}
          zIndexOffset={ABOVE_POINTS}
        >
          <Popup>
            <OutbreakGroupPopup outbreaks={group} route={route} />
          </Popup>
        </Marker>
      </Fragment>
    );
  });
}
