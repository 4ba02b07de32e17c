-- An alert rule's place carries its ancestry, as a registration's does (0007): the deepest place the rule
-- names (village, municipality, department or province) decides, and the levels above are recomputed
-- from it on every insert or update, whatever was sent. The server's write check already walks up from the
-- deepest place; the area-scoped reads (a province's manager lists the rules of their province by
-- `province_id`) and the screens' read-only test now see the same place (a rule sent with a department and
-- no province was writable yet unlisted for that province's manager, and shown to them as read-only).
CREATE OR REPLACE FUNCTION alert_rule_place_ancestry() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.village_id IS NOT NULL THEN
    SELECT v.municipality_id INTO NEW.municipality_id FROM villages v WHERE v.id = NEW.village_id;
  END IF;
  IF NEW.municipality_id IS NOT NULL THEN
    SELECT m.department_id INTO NEW.department_id FROM municipalities m WHERE m.id = NEW.municipality_id;
  END IF;
  IF NEW.department_id IS NOT NULL THEN
    SELECT d.province_id INTO NEW.province_id FROM departments d WHERE d.id = NEW.department_id;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER alert_rules_place_ancestry
  BEFORE INSERT OR UPDATE OF village_id, municipality_id, department_id, province_id ON alert_rules
  FOR EACH ROW EXECUTE FUNCTION alert_rule_place_ancestry();
--> statement-breakpoint
-- A moved village, municipality or department: the rules placed there recompute their ancestry.
CREATE OR REPLACE FUNCTION alert_rule_place_moved() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'villages' THEN
    UPDATE alert_rules SET village_id = village_id WHERE village_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'municipalities' THEN
    UPDATE alert_rules SET municipality_id = municipality_id WHERE municipality_id = NEW.id;
  ELSE
    UPDATE alert_rules SET department_id = department_id WHERE department_id = NEW.id;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER villages_moved_alert_rules AFTER UPDATE OF municipality_id ON villages
  FOR EACH ROW WHEN (NEW.municipality_id IS DISTINCT FROM OLD.municipality_id)
  EXECUTE FUNCTION alert_rule_place_moved();
--> statement-breakpoint
CREATE TRIGGER municipalities_moved_alert_rules AFTER UPDATE OF department_id ON municipalities
  FOR EACH ROW WHEN (NEW.department_id IS DISTINCT FROM OLD.department_id)
  EXECUTE FUNCTION alert_rule_place_moved();
--> statement-breakpoint
CREATE TRIGGER departments_moved_alert_rules AFTER UPDATE OF province_id ON departments
  FOR EACH ROW WHEN (NEW.province_id IS DISTINCT FROM OLD.province_id)
  EXECUTE FUNCTION alert_rule_place_moved();
--> statement-breakpoint
-- The rules already saved.
UPDATE alert_rules SET village_id = village_id, municipality_id = municipality_id, department_id = department_id
WHERE department_id IS NOT NULL OR municipality_id IS NOT NULL OR village_id IS NOT NULL;
