/** Where an area lies without an outline: the mean position of its villages. */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { BoundaryLevel } from '../db/schema';

export interface Centroid {
  id: number;
  lat: number;
  lng: number;
}

const areaColumn: Record<BoundaryLevel, SQL> = {
  provinces: sql`d.province_id`,
  departments: sql`d.id`,
};

/** The centroids of the areas of `level`, all of them or those of `ids`. */
export async function villageCentroids(
  orm: Orm,
  level: BoundaryLevel,
  ids: readonly number[] | null = null,
): Promise<Centroid[]> {
  const column = areaColumn[level];
  const only = ids
    ? ids.length
      ? sql`AND ${column} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`AND false`
    : sql``;
  const rows = await queryRows<Centroid>(
    orm,
    sql`SELECT ${column} AS id, avg(v.lat)::float8 AS lat, avg(v.lng)::float8 AS lng
        FROM villages v
        JOIN municipalities m ON m.id = v.municipality_id AND m.deleted_at IS NULL
        JOIN departments d ON d.id = m.department_id AND d.deleted_at IS NULL
        WHERE v.deleted_at IS NULL AND v.lat IS NOT NULL AND v.lng IS NOT NULL ${only}
        GROUP BY 1`,
  );
  return rows.map((r) => ({ id: Number(r.id), lat: Number(r.lat), lng: Number(r.lng) }));
}
