-- Custom SQL migration file, put your code below! --
-- Back to zoom 10's cells (0067 undone, issue 14, session 15): at zoom 11 the map rollup held 110,396 rows
-- at 1M, not the 61,761 first counted (53,089 at zoom 10), and a zoom-11 view scanned it all (no index on
-- the cells): map-zoom at 1M, same hold, vacuumed, load ~10: dense z11 p50 14.8 -> 32.9 ms, national
-- 37 -> 65 ms, sparse z11 18.7 -> 18.6 ms. server/dashboard/grid.ts's ROLLUP_ZOOM is 10 again.
CREATE OR REPLACE FUNCTION dashboard_cell(coord float8) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(coord / 0.087890625)::int $$;
--> statement-breakpoint
DELETE FROM dashboard_map_cells;
--> statement-breakpoint
INSERT INTO dashboard_map_cells (year, province_id, specie_id, cell_y, cell_x, confirmed, registrations, animals, lat_sum, lng_sum)
SELECT extract(year FROM dashboard_day(created_at))::int, coalesce(province_id, 0), specie_id,
  dashboard_cell(lat), dashboard_cell(lng), dashboard_confirmed(classification),
  count(*), sum(male_number + female_number), sum(lat), sum(lng)
FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6;
