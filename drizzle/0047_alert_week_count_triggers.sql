-- Keeps alert_week_counts (0046) exact on every write, as the dashboard's rollups are kept (0017, 0033):
-- each statement on the registrations or their disease links subtracts its old rows and adds its new
-- ones, grouped; a disease becoming (or ceasing to be) notifiable moves its reports in or out of the
-- "any notifiable disease" bucket (disease 0). The triggers are named dashboard_* so that a bulk load
-- defers them with the rollups' and rebuilds the counts once (server/db/seed/deferred-load.ts).

-- The statement adding `changes` rows (sign, registration_id, disease_id: 0 for the notifiable bucket)
-- to the counts, at every level, from the registration's current week, species and place.
CREATE OR REPLACE FUNCTION alert_week_counts_upsert(changes text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT format($sql$
    INSERT INTO alert_week_counts AS t (level, disease_id, week, province_id, department_id, municipality_id,
      village_id, specie_id, registrations)
    SELECT l.level, c.disease_id, date_trunc('week', r.report_date)::date, coalesce(r.province_id, 0),
      CASE WHEN l.level >= 2 THEN coalesce(r.department_id, 0) ELSE 0 END,
      CASE WHEN l.level >= 3 THEN coalesce(r.municipality_id, 0) ELSE 0 END,
      CASE WHEN l.level >= 4 THEN coalesce(r.village_id, 0) ELSE 0 END,
      r.specie_id, sum(c.sign)
    FROM (%s) c JOIN registrations r ON r.id = c.registration_id CROSS JOIN generate_series(1, 4) AS l(level)
    WHERE r.deleted_at IS NULL AND r.status <> 'canceled' AND r.report_date IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (level, disease_id, week, province_id, department_id, municipality_id, village_id, specie_id)
    DO UPDATE SET registrations = t.registrations + excluded.registrations$sql$, changes) $$;
--> statement-breakpoint
-- The links of `registrations` (a query of ids with their sign) as `changes` rows: one per disease and one
-- for the notifiable bucket.
CREATE OR REPLACE FUNCTION alert_week_counts_of(registrations text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT format($sql$
    SELECT g.sign, g.id AS registration_id, rd.disease_id
    FROM (%1$s) g JOIN registration_diseases rd ON rd.registration_id = g.id
    UNION ALL
    SELECT g.sign, g.id, 0 FROM (%1$s) g
    WHERE EXISTS (SELECT 1 FROM registration_diseases rd JOIN diseases x ON x.id = rd.disease_id
                  WHERE rd.registration_id = g.id AND x.notifiable)$sql$, registrations) $$;
--> statement-breakpoint
-- An update of registrations: its old rows subtracted, its new rows added, only for the rows whose week,
-- species, place, status or trash changed (a verification, an edit of the counts: nothing). The old rows'
-- week and place come from the transition table, their diseases from the links (which a registrations
-- statement does not change). An inserted registration counts through its links, which are written after
-- it (or later in the same statement); a deleted one is taken off row by row below.
CREATE OR REPLACE FUNCTION alert_week_counts_registrations_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  ids text := ' WHERE id IN (SELECT n.id FROM alert_counts_new n JOIN alert_counts_old o ON o.id = n.id
      WHERE (o.report_date, o.specie_id, o.status, o.deleted_at IS NULL, o.province_id, o.department_id,
             o.municipality_id, o.village_id)
        IS DISTINCT FROM (n.report_date, n.specie_id, n.status, n.deleted_at IS NULL, n.province_id,
             n.department_id, n.municipality_id, n.village_id))';
BEGIN
  EXECUTE format($sql$
      INSERT INTO alert_week_counts AS t (level, disease_id, week, province_id, department_id, municipality_id,
        village_id, specie_id, registrations)
      SELECT l.level, c.disease_id, date_trunc('week', o.report_date)::date, coalesce(o.province_id, 0),
        CASE WHEN l.level >= 2 THEN coalesce(o.department_id, 0) ELSE 0 END,
        CASE WHEN l.level >= 3 THEN coalesce(o.municipality_id, 0) ELSE 0 END,
        CASE WHEN l.level >= 4 THEN coalesce(o.village_id, 0) ELSE 0 END,
        o.specie_id, -count(*)
      FROM alert_counts_old o JOIN (%s) c ON c.registration_id = o.id
      CROSS JOIN generate_series(1, 4) AS l(level)
      WHERE o.deleted_at IS NULL AND o.status <> 'canceled' AND o.report_date IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (level, disease_id, week, province_id, department_id, municipality_id, village_id, specie_id)
      DO UPDATE SET registrations = t.registrations + excluded.registrations$sql$,
      alert_week_counts_of('SELECT 1 AS sign, id FROM alert_counts_old' || ids));
  EXECUTE alert_week_counts_upsert(alert_week_counts_of('SELECT 1 AS sign, id FROM alert_counts_new' || ids));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A hard delete: the links go with the registration (cascade) before the statement's end, so its counts
-- are taken off while they are still there.
CREATE OR REPLACE FUNCTION alert_week_counts_registration_deleting() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.deleted_at IS NULL AND OLD.status <> 'canceled' THEN
    EXECUTE alert_week_counts_upsert(alert_week_counts_of(format('SELECT -1 AS sign, %s AS id', OLD.id)));
  END IF;
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
-- A links statement: each link's disease row, and the notifiable bucket of each registration whose
-- "has a notifiable disease" changed (before: the current links less the new ones plus the old ones).
CREATE OR REPLACE FUNCTION alert_week_counts_links_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  old_links text := 'SELECT NULL::int AS registration_id, NULL::int AS disease_id WHERE false';
  new_links text := old_links;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_links := 'SELECT registration_id, disease_id FROM alert_links_old';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_links := 'SELECT registration_id, disease_id FROM alert_links_new';
  END IF;
  EXECUTE alert_week_counts_upsert(format($sql$
    SELECT -1 AS sign, registration_id, disease_id FROM (%1$s) o
    UNION ALL
    SELECT 1, registration_id, disease_id FROM (%2$s) n
    UNION ALL
    SELECT b.now - b.was, b.registration_id, 0
    FROM (
      SELECT a.registration_id,
        EXISTS (SELECT 1 FROM registration_diseases rd JOIN diseases x ON x.id = rd.disease_id
                WHERE rd.registration_id = a.registration_id AND x.notifiable)::int AS now,
        (EXISTS (SELECT 1 FROM registration_diseases rd JOIN diseases x ON x.id = rd.disease_id
                 WHERE rd.registration_id = a.registration_id AND x.notifiable
                   AND NOT EXISTS (SELECT 1 FROM (%2$s) n WHERE n.registration_id = rd.registration_id
                                     AND n.disease_id = rd.disease_id))
         OR EXISTS (SELECT 1 FROM (%1$s) o JOIN diseases x ON x.id = o.disease_id
                    WHERE o.registration_id = a.registration_id AND x.notifiable))::int AS was
      FROM (SELECT registration_id FROM (%1$s) o UNION SELECT registration_id FROM (%2$s) n) a
    ) b
    WHERE b.now <> b.was$sql$, old_links, new_links));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A disease made notifiable (or no longer): its reports with no other notifiable disease enter (or leave)
-- the notifiable bucket.
CREATE OR REPLACE FUNCTION alert_week_counts_disease_notifiable() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE alert_week_counts_upsert(format($sql$
    SELECT %s AS sign, rd.registration_id, 0 AS disease_id FROM registration_diseases rd
    WHERE rd.disease_id = %s
      AND NOT EXISTS (SELECT 1 FROM registration_diseases o JOIN diseases x ON x.id = o.disease_id
                      WHERE o.registration_id = rd.registration_id AND o.disease_id <> rd.disease_id
                        AND x.notifiable)$sql$,
    CASE WHEN NEW.notifiable THEN 1 ELSE -1 END, NEW.id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Recomputes the counts from the registrations (after a TRUNCATE or a bulk load).
CREATE OR REPLACE FUNCTION alert_week_counts_rebuild() RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE registrations, registration_diseases IN SHARE MODE;
  DELETE FROM alert_week_counts;
  EXECUTE alert_week_counts_upsert(alert_week_counts_of('SELECT 1 AS sign, id FROM registrations'));
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION alert_week_counts_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM alert_week_counts_rebuild();
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_updated AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS alert_counts_old NEW TABLE AS alert_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_registrations_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_deleting BEFORE DELETE ON registrations
  FOR EACH ROW EXECUTE FUNCTION alert_week_counts_registration_deleting();
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_links_inserted AFTER INSERT ON registration_diseases
  REFERENCING NEW TABLE AS alert_links_new
  FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_links_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_links_updated AFTER UPDATE ON registration_diseases
  REFERENCING OLD TABLE AS alert_links_old NEW TABLE AS alert_links_new
  FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_links_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_links_deleted AFTER DELETE ON registration_diseases
  REFERENCING OLD TABLE AS alert_links_old
  FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_links_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_alert_counts_links_truncated AFTER TRUNCATE ON registration_diseases
  FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER alert_week_counts_disease_notifiable AFTER UPDATE OF notifiable ON diseases
  FOR EACH ROW WHEN (NEW.notifiable IS DISTINCT FROM OLD.notifiable)
  EXECUTE FUNCTION alert_week_counts_disease_notifiable();
--> statement-breakpoint
SELECT alert_week_counts_rebuild();
