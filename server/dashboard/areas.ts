/**
 * `GET /api/dashboard/areas`: registrations and sick animals per province (from the rollups) or per
 * department of one province (from that province's registrations, through its index), with each area's
 * outline or, without one, the centroid of its villages, and its open alerts (the map's alert layer).
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AreaSet } from '../areas/levels';
import { reachedBy } from '../areas/reach';
import { villageCentroids } from '../boundaries/centroids';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { areaBoundaries, departments, provinces } from '../db/schema';
import type { OpenAlertsByArea } from './alert-areas';
import type { AreaLevel, AreasAnswer, AreaValue } from './area-types';
import type { AreaParams } from './params';
import type { AreaGroup } from './summary-types';

interface NamedArea {
  id: number;
  name: string;
}

async function listedAreas(orm: Orm, params: AreaParams, areas: AreaSet): Promise<NamedArea[]> {
  const table = params.level === 'province' ? provinces : departments;
  const conditions: SQL[] = [isNull(table.deleted_at)];
  const reached = reachedBy(
    areas,
    params.level === 'province' ? 'provinces' : 'departments',
    sql`${table.id}`,
  );
  if (reached) conditions.push(reached);
  if (params.level === 'province' && params.provinces)
    conditions.push(params.provinces.length ? inArray(provinces.id, [...params.provinces]) : sql`false`);
  if (params.level === 'department') {
    const inScope = params.provinceId !== null && (params.provinces?.includes(params.provinceId) ?? true);
    conditions.push(inScope ? eq(departments.province_id, params.provinceId) : sql`false`);
  }
  const rows = await orm
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(...conditions));
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

async function outlines(orm: Orm, level: AreaLevel, ids: number[]) {
  if (!ids.length) return new Map<number, { geometry: AreaValue['outline']; approximate: boolean }>();
  const rows = await orm
    .select({
      id: areaBoundaries.area_id,
      geometry: areaBoundaries.geometry,
      approximate: areaBoundaries.approximate,
    })
    .from(areaBoundaries)
    .where(
      and(
        eq(areaBoundaries.level, level === 'province' ? 'provinces' : 'departments'),
        inArray(areaBoundaries.area_id, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, { geometry: r.geometry, approximate: r.approximate }]));
}

async function provinceName(orm: Orm, id: number | null) {
  if (id === null) return null;
  const [row] = await queryRows<NamedArea>(orm, sql`SELECT id, name FROM provinces WHERE id = ${id}`);
  return row ? { id: Number(row.id), name: String(row.name) } : null;
}

export async function areasAnswer(
  orm: Orm,
  params: AreaParams,
  groups: (params: AreaParams) => Promise<AreaGroup[]>,
  /** The viewer's areas: only the places they reach are listed. */
  viewerAreas: AreaSet,
  openAlerts: () => Promise<OpenAlertsByArea>,
): Promise<AreasAnswer> {
  const areas = await listedAreas(orm, params, viewerAreas);
  const ids = areas.map((a) => a.id);
  const [counts, shapes, centroids, province, alerts] = await Promise.all([
    areas.length ? groups(params) : Promise.resolve([]),
    outlines(orm, params.level, ids),
    villageCentroids(orm, params.level === 'province' ? 'provinces' : 'departments', ids),
    params.level === 'department' ? provinceName(orm, params.provinceId) : Promise.resolve(null),
    openAlerts(),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.area_id), c]));
  const centroidOf = new Map(centroids.map((c) => [c.id, c]));
  return {
    level: params.level,
    province,
    openAlertsWider: alerts.wider,
    areas: areas.map((area) => {
      const count = countOf.get(area.id);
      const shape = shapes.get(area.id);
      const centroid = centroidOf.get(area.id);
      return {
        ...area,
        registrations: Number(count?.registrations ?? 0),
        animals: Number(count?.males ?? 0) + Number(count?.females ?? 0),
        outline: shape?.geometry ?? null,
        approximate: shape?.approximate ?? false,
        centroid: centroid ? { lat: centroid.lat, lng: centroid.lng } : null,
        openAlerts: alerts.byArea.get(area.id) ?? 0,
      };
    }),
  };
}
