-- A case's confirmation time is stamped by the database, so every write path (API, laboratory results,
-- imports, sync) gives the same report → confirmation delay: the first time the classification becomes
-- confirmed (clinical or laboratory); cleared when it stops being confirmed. A writer that sets
-- confirmed_at itself (a historical import) keeps its value.
CREATE OR REPLACE FUNCTION registration_confirmed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.classification NOT IN ('confirmed_clinical', 'confirmed_laboratory') THEN
    NEW.confirmed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.confirmed_at := COALESCE(NEW.confirmed_at, now());
  ELSIF OLD.classification NOT IN ('confirmed_clinical', 'confirmed_laboratory')
    AND NEW.confirmed_at IS NOT DISTINCT FROM OLD.confirmed_at THEN
    NEW.confirmed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER registration_confirmed_at_inserted BEFORE INSERT ON registrations
  FOR EACH ROW WHEN (NEW.classification <> 'suspected' OR NEW.confirmed_at IS NOT NULL)
  EXECUTE FUNCTION registration_confirmed_at();
--> statement-breakpoint
CREATE TRIGGER registration_confirmed_at_updated BEFORE UPDATE OF classification, confirmed_at ON registrations
  FOR EACH ROW WHEN (OLD.classification IS DISTINCT FROM NEW.classification
    OR OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at)
  EXECUTE FUNCTION registration_confirmed_at();
--> statement-breakpoint
-- Registrations made before the report date existed were reported the day they were recorded (local
-- day, dashboard_day() being kept in the configured time zone). The dashboard's rollups do not read the report date: their triggers sit out this one update.
ALTER TABLE registrations DISABLE TRIGGER dashboard_registrations_updated;
--> statement-breakpoint
UPDATE registrations SET report_date = dashboard_day(created_at);
--> statement-breakpoint
-- Finished registrations of databases seeded before verification was stamped: verified when last changed.
UPDATE registrations SET verified_at = updated_at WHERE status = 'finished' AND verified_at IS NULL;
--> statement-breakpoint
ALTER TABLE registrations ENABLE TRIGGER dashboard_registrations_updated;
