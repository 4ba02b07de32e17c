import { type SQL, sql } from 'drizzle-orm';

/**
 * Great-circle distance in kilometres between two points given as SQL expressions (haversine). The few
 * ongoing outbreaks of one disease are compared one by one, so no spatial index or extension is needed.
 */
export const kilometresBetween = (lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL =>
  sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The same haversine in TypeScript, for outbreaks compared in memory (see ./candidates.ts). */
export function kilometresApart(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
