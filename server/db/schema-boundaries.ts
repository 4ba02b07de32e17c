/**
 * The outlines of provinces and departments for the dashboard's choropleth: GeoJSON geometries an
 * administrator imports (a national statistics office's or geoBoundaries' files), or the demo's
 * approximate ones derived from its villages (`approximate`).
 */

import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MultiPolygon, Polygon } from 'geojson';

/** The area levels that carry a boundary (their resource names). */
export const BOUNDARY_LEVELS = ['provinces', 'departments'] as const;
export type BoundaryLevel = (typeof BOUNDARY_LEVELS)[number];

export const areaBoundaries = pgTable(
  'area_boundaries',
  {
    level: text('level').$type<BoundaryLevel>().notNull(),
    // No foreign key: one table serves two levels; answers join the live areas.
    area_id: integer('area_id').notNull(),
    geometry: jsonb('geometry').$type<Polygon | MultiPolygon>().notNull(),
    approximate: boolean('approximate').notNull().default(false),
    /** Where the outline comes from: the imported file's name, or `demo`. */
    source: text('source').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.level, t.area_id] })],
);
