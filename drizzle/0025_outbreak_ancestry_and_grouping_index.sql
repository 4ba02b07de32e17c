-- Custom SQL migration file, put your code below! --
-- Outbreaks carry their village's ancestry like registrations (same function, drizzle/0007), so the area
-- filters and scopes of the generic routes need no join.
CREATE TRIGGER outbreaks_location_ancestry
  BEFORE INSERT OR UPDATE OF village_id, municipality_id, department_id, province_id ON outbreaks
  FOR EACH ROW EXECUTE FUNCTION registration_location_ancestry();
--> statement-breakpoint
-- Grouping looks for the ongoing outbreaks of one disease whose last case is recent.
CREATE INDEX outbreaks_grouping_idx ON outbreaks (disease_id, last_case_at) WHERE status = 'ongoing';
