-- The map's clusters at zoom 11–14 aggregate every registration in view (29,000 at zoom 11 around the
-- densest village at 1M): measured, the cost is reading those rows from the table, not finding them
-- (bench/results/map-zoom.md: the GiST and the former btree gave the same times). The position index now
-- carries what the map reads and filters on, so the clusters come from an index-only scan.
DROP INDEX IF EXISTS "registrations_live_position_idx";--> statement-breakpoint
CREATE INDEX "registrations_live_position_idx" ON "registrations" USING gist (point("lng", "lat"))
  INCLUDE ("lat", "lng", "male_number", "female_number", "specie_id", "province_id", "created_at")
  WHERE "deleted_at" IS NULL;
