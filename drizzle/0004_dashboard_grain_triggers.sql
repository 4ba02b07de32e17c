-- The rollup triggers of 0002, moved from daily rows to monthly and weekly ones (0003): at a million
-- registrations, a dashboard query then reads a few thousand rows instead of a hundred thousand.

-- The first day of the local month or ISO week ('month' | 'week') of an instant.
CREATE OR REPLACE FUNCTION dashboard_period(grain text, at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_trunc(grain, dashboard_day(at)::timestamp)::date $$;
--> statement-breakpoint
-- The statement adding `source` rows (sign, created_at, specie_id, disease_id, male_number,
-- female_number) to the disease rollup of a grain.
CREATE OR REPLACE FUNCTION dashboard_disease_upsert(grain text, source text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN format($sql$
    INSERT INTO %1$I AS t (%2$I, specie_id, disease_id, registrations, males, females)
    SELECT dashboard_period(%3$L, s.created_at), s.specie_id, s.disease_id,
      sum(s.sign), sum(s.sign * s.male_number), sum(s.sign * s.female_number)
    FROM (%4$s) s
    GROUP BY 1, 2, 3
    HAVING sum(s.sign) <> 0 OR sum(s.sign * s.male_number) <> 0 OR sum(s.sign * s.female_number) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (%2$I, specie_id, disease_id) DO UPDATE SET
      registrations = t.registrations + excluded.registrations,
      males = t.males + excluded.males, females = t.females + excluded.females$sql$,
    'dashboard_disease_' || grain || 's', grain, grain, source);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_disease_upserts(source text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT ARRAY[dashboard_disease_upsert('month', source), dashboard_disease_upsert('week', source)] $$;
--> statement-breakpoint
-- As in 0002: the statements adding signed registration rows to the rollups (the trigger runs them,
-- transition tables being only visible there); with `with_diseases`, through their current links too.
CREATE OR REPLACE FUNCTION dashboard_registration_upserts(changes text, with_diseases boolean) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  statements text[];
BEGIN
  statements := ARRAY[format($sql$
    INSERT INTO dashboard_registration_months AS t (month, specie_id, breed_id, status, registrations, males, females)
    SELECT dashboard_period('month', created_at), specie_id, coalesce(breed_id, 0), status,
      sum(sign), sum(sign * male_number), sum(sign * female_number)
    FROM (%s) d WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * male_number) <> 0 OR sum(sign * female_number) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, specie_id, breed_id, status) DO UPDATE SET
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
    statements := statements || dashboard_disease_upserts(format(
      'SELECT d.sign, d.created_at, d.specie_id, rd.disease_id, d.male_number, d.female_number
       FROM (%s) d JOIN registration_diseases rd ON rd.registration_id = d.id WHERE d.deleted_at IS NULL',
      changes));
  END IF;
  RETURN statements;
END
$fn$;
--> statement-breakpoint
-- Signed links (`sign`, `registration_id`, `disease_id`) of live registrations.
CREATE OR REPLACE FUNCTION dashboard_link_upserts(changes text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT dashboard_disease_upserts(format(
    'SELECT d.sign, r.created_at, r.specie_id, d.disease_id, r.male_number, r.female_number
     FROM (%s) d JOIN registrations r ON r.id = d.registration_id WHERE r.deleted_at IS NULL', changes)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_links_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
  statements text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    statements := dashboard_link_upserts('SELECT 1 AS sign, registration_id, disease_id FROM dashboard_new');
  ELSIF TG_OP = 'DELETE' THEN
    statements := dashboard_link_upserts('SELECT -1 AS sign, registration_id, disease_id FROM dashboard_old');
  ELSE
    statements := dashboard_link_upserts('SELECT -1 AS sign, registration_id, disease_id FROM dashboard_old
      UNION ALL SELECT 1 AS sign, registration_id, disease_id FROM dashboard_new');
  END IF;
  FOREACH statement IN ARRAY statements LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS dashboard_link_upsert(text);
--> statement-breakpoint
-- Before a live registration is deleted (its links go with it, by cascade): its diseases leave the rollups.
CREATE OR REPLACE FUNCTION dashboard_registration_deleting() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
BEGIN
  IF OLD.deleted_at IS NULL THEN
    FOREACH statement IN ARRAY dashboard_disease_upserts(
      'SELECT -1 AS sign, ($1).created_at AS created_at, ($1).specie_id AS specie_id, rd.disease_id,
         ($1).male_number AS male_number, ($1).female_number AS female_number
       FROM registration_diseases rd WHERE rd.registration_id = ($1).id') LOOP
      EXECUTE statement USING OLD;
    END LOOP;
  END IF;
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rebuild() RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE registrations, registration_diseases IN SHARE MODE;
  DELETE FROM dashboard_registration_months;
  DELETE FROM dashboard_disease_months;
  DELETE FROM dashboard_disease_weeks;
  DELETE FROM dashboard_map_cells;
  INSERT INTO dashboard_registration_months (month, specie_id, breed_id, status, registrations, males, females)
  SELECT dashboard_period('month', created_at), specie_id, coalesce(breed_id, 0), status,
    count(*), sum(male_number), sum(female_number)
  FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
  INSERT INTO dashboard_disease_months (month, specie_id, disease_id, registrations, males, females)
  SELECT dashboard_period('month', r.created_at), r.specie_id, rd.disease_id,
    count(*), sum(r.male_number), sum(r.female_number)
  FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
  WHERE r.deleted_at IS NULL GROUP BY 1, 2, 3;
  INSERT INTO dashboard_disease_weeks (week, specie_id, disease_id, registrations, males, females)
  SELECT dashboard_period('week', r.created_at), r.specie_id, rd.disease_id,
    count(*), sum(r.male_number), sum(r.female_number)
  FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
  WHERE r.deleted_at IS NULL GROUP BY 1, 2, 3;
  INSERT INTO dashboard_map_cells (year, specie_id, cell_y, cell_x, registrations, animals, lat_sum, lng_sum)
  SELECT extract(year FROM dashboard_day(created_at))::int, specie_id, dashboard_cell(lat), dashboard_cell(lng),
    count(*), sum(male_number + female_number), sum(lat), sum(lng)
  FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
END
$fn$;
--> statement-breakpoint
SELECT dashboard_rebuild();
