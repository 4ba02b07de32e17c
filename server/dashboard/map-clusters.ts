/** Grid clusters: centroid, registrations and sick animals per cell of the zoom's grid. */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { dashboardMapCells as cells } from '../db/schema';
import { cellRange, cellSize, ROLLUP_ZOOM } from './grid';
import { liveRegistrationsWhere, round } from './map-filters';
import type { MapCluster } from './map-types';
import type { MapParams } from './params';
import { inProvinces } from './provinces';

interface ClusterRow {
  count: number;
  animals: number;
  lat: number;
  lng: number;
}

const toCluster = (row: ClusterRow): MapCluster => ({
  lat: round(Number(row.lat), 5),
  lng: round(Number(row.lng), 5),
  count: Number(row.count),
  animals: Number(row.animals),
});

/** Clusters at `zoom` ≤ ROLLUP_ZOOM, merged from the rollup's cells. */
export async function rollupClusters(orm: Orm, params: MapParams, zoom: number): Promise<MapCluster[]> {
  const [w, s, e, n] = params.bbox;
  const per = 2 ** (ROLLUP_ZOOM - zoom);
  const [y0, y1] = cellRange(s, n, cellSize(zoom));
  const [x0, x1] = cellRange(w, e, cellSize(zoom));
  const conditions: SQL[] = [
    sql`${cells.cell_y} BETWEEN ${y0 * per} AND ${(y1 + 1) * per - 1}`,
    sql`${cells.cell_x} BETWEEN ${x0 * per} AND ${(x1 + 1) * per - 1}`,
  ];
  if (params.specieId !== null) conditions.push(sql`${cells.specie_id} = ${params.specieId}`);
  if (params.year !== null) conditions.push(sql`${cells.year} = ${params.year}`);
  if (params.provinces) conditions.push(inProvinces(cells.province_id, params.provinces));
  if (params.confirmed) conditions.push(sql`${cells.confirmed}`);
  const rows = await queryRows<ClusterRow>(
    orm,
    sql`SELECT sum(${cells.registrations})::int AS count, sum(${cells.animals})::float8 AS animals,
               sum(${cells.lat_sum}) / sum(${cells.registrations}) AS lat,
               sum(${cells.lng_sum}) / sum(${cells.registrations}) AS lng
        FROM ${cells} WHERE ${sql.join(conditions, sql` AND `)}
        GROUP BY floor(${cells.cell_y} / ${per}::float8), floor(${cells.cell_x} / ${per}::float8)
        HAVING sum(${cells.registrations}) > 0`,
  );
  return rows.map(toCluster);
}

/** Clusters at a zoom finer than the rollup: the registrations in view, grouped directly. */
export async function viewClusters(orm: Orm, params: MapParams, zoom: number): Promise<MapCluster[]> {
  const size = cellSize(zoom);
  const [w, s, e, n] = params.bbox;
  const [y0, y1] = cellRange(s, n, size);
  const [x0, x1] = cellRange(w, e, size);
  const view: MapParams['bbox'] = [x0 * size, y0 * size, (x1 + 1) * size, (y1 + 1) * size];
  const rows = await queryRows<ClusterRow>(
    orm,
    sql`SELECT count(*)::int AS count, sum(r.male_number + r.female_number)::float8 AS animals,
               avg(r.lat) AS lat, avg(r.lng) AS lng
        FROM registrations r WHERE ${liveRegistrationsWhere(params, view)}
        GROUP BY floor(r.lat / ${size}::float8), floor(r.lng / ${size}::float8)`,
  );
  return rows.map(toCluster);
}
