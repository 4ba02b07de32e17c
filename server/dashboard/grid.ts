/**
 * Grid clustering by zoom: a cluster cell spans 64 screen pixels, 360 / 2^(zoom + 2) degrees. Cells of
 * every zoom up to ROLLUP_ZOOM are unions of the rollup's cells (powers of two), so clusters are read
 * from `dashboard_map_cells`; finer zooms group the registrations of the (small) view directly.
 */
import type { MapParams } from './params';

/** Zoom 11 was tried (drizzle/0067, undone by 0068): its rollup doubled and slowed zoom 11 and national zoom. */
export const ROLLUP_ZOOM = 10;
/** The rollup's cell size; the migration's `dashboard_cell()` uses the same number. */
export const ROLLUP_CELL = 360 / 2 ** (ROLLUP_ZOOM + 2);
/** From this zoom on, single registrations are shown when there are few enough in view. */
export const POINTS_ZOOM = 12;
export const POINT_LIMIT = 500;
/** A view asking for more cells than this is clustered at a coarser zoom. */
export const MAX_CELLS = 4096;

export const cellSize = (zoom: number) => 360 / 2 ** (zoom + 2);

/** The zoom to cluster at: the one asked for, coarsened until the view holds at most MAX_CELLS cells. */
export function clusterZoom({ bbox: [w, s, e, n], zoom }: Pick<MapParams, 'bbox' | 'zoom'>): number {
  let z = zoom;
  while (z > 0 && ((e - w) / cellSize(z)) * ((n - s) / cellSize(z)) > MAX_CELLS) z--;
  return z;
}

/** Cell index range covering [min, max] at a cell size: whole cells, so clusters do not change when panning. */
export const cellRange = (min: number, max: number, size: number): [number, number] => [
  Math.floor(min / size),
  Math.floor(max / size),
];
