-- A registration's ancestry (municipality, department, province) may come with the row: an import knows
-- its villages' ancestry already, and the per-row look-up of 0007's trigger was the largest trigger of
-- its INSERTs. The look-up now runs only for a row that comes without it (a form, the mobile API); the
-- rows that bring it are checked once per statement, and any that is not its village's is corrected by
-- the update trigger, so the database still keeps it true whatever writes.
DROP TRIGGER registrations_location_ancestry ON registrations;
--> statement-breakpoint
CREATE TRIGGER registrations_location_ancestry
  BEFORE UPDATE OF village_id, municipality_id, department_id, province_id ON registrations
  FOR EACH ROW EXECUTE FUNCTION registration_location_ancestry();
--> statement-breakpoint
CREATE TRIGGER registrations_location_ancestry_missing
  BEFORE INSERT ON registrations FOR EACH ROW
  WHEN (NEW.municipality_id IS NULL OR NEW.department_id IS NULL OR NEW.province_id IS NULL)
  EXECUTE FUNCTION registration_location_ancestry();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registrations_location_ancestry_sent() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  wrong bigint[];
BEGIN
  -- Found first, then updated by id: a join of registrations in the UPDATE would leave the plan to
  -- statistics that do not count an import's own rows.
  SELECT array_agg(n.id) INTO wrong FROM new_rows n
    LEFT JOIN villages v ON v.id = n.village_id
    LEFT JOIN municipalities m ON m.id = v.municipality_id
    LEFT JOIN departments d ON d.id = m.department_id
  WHERE (n.municipality_id, n.department_id, n.province_id) IS DISTINCT FROM (m.id, d.id, d.province_id);
  IF wrong IS NOT NULL THEN
    -- Through registrations_location_ancestry, which recomputes all three.
    UPDATE registrations SET municipality_id = NULL WHERE id = ANY (wrong);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_location_ancestry_sent AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_location_ancestry_sent();
