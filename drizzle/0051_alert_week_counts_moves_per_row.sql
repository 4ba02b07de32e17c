-- The alerts' weekly counts (0047, 0050) on an update of registrations, row by row: the trigger fires only
-- for a report whose week, species, place, cancellation or trash changed (its WHEN, checked without calling
-- a function: a verification runs nothing), and its one statement is static, so each connection plans it
-- once. 0050's statement-level trigger ran two dynamic statements, planned on every move (+6.8 ms per moved
-- report at 1M), and made every update of registrations copy its rows into transition tables for it.
DROP TRIGGER dashboard_alert_counts_updated ON registrations;
--> statement-breakpoint
DROP FUNCTION alert_week_counts_registrations_changed();
--> statement-breakpoint
-- The report's old row subtracted and its new one added, at every level, for each of its diseases and the
-- notifiable bucket (disease 0); what cancels out (the levels above a changed village) is left alone.
CREATE FUNCTION alert_week_counts_registration_moved() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO alert_week_counts AS t (level, disease_id, week, province_id, department_id, municipality_id,
    village_id, specie_id, registrations)
  SELECT l.level, c.disease_id, date_trunc('week', s.report_date)::date, coalesce(s.province_id, 0),
    CASE WHEN l.level >= 2 THEN coalesce(s.department_id, 0) ELSE 0 END,
    CASE WHEN l.level >= 3 THEN coalesce(s.municipality_id, 0) ELSE 0 END,
    CASE WHEN l.level >= 4 THEN coalesce(s.village_id, 0) ELSE 0 END,
    s.specie_id, sum(s.sign)
  FROM (VALUES
      (-1, OLD.report_date, OLD.specie_id, OLD.province_id, OLD.department_id, OLD.municipality_id,
       OLD.village_id, OLD.deleted_at IS NULL AND OLD.status <> 'canceled'),
      (1, NEW.report_date, NEW.specie_id, NEW.province_id, NEW.department_id, NEW.municipality_id,
       NEW.village_id, NEW.deleted_at IS NULL AND NEW.status <> 'canceled'))
    AS s(sign, report_date, specie_id, province_id, department_id, municipality_id, village_id, counts)
  CROSS JOIN (
    SELECT rd.disease_id FROM registration_diseases rd WHERE rd.registration_id = NEW.id
    UNION ALL
    SELECT 0 WHERE EXISTS (SELECT 1 FROM registration_diseases rd JOIN diseases x ON x.id = rd.disease_id
                           WHERE rd.registration_id = NEW.id AND x.notifiable)) AS c
  CROSS JOIN generate_series(1, 4) AS l(level)
  WHERE s.counts AND s.report_date IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (level, disease_id, week, province_id, department_id, municipality_id, village_id, specie_id)
  DO UPDATE SET registrations = t.registrations + excluded.registrations;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_moved AFTER UPDATE ON registrations
  FOR EACH ROW
  WHEN ((OLD.report_date, OLD.specie_id, OLD.status <> 'canceled', OLD.deleted_at IS NULL, OLD.province_id,
         OLD.department_id, OLD.municipality_id, OLD.village_id)
        IS DISTINCT FROM (NEW.report_date, NEW.specie_id, NEW.status <> 'canceled', NEW.deleted_at IS NULL,
         NEW.province_id, NEW.department_id, NEW.municipality_id, NEW.village_id))
  EXECUTE FUNCTION alert_week_counts_registration_moved();
