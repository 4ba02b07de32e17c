-- Dashboard rollups (server/db/schema-dashboard.ts) kept exact on every write, whatever writes: the API,
-- the seeders, or SQL by hand. Statement-level triggers read the transition tables, so a bulk insert of
-- 50,000 rows costs three grouped upserts, not 150,000. `dashboard_rebuild()` recomputes everything.

-- The dashboard's calendar: local days in N'Djamena (UTC+1 all year); server/dashboard/calendar.ts agrees.
CREATE OR REPLACE FUNCTION dashboard_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'Africa/Ndjamena')::date $$;
--> statement-breakpoint
-- The map cell of a coordinate at the finest clustered zoom: 360 / 2^12 degrees (server/dashboard/grid.ts).
CREATE OR REPLACE FUNCTION dashboard_cell(coord float8) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(coord / 0.087890625)::int $$;
--> statement-breakpoint
-- The statements that add the signed rows of `changes` (registrations columns plus `sign`, +1 or -1) to
-- the registration and map rollups; with `with_diseases`, also to the disease rollup through the current
-- links. Rows are grouped (one upsert per key) and ordered (concurrent writers lock keys in the same
-- order). The trigger itself runs them: transition tables are only visible there.
CREATE OR REPLACE FUNCTION dashboard_registration_upserts(changes text, with_diseases boolean) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  statements text[];
BEGIN
  statements := ARRAY[format($sql$
    INSERT INTO dashboard_registration_days AS t (day, specie_id, breed_id, status, registrations, males, females)
    SELECT dashboard_day(created_at), specie_id, coalesce(breed_id, 0), status,
      sum(sign), sum(sign * male_number), sum(sign * female_number)
    FROM (%s) d WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * male_number) <> 0 OR sum(sign * female_number) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, specie_id, breed_id, status) DO UPDATE SET
      registrations = t.registrations + excluded.registrations,
      males = t.males + excluded.males, females = t.females + excluded.females$sql$, changes),
  format($sql$
    INSERT INTO dashboard_map_cells AS t (year, specie_id, cell_y, cell_x, registrations, animals, lat_sum, lng_sum)
    SELECT extract(year FROM dashboard_day(created_at))::int, specie_id, dashboard_cell(lat), dashboard_cell(lng),
      sum(sign), sum(sign * (male_number + female_number)), sum(sign * lat), sum(sign * lng)
    FROM (%s) d WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * (male_number + female_number)) <> 0
      OR sum(sign * lat) <> 0 OR sum(sign * lng) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (year, specie_id, cell_y, cell_x) DO UPDATE SET
      registrations = t.registrations + excluded.registrations, animals = t.animals + excluded.animals,
      lat_sum = t.lat_sum + excluded.lat_sum, lng_sum = t.lng_sum + excluded.lng_sum$sql$, changes)];

  IF with_diseases THEN
    statements := statements || format($sql$
      INSERT INTO dashboard_disease_days AS t (day, specie_id, disease_id, registrations, males, females)
      SELECT dashboard_day(d.created_at), d.specie_id, rd.disease_id,
        sum(d.sign), sum(d.sign * d.male_number), sum(d.sign * d.female_number)
      FROM (%s) d JOIN registration_diseases rd ON rd.registration_id = d.id
      WHERE d.deleted_at IS NULL
      GROUP BY 1, 2, 3
      HAVING sum(d.sign) <> 0 OR sum(d.sign * d.male_number) <> 0 OR sum(d.sign * d.female_number) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (day, specie_id, disease_id) DO UPDATE SET
        registrations = t.registrations + excluded.registrations,
        males = t.males + excluded.males, females = t.females + excluded.females$sql$, changes);
  END IF;
  RETURN statements;
