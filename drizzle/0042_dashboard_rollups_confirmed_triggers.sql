-- The rollup statements of 0017 with `confirmed` in every key (0041): whether the registration is a
-- confirmed case (clinical or laboratory), so that the dashboard's "confirmed cases only" switch reads
-- the rollups too. Every update already subtracts the old row and adds the new one: a case confirmed or
-- ruled out later moves its counts between the two keys.

CREATE OR REPLACE FUNCTION dashboard_confirmed(classification text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(classification IN ('confirmed_clinical', 'confirmed_laboratory'), false) $$;
--> statement-breakpoint
-- The statement adding `source` rows (sign, created_at, province_id, specie_id, disease_id, classification,
-- male_number, female_number) to the disease rollup of a grain.
CREATE OR REPLACE FUNCTION dashboard_disease_upsert(grain text, source text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN format($sql$
    INSERT INTO %1$I AS t (%2$I, province_id, specie_id, disease_id, confirmed, registrations, males, females)
    SELECT dashboard_period(%3$L, s.created_at), coalesce(s.province_id, 0), s.specie_id, s.disease_id,
      dashboard_confirmed(s.classification),
      sum(s.sign), sum(s.sign * s.male_number), sum(s.sign * s.female_number)
    FROM (%4$s) s
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(s.sign) <> 0 OR sum(s.sign * s.male_number) <> 0 OR sum(s.sign * s.female_number) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (%2$I, province_id, specie_id, disease_id, confirmed) DO UPDATE SET
      registrations = t.registrations + excluded.registrations,
      males = t.males + excluded.males, females = t.females + excluded.females$sql$,
    'dashboard_disease_' || grain || 's', grain, grain, source);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_registration_upserts(changes text, with_diseases boolean) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  statements text[];
BEGIN
  statements := ARRAY[format($sql$
    INSERT INTO dashboard_registration_months AS t (month, province_id, specie_id, breed_id, status, confirmed, registrations, males, females)
    SELECT dashboard_period('month', created_at), coalesce(province_id, 0), specie_id, coalesce(breed_id, 0), status,
      dashboard_confirmed(classification), sum(sign), sum(sign * male_number), sum(sign * female_number)
    FROM (%s) d WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0 OR sum(sign * male_number) <> 0 OR sum(sign * female_number) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (month, province_id, specie_id, breed_id, status, confirmed) DO UPDATE SET
      registrations = t.registrations + excluded.registrations,
      males = t.males + excluded.males, females = t.females + excluded.females$sql$, changes),
  format($sql$
    INSERT INTO dashboard_map_cells AS t (year, province_id, specie_id, cell_y, cell_x, confirmed, registrations, animals, lat_sum, lng_sum)
    SELECT extract(year FROM dashboard_day(created_at))::int, coalesce(province_id, 0), specie_id,
      dashboard_cell(lat), dashboard_cell(lng), dashboard_confirmed(classification),
      sum(sign), sum(sign * (male_number + female_number)), sum(sign * lat), sum(sign * lng)
    FROM (%s) d WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0 OR sum(sign * (male_number + female_number)) <> 0
      OR sum(sign * lat) <> 0 OR sum(sign * lng) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (year, province_id, specie_id, cell_y, cell_x, confirmed) DO UPDATE SET
      registrations = t.registrations + excluded.registrations, animals = t.animals + excluded.animals,
      lat_sum = t.lat_sum + excluded.lat_sum, lng_sum = t.lng_sum + excluded.lng_sum$sql$, changes)];
  IF with_diseases THEN
    statements := statements || dashboard_disease_upserts(format(
      'SELECT d.sign, d.created_at, d.province_id, d.specie_id, rd.disease_id, d.classification,
         d.male_number, d.female_number
       FROM (%s) d JOIN registration_diseases rd ON rd.registration_id = d.id WHERE d.deleted_at IS NULL',
      changes));
  END IF;
  RETURN statements;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_link_upserts(changes text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT dashboard_disease_upserts(format(
    'SELECT d.sign, r.created_at, r.province_id, r.specie_id, d.disease_id, r.classification,
       r.male_number, r.female_number
     FROM (%s) d JOIN registrations r ON r.id = d.registration_id WHERE r.deleted_at IS NULL', changes)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_registration_deleting() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
BEGIN
  IF OLD.deleted_at IS NULL THEN
    FOREACH statement IN ARRAY dashboard_disease_upserts(
      'SELECT -1 AS sign, ($1).created_at AS created_at, ($1).province_id AS province_id,
         ($1).specie_id AS specie_id, rd.disease_id, ($1).classification AS classification,
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
  INSERT INTO dashboard_registration_months (month, province_id, specie_id, breed_id, status, confirmed, registrations, males, females)
  SELECT dashboard_period('month', created_at), coalesce(province_id, 0), specie_id, coalesce(breed_id, 0), status,
    dashboard_confirmed(classification), count(*), sum(male_number), sum(female_number)
  FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO dashboard_disease_months (month, province_id, specie_id, disease_id, confirmed, registrations, males, females)
  SELECT dashboard_period('month', r.created_at), coalesce(r.province_id, 0), r.specie_id, rd.disease_id,
    dashboard_confirmed(r.classification), count(*), sum(r.male_number), sum(r.female_number)
  FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
  WHERE r.deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO dashboard_disease_weeks (week, province_id, specie_id, disease_id, confirmed, registrations, males, females)
  SELECT dashboard_period('week', r.created_at), coalesce(r.province_id, 0), r.specie_id, rd.disease_id,
    dashboard_confirmed(r.classification), count(*), sum(r.male_number), sum(r.female_number)
  FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
  WHERE r.deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO dashboard_map_cells (year, province_id, specie_id, cell_y, cell_x, confirmed, registrations, animals, lat_sum, lng_sum)
  SELECT extract(year FROM dashboard_day(created_at))::int, coalesce(province_id, 0), specie_id,
    dashboard_cell(lat), dashboard_cell(lng), dashboard_confirmed(classification),
    count(*), sum(male_number + female_number), sum(lat), sum(lng)
  FROM registrations WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6;
END
$fn$;
--> statement-breakpoint
SELECT dashboard_rebuild();
