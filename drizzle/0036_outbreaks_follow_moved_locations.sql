-- Custom SQL migration file, put your code below! --
-- A moved village, municipality or department rewrites the ancestry of the outbreaks below it too, not
-- only of the registrations (drizzle/0007): both recompute it through registration_location_ancestry(),
-- each served by the index on the column it filters.
CREATE OR REPLACE FUNCTION location_moved() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  -- Nested: NEW has only its own table's columns, and PL/pgSQL compiles an expression when it first runs.
  IF TG_TABLE_NAME = 'villages' THEN
    IF NEW.municipality_id IS DISTINCT FROM OLD.municipality_id THEN
      UPDATE registrations SET municipality_id = NULL WHERE village_id = NEW.id;
      UPDATE outbreaks SET municipality_id = NULL WHERE village_id = NEW.id;
    END IF;
  ELSIF TG_TABLE_NAME = 'municipalities' THEN
    IF NEW.department_id IS DISTINCT FROM OLD.department_id THEN
      UPDATE registrations SET department_id = NULL WHERE municipality_id = NEW.id;
      UPDATE outbreaks SET department_id = NULL WHERE municipality_id = NEW.id;
    END IF;
  ELSIF NEW.province_id IS DISTINCT FROM OLD.province_id THEN
    UPDATE registrations SET province_id = NULL WHERE department_id = NEW.id;
    UPDATE outbreaks SET province_id = NULL WHERE department_id = NEW.id;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Outbreaks whose place moved before this migration.
UPDATE outbreaks o SET municipality_id = NULL
FROM villages v JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
WHERE v.id = o.village_id
  AND (o.municipality_id, o.department_id, o.province_id) IS DISTINCT FROM (m.id, d.id, d.province_id);