END
$fn$;
--> statement-breakpoint
-- The statement that adds signed links (`sign`, `registration_id`, `disease_id`) of live registrations to
-- the disease rollup.
CREATE OR REPLACE FUNCTION dashboard_link_upsert(changes text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN format($sql$
    INSERT INTO dashboard_disease_days AS t (day, specie_id, disease_id, registrations, males, females)
    SELECT dashboard_day(r.created_at), r.specie_id, d.disease_id,
      sum(d.sign), sum(d.sign * r.male_number), sum(d.sign * r.female_number)
    FROM (%s) d JOIN registrations r ON r.id = d.registration_id
    WHERE r.deleted_at IS NULL
    GROUP BY 1, 2, 3
    HAVING sum(d.sign) <> 0 OR sum(d.sign * r.male_number) <> 0 OR sum(d.sign * r.female_number) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (day, specie_id, disease_id) DO UPDATE SET
      registrations = t.registrations + excluded.registrations,
      males = t.males + excluded.males, females = t.females + excluded.females$sql$, changes);
END
$fn$;
--> statement-breakpoint
-- Registrations. A new registration's links are inserted after it (or later in the same statement):
-- the link trigger counts them. A deleted registration's links are gone (cascade) before any AFTER
-- trigger of the registration runs, so its diseases are subtracted BEFORE the delete, row by row.
CREATE OR REPLACE FUNCTION dashboard_registrations_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
  statements text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    statements := dashboard_registration_upserts('SELECT 1 AS sign, * FROM dashboard_new', false);
  ELSIF TG_OP = 'DELETE' THEN
    statements := dashboard_registration_upserts('SELECT -1 AS sign, * FROM dashboard_old', false);
  ELSE
    statements := dashboard_registration_upserts(
      'SELECT -1 AS sign, * FROM dashboard_old UNION ALL SELECT 1 AS sign, * FROM dashboard_new', true);
  END IF;
  FOREACH statement IN ARRAY statements LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_registration_deleting() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    INSERT INTO dashboard_disease_days AS t (day, specie_id, disease_id, registrations, males, females)
    SELECT dashboard_day(OLD.created_at), OLD.specie_id, rd.disease_id, -1, -OLD.male_number, -OLD.female_number
    FROM registration_diseases rd WHERE rd.registration_id = OLD.id
    ORDER BY rd.disease_id
    ON CONFLICT (day, specie_id, disease_id) DO UPDATE SET
      registrations = t.registrations + excluded.registrations,
      males = t.males + excluded.males, females = t.females + excluded.females;
  END IF;
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_links_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE dashboard_link_upsert('SELECT 1 AS sign, registration_id, disease_id FROM dashboard_new');
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE dashboard_link_upsert('SELECT -1 AS sign, registration_id, disease_id FROM dashboard_old');
  ELSE
    EXECUTE dashboard_link_upsert('SELECT -1 AS sign, registration_id, disease_id FROM dashboard_old
      UNION ALL SELECT 1 AS sign, registration_id, disease_id FROM dashboard_new');
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Recomputes every rollup from the tables (after a TRUNCATE, a restore, or by hand).
CREATE OR REPLACE FUNCTION dashboard_rebuild() RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE registrations, registration_diseases IN SHARE MODE;
  DELETE FROM dashboard_registration_days;
  DELETE FROM dashboard_disease_days;
  DELETE FROM dashboard_map_cells;
  INSERT INTO dashboard_registration_days (day, specie_id, breed_id, status, registrations, males, females)
  SELECT dashboard_day(created_at), specie_id, coalesce(breed_id, 0), status,
    count(*), sum(male_number), sum(female_number)
  FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
  INSERT INTO dashboard_disease_days (day, specie_id, disease_id, registrations, males, females)
  SELECT dashboard_day(r.created_at), r.specie_id, rd.disease_id, count(*), sum(r.male_number), sum(r.female_number)
  FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
  WHERE r.deleted_at IS NULL GROUP BY 1, 2, 3;
  INSERT INTO dashboard_map_cells (year, specie_id, cell_y, cell_x, registrations, animals, lat_sum, lng_sum)
  SELECT extract(year FROM dashboard_day(created_at))::int, specie_id, dashboard_cell(lat), dashboard_cell(lng),
    count(*), sum(male_number + female_number), sum(lat), sum(lng)
  FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM dashboard_rebuild();
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER dashboard_registrations_inserted AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS dashboard_new
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_registrations_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_registrations_updated AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS dashboard_old NEW TABLE AS dashboard_new
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_registrations_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_registrations_deleted AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS dashboard_old
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_registrations_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_registration_deleting BEFORE DELETE ON registrations
  FOR EACH ROW EXECUTE FUNCTION dashboard_registration_deleting();
--> statement-breakpoint
CREATE TRIGGER dashboard_registrations_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_truncated();
--> statement-breakpoint
CREATE TRIGGER dashboard_links_inserted AFTER INSERT ON registration_diseases
  REFERENCING NEW TABLE AS dashboard_new
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_links_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_links_updated AFTER UPDATE ON registration_diseases
  REFERENCING OLD TABLE AS dashboard_old NEW TABLE AS dashboard_new
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_links_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_links_deleted AFTER DELETE ON registration_diseases
  REFERENCING OLD TABLE AS dashboard_old
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_links_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_links_truncated AFTER TRUNCATE ON registration_diseases
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_truncated();
--> statement-breakpoint
-- The map's points at high zoom: a bounding box over live registrations.
CREATE INDEX IF NOT EXISTS "registrations_live_lat_lng_idx" ON "registrations" USING btree ("lat", "lng")
  WHERE "deleted_at" IS NULL;
--> statement-breakpoint
SELECT dashboard_rebuild();
