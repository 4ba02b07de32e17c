-- An outbreak's ancestry the way 0054 and 0056 made a registration's: the opening statement sends it (joined
-- from its villages once), the per-row look-up runs only for a row that comes without it, the rows that bring
-- it are checked once per statement (a wrong one corrected by the update trigger), and its three columns have
-- no foreign keys (the village's key and the copy keep them true; a place still cannot be deleted while a
-- village stands under it). The look-up and the three keys' checks were 5.3 of the 13.9 s that opening 55,000
-- outbreaks took at 1M (auto_explain).
ALTER TABLE "outbreaks" DROP CONSTRAINT "outbreaks_province_id_provinces_id_fk";
--> statement-breakpoint
ALTER TABLE "outbreaks" DROP CONSTRAINT "outbreaks_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "outbreaks" DROP CONSTRAINT "outbreaks_municipality_id_municipalities_id_fk";
--> statement-breakpoint
-- 0054's statement check, for any table holding a village's ancestry: the wrong rows are corrected through
-- the table's own update trigger (registration_location_ancestry), which recomputes all three.
CREATE OR REPLACE FUNCTION registrations_location_ancestry_sent() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  wrong bigint[];
BEGIN
  -- Found first, then updated by id: a join in the UPDATE would leave the plan to statistics that do not
  -- count the statement's own rows.
  SELECT array_agg(n.id) INTO wrong FROM new_rows n
    LEFT JOIN villages v ON v.id = n.village_id
    LEFT JOIN municipalities m ON m.id = v.municipality_id
    LEFT JOIN departments d ON d.id = m.department_id
  WHERE (n.municipality_id, n.department_id, n.province_id) IS DISTINCT FROM (m.id, d.id, d.province_id);
  IF wrong IS NOT NULL THEN
    EXECUTE format('UPDATE %I SET municipality_id = NULL WHERE id = ANY ($1)', TG_TABLE_NAME) USING wrong;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER outbreaks_location_ancestry ON outbreaks;
--> statement-breakpoint
CREATE TRIGGER outbreaks_location_ancestry
  BEFORE UPDATE OF village_id, municipality_id, department_id, province_id ON outbreaks
  FOR EACH ROW EXECUTE FUNCTION registration_location_ancestry();
--> statement-breakpoint
CREATE TRIGGER outbreaks_location_ancestry_missing
  BEFORE INSERT ON outbreaks FOR EACH ROW
  WHEN (NEW.municipality_id IS NULL OR NEW.department_id IS NULL OR NEW.province_id IS NULL)
  EXECUTE FUNCTION registration_location_ancestry();
--> statement-breakpoint
CREATE TRIGGER outbreaks_location_ancestry_sent AFTER INSERT ON outbreaks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_location_ancestry_sent();
