/**
 * Approximate outlines derived from the villages, so that the choropleth can be seen before any
 * boundary file is imported (the demo ships them): the Voronoi cell of each area's centroid within the
 * villages' extent. Neighbouring cells never overlap and together cover the country's extent; they are
 * stored as `approximate` and never replace an imported outline.
 */
import { Delaunay } from 'd3-delaunay';
import { sql } from 'drizzle-orm';
import type { Polygon, Position } from 'geojson';
import type { Orm } from '../db/connect';
import { queryRow } from '../db/query';
import type { BoundaryLevel } from '../db/schema';
import { villageCentroids } from './centroids';
import { saveOutlines } from './store';

/** Degrees added around the villages' extent. */
const MARGIN = 0.3;
const round = (value: number) => Math.round(value * 1e4) / 1e4;

export async function deriveApproximateOutlines(orm: Orm, level: BoundaryLevel): Promise<number> {
  const centroids = await villageCentroids(orm, level);
  if (!centroids.length) return 0;
  const extent = await queryRow<{ w: number; s: number; e: number; n: number }>(
    orm,
    sql`SELECT min(lng)::float8 AS w, min(lat)::float8 AS s, max(lng)::float8 AS e, max(lat)::float8 AS n
        FROM villages WHERE deleted_at IS NULL AND lat IS NOT NULL`,
  );
  const delaunay = Delaunay.from(
    centroids,
    (c) => c.lng,
    (c) => c.lat,
  );
  const voronoi = delaunay.voronoi([
    Number(extent.w) - MARGIN,
    Number(extent.s) - MARGIN,
    Number(extent.e) + MARGIN,
    Number(extent.n) + MARGIN,
  ]);
  const outlines = centroids.flatMap((centroid, i) => {
    // Two areas whose villages average to the same point share one cell: the second has none.
    const cell = voronoi.cellPolygon(i) as Position[] | null;
    if (!cell) return [];
    const geometry: Polygon = {
      type: 'Polygon',
      coordinates: [cell.map(([x = 0, y = 0]) => [round(x), round(y)])],
    };
    return [{ areaId: centroid.id, geometry }];
  });
  return saveOutlines(orm, level, outlines, { source: 'villages', approximate: true });
}
