-- The map's outbreak layer (and the card's five latest) reads the ongoing outbreaks of the selection, latest
-- last case first: every column it reads or filters on is carried here, so the read is an index-only scan of
-- the few thousand ongoing outbreaks instead of one heap page per outbreak through outbreaks_status_idx
-- (1M registry, 2,001 rows: 2,203 → 541 buffers; EXPLAIN ANALYZE 12.4 → 6.5 ms). Resolved outbreaks, nearly
-- all of them, are not in it, so it stays small (416 kB for 4,321 ongoing of 67,764) and openings that are
-- resolved at once never write it.
CREATE INDEX "outbreaks_ongoing_layer_idx" ON "outbreaks" ("last_case_at", "id")
  INCLUDE ("started_at", "disease_id", "province_id", "department_id", "municipality_id", "village_id", "ref",
           "lat", "lng", "cases", "registrations_count")
  WHERE "status" = 'ongoing';
