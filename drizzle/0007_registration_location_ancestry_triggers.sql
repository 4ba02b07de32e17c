-- Custom SQL migration file, put your code below! --
-- Registrations carry their village's ancestry (municipality, department, province) so that area
-- filters, scopes and rollups by province need no join. The database keeps it true whatever writes:
-- every insert or update of a registration recomputes it from the village (values sent by hand are
-- overwritten), and moving a village, a municipality or a department rewrites the registrations below it.
CREATE OR REPLACE FUNCTION registration_location_ancestry() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT m.id, d.id, d.province_id INTO NEW.municipality_id, NEW.department_id, NEW.province_id
  FROM villages v JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
  WHERE v.id = NEW.village_id;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_location_ancestry
  BEFORE INSERT OR UPDATE OF village_id, municipality_id, department_id, province_id ON registrations
  FOR EACH ROW EXECUTE FUNCTION registration_location_ancestry();
--> statement-breakpoint
-- A moved village, municipality or department: its registrations recompute their ancestry through the
-- trigger above (each served by the index on the column it filters).
CREATE OR REPLACE FUNCTION location_moved() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  -- Nested: NEW has only its own table's columns, and PL/pgSQL compiles an expression when it first runs.
  IF TG_TABLE_NAME = 'villages' THEN
    IF NEW.municipality_id IS DISTINCT FROM OLD.municipality_id THEN
      UPDATE registrations SET municipality_id = NULL WHERE village_id = NEW.id;
    END IF;
  ELSIF TG_TABLE_NAME = 'municipalities' THEN
    IF NEW.department_id IS DISTINCT FROM OLD.department_id THEN
      UPDATE registrations SET department_id = NULL WHERE municipality_id = NEW.id;
    END IF;
  ELSIF NEW.province_id IS DISTINCT FROM OLD.province_id THEN
    UPDATE registrations SET province_id = NULL WHERE department_id = NEW.id;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER villages_moved AFTER UPDATE OF municipality_id ON villages
  FOR EACH ROW EXECUTE FUNCTION location_moved();
--> statement-breakpoint
CREATE TRIGGER municipalities_moved AFTER UPDATE OF department_id ON municipalities
  FOR EACH ROW EXECUTE FUNCTION location_moved();
--> statement-breakpoint
CREATE TRIGGER departments_moved AFTER UPDATE OF province_id ON departments
  FOR EACH ROW EXECUTE FUNCTION location_moved();
--> statement-breakpoint
-- Existing rows, without running the rollup triggers over the whole table (the ancestry changes no total).
ALTER TABLE registrations DISABLE TRIGGER dashboard_registrations_updated;
--> statement-breakpoint
UPDATE registrations r SET municipality_id = m.id, department_id = d.id, province_id = d.province_id
FROM villages v JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
WHERE v.id = r.village_id;
--> statement-breakpoint
ALTER TABLE registrations ENABLE TRIGGER dashboard_registrations_updated;
