-- Keeps dashboard_classification_months and dashboard_delay_months exact on every write to the
-- registrations, like the other rollups (0017): each statement subtracts its old rows and adds its new
-- ones. A registration's delays are whole days: onset → report (report_date - onset_date), report →
-- verification and report → confirmation (the local day of verified_at / confirmed_at - report_date).

-- The statements adding `changes` rows (sign, then the registration's columns) to both rollups.
CREATE OR REPLACE FUNCTION dashboard_case_upserts(changes text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN ARRAY[format($sql$
    INSERT INTO dashboard_classification_months AS t (month, province_id, specie_id, classification, registrations)
    SELECT dashboard_period('month', created_at), coalesce(province_id, 0), specie_id, classification, sum(sign)
    FROM (%s) d WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, province_id, specie_id, classification) DO UPDATE SET
      registrations = t.registrations + excluded.registrations$sql$, changes),
  format($sql$
    INSERT INTO dashboard_delay_months AS t (month, province_id, specie_id, measure, days, registrations)
    SELECT dashboard_period('month', d.created_at), coalesce(d.province_id, 0), d.specie_id, m.measure, m.days,
      sum(d.sign)
    FROM (%s) d CROSS JOIN LATERAL (VALUES
      ('onset_report', d.report_date - d.onset_date),
      ('report_verification', dashboard_day(d.verified_at) - d.report_date),
      ('report_confirmation', dashboard_day(d.confirmed_at) - d.report_date)) AS m(measure, days)
    WHERE d.deleted_at IS NULL AND m.days IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, province_id, specie_id, measure, days) DO UPDATE SET
      registrations = t.registrations + excluded.registrations$sql$, changes)];
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_case_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  changes text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := 'SELECT 1 AS sign, * FROM dashboard_case_new';
  ELSIF TG_OP = 'DELETE' THEN
    changes := 'SELECT -1 AS sign, * FROM dashboard_case_old';
  ELSE
    changes := 'SELECT -1 AS sign, * FROM dashboard_case_old UNION ALL SELECT 1 AS sign, * FROM dashboard_case_new';
  END IF;
  FOREACH statement IN ARRAY dashboard_case_upserts(changes) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Recomputes both rollups from the registrations (after a TRUNCATE, a bulk load or a time zone change).
CREATE OR REPLACE FUNCTION dashboard_case_rebuild() RETURNS void
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
BEGIN
  LOCK TABLE registrations IN SHARE MODE;
  DELETE FROM dashboard_classification_months;
  DELETE FROM dashboard_delay_months;
  FOREACH statement IN ARRAY dashboard_case_upserts('SELECT 1 AS sign, * FROM registrations') LOOP
    EXECUTE statement;
  END LOOP;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_case_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM dashboard_case_rebuild();
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER dashboard_case_inserted AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS dashboard_case_new
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_case_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_case_updated AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS dashboard_case_old NEW TABLE AS dashboard_case_new
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_case_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_case_deleted AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS dashboard_case_old
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_case_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_case_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_case_truncated();
--> statement-breakpoint
SELECT dashboard_case_rebuild();
