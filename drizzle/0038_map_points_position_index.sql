-- The map at zoom 11 and finer reads the registrations in view. A btree on (lat, lng) bounds only the
-- latitude: a view's band of latitude crosses the whole country, so at 1M registrations it scanned tens of
-- thousands of index entries to keep a few hundred. A GiST index on the position bounds both coordinates
-- (server/dashboard/map-filters.ts asks `point(lng, lat) <@ box(…)`; bench/map-zoom.bench.ts measures both).
CREATE INDEX "registrations_live_position_idx" ON "registrations" USING gist (point("lng", "lat"))
  WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "registrations_live_lat_lng_idx";
