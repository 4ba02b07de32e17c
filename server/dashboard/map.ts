/** `GET /api/dashboard/map`: clusters at low zoom, single registrations at high zoom when few enough. */
import type { Orm } from '../db/connect';
import { cellSize, clusterZoom, POINT_LIMIT, POINTS_ZOOM, ROLLUP_ZOOM } from './grid';
import { rollupClusters, viewClusters } from './map-clusters';
import { moreThan, viewPoints } from './map-points';
import type { MapAnswer, MapCluster } from './map-types';
import type { MapParams } from './params';

const clustersAnswer = (zoom: number, clusters: MapCluster[]): MapAnswer => ({
  mode: 'clusters',
  zoom,
  cell: cellSize(zoom),
  total: clusters.reduce((sum, c) => sum + c.count, 0),
  clusters,
  points: [],
});

export async function mapAnswer(orm: Orm, params: MapParams): Promise<MapAnswer> {
  const zoom = clusterZoom(params);
  if (zoom >= POINTS_ZOOM && !(await moreThan(orm, params, POINT_LIMIT))) {
    const points = await viewPoints(orm, params);
    return { mode: 'points', zoom, cell: null, total: points.length, clusters: [], points };
  }
  // The map cells are keyed by year and province: finer areas and date ranges are grouped from the
  // registrations in view.
  if (zoom <= ROLLUP_ZOOM && !params.area && !params.range)
    return clustersAnswer(zoom, await rollupClusters(orm, params, zoom));
  return clustersAnswer(zoom, await viewClusters(orm, params, zoom));
}
