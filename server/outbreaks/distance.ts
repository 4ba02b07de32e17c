import { type SQL, sql } from 'drizzle-orm';

/**
 * Great-circle distance in kilometres between two points given as SQL expressions (haversine). The few
 * ongoing outbreaks of one disease are compared one by one, so no spatial index or extension is needed.
 */
export const kilometresBetween = (lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL =>
  sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
