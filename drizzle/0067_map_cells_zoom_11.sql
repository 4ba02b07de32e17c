-- Custom SQL migration file, put your code below! --
-- The map rollup's cells are those of zoom 11 (360 / 2^13 degrees), not zoom 10 (issue 14, session 15):
-- a zoom-11 view read its registrations from the position index (22,781 index entries around a sparse
-- village at 1M, 19-38 ms at load ~15; 56,892 and 67 ms on another generated million) where the rollup
-- holds 1,535 rows for it. The rollup grows by a sixth (53,089 -> 61,761 rows at 1M): cells are mostly one
-- village's. server/dashboard/grid.ts's ROLLUP_ZOOM says the same.
CREATE OR REPLACE FUNCTION dashboard_cell(coord float8) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(coord / 0.0439453125)::int $$;
--> statement-breakpoint
DELETE FROM dashboard_map_cells;
--> statement-breakpoint
INSERT INTO dashboard_map_cells (year, province_id, specie_id, cell_y, cell_x, confirmed, registrations, animals, lat_sum, lng_sum)
SELECT extract(year FROM dashboard_day(created_at))::int, coalesce(province_id, 0), specie_id,
  dashboard_cell(lat), dashboard_cell(lng), dashboard_confirmed(classification),
  count(*), sum(male_number + female_number), sum(lat), sum(lng)
FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6;
