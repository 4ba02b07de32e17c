/** Single registrations in view, with what the map's popup shows. */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow, queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import { liveRegistrationsWhere, round } from './map-filters';
import type { MapPoint } from './map-types';
import type { MapParams } from './params';

/** Whether the view holds more than `limit` registrations (stops counting at limit + 1). */
export async function moreThan(orm: Orm, params: MapParams, limit: number): Promise<boolean> {
  const row = await queryRow<{ n: number }>(
    orm,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM registrations r WHERE ${liveRegistrationsWhere(params, params.bbox)} LIMIT ${limit + 1}) v`,
  );
  return row.n > limit;
}

/** The points in view, newest first. */
export async function viewPoints(orm: Orm, params: MapParams): Promise<MapPoint[]> {
  const [specie, breed, disease] = ['s', 'b', 'd'].map((alias) => translatedName(alias, params.language));
  const rows = await queryRows<MapPoint & { created_at: string | Date }>(
    orm,
    sql`SELECT r.id, r.ref, r.lat, r.lng, r.status, r.specie_id, ${specie} AS specie, ${breed} AS breed,
               v.name AS village, r.male_number AS males, r.female_number AS females, r.created_at,
               ARRAY(SELECT ${disease} FROM registration_diseases rd JOIN diseases d ON d.id = rd.disease_id
                     WHERE rd.registration_id = r.id ORDER BY 1) AS diseases
        FROM registrations r
        JOIN species s ON s.id = r.specie_id
        LEFT JOIN breeds b ON b.id = r.breed_id
        LEFT JOIN villages v ON v.id = r.village_id
        WHERE ${liveRegistrationsWhere(params, params.bbox)}
        ORDER BY r.created_at DESC, r.id DESC`,
  );
  return rows.map((row) => ({
    ...row,
    lat: round(row.lat, 6),
    lng: round(row.lng, 6),
    created_at: new Date(row.created_at).toISOString(),
  }));
}
