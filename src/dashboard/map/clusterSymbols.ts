/**
 * The registrations' clusters as the map draws them at the current zoom. The server's clusters are cells of
 * 64 px (server/dashboard/grid.ts), so two neighbouring ones may be drawn closer than their badges' widths:
 * those are drawn as one badge, at the place of the biggest, with their counts added, so no two badges
 * cover each other (WCAG 2.5.8, each keeps 24 × 24 px). The outbreak layer reads the same badges to keep
 * its triangles off them (OutbreakMarkers).
 */
import { useMemo, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { MapCluster } from '../types';
import { groupOverlapping, type Pixel } from './groupOverlapping';
import { type Box, boxAt } from './placeClear';

/** The white edge drawn around a badge, on each side. */
const EDGE = 2;
const LARGEST = 40;
/** Free pixels kept between two badges. */
export const BADGE_GAP = 4;

/** 28 to 40 px wide, by the registrations' order of magnitude. */
export const badgeSize = (count: number) => Math.round(28 + Math.min(12, Math.log10(count + 1) * 4));

export interface ClusterSymbol extends MapCluster {
  /** Where the badge is drawn at this zoom, in the map's pixels. */
  pixel: Pixel;
}

export function mergeClusters(
  clusters: readonly MapCluster[],
  project: (cluster: MapCluster) => Pixel,
): ClusterSymbol[] {
  const biggestFirst = [...clusters].sort((a, b) => b.count - a.count);
  const groups = groupOverlapping(biggestFirst, project, LARGEST + 2 * EDGE + BADGE_GAP);
  return groups.flatMap(([first, ...rest]) =>
    first
      ? [
          {
            ...first,
            count: rest.reduce((sum, c) => sum + c.count, first.count),
            animals: rest.reduce((sum, c) => sum + c.animals, first.animals),
            pixel: project(first),
          },
        ]
      : [],
  );
}

/** The box a badge covers, its edge and (by default) the gap kept around it included. */
export function badgeBox(symbol: ClusterSymbol, gap = BADGE_GAP): Box {
  const half = badgeSize(symbol.count) / 2 + EDGE;
  return boxAt(symbol.pixel, { left: half, right: half, top: half, bottom: half }, gap);
}

/** The map's zoom, followed. */
export function useZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return zoom;
}

export function useClusterSymbols(clusters: readonly MapCluster[]): ClusterSymbol[] {
  const map = useMap();
  const zoom = useZoom();
  return useMemo(
    () => mergeClusters(clusters, (c) => map.project([c.lat, c.lng], zoom)),
    [clusters, map, zoom],
  );
}
