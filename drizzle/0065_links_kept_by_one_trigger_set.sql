-- One function set for the four links kept without a foreign key, which 0055/0058 (alert pairs → reports),
-- 0059 (outbreak links → reports), 0060 (disease links → reports) and 0062 (alert pairs → alerts) each wrote
-- out in full: every trigger names its tables and column in its arguments. Each trigger keeps its name, so
-- the deletes of registrations still lock the outbreaks' links, then the alerts' pairs, then the disease
-- links (triggers fire by name). The rules of the key they replace, for every link:
-- - a statement writing links checks them all in one read and is refused as the key refused it (23503);
-- - whatever deletes the linked rows deletes their links in its own transaction, and a TRUNCATE empties
--   them, as the key's cascade did. The deletion first takes SHARE ROW EXCLUSIVE on the links: it waits for
--   the transactions writing links (ROW EXCLUSIVE until they end), then sees and deletes theirs, and holds
--   off the next ones until it commits, whose check then no longer finds the row;
-- - both read anew after their lock only in READ COMMITTED: elsewhere they refuse to write (0A000).
-- The alerts' pairs keep no check of their report on insert (0055): the raise leaves out deleted reports.
CREATE FUNCTION links_refused_outside_read_committed(writing text) RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION '% in a READ COMMITTED transaction, not %', writing,
      upper(current_setting('transaction_isolation'))
      USING ERRCODE = 'feature_not_supported',
        HINT = 'Links kept without a foreign key are checked and removed by triggers that read anew after their lock.';
  END IF;
END
$fn$;
--> statement-breakpoint
-- AFTER INSERT or UPDATE on the links, FOR EACH STATEMENT, REFERENCING NEW TABLE AS written.
-- Arguments: the links' column, the table whose id it names. The error is the key's, under the key's name.
CREATE FUNCTION links_check_written() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  link_column text := TG_ARGV[0];
  linked_table text := TG_ARGV[1];
  key_name text := format('%s_%s_%s_id_fk', TG_TABLE_NAME, link_column, linked_table);
  missing bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM written) THEN
    RETURN NULL;
  END IF;
  PERFORM links_refused_outside_read_committed(format('%s are written', TG_TABLE_NAME));
  -- Each value once (1,000 pairs of a new alert name one alert), probed by the linked table's primary key:
  -- OFFSET 0 keeps it a probe per value, never a join over the whole linked table (0052).
  EXECUTE format(
    'SELECT w.v FROM (SELECT DISTINCT %1$I AS v FROM written) w
     WHERE NOT EXISTS (SELECT 1 FROM %2$I l WHERE l.id = w.v OFFSET 0) LIMIT 1',
    link_column, linked_table)
    INTO missing;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'insert or update on table "%" violates foreign key constraint "%"', TG_TABLE_NAME, key_name
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME, CONSTRAINT = key_name,
        DETAIL = format('Key (%s)=(%s) is not present in table "%s".', link_column, missing, linked_table);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- AFTER DELETE on the linked table, FOR EACH STATEMENT, REFERENCING OLD TABLE AS deleted.
-- Arguments: the links' table, its column naming the deleted rows.
CREATE FUNCTION links_forget_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM deleted) THEN
    RETURN NULL;
  END IF;
  PERFORM links_refused_outside_read_committed(format('%s are deleted', TG_TABLE_NAME));
  EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', TG_ARGV[0]);
  EXECUTE format('DELETE FROM %1$I l USING deleted d WHERE l.%2$I = d.id', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- AFTER TRUNCATE on the linked table. Argument: the links' table. TRUNCATE, not DELETE: its lock waits for
-- the links being written and it empties the table whatever the snapshot.
CREATE FUNCTION links_forget_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER outbreak_registrations_inserted_reports AFTER INSERT ON outbreak_registrations
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION links_check_written('registration_id', 'registrations');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER outbreak_registrations_updated_reports AFTER UPDATE ON outbreak_registrations
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION links_check_written('registration_id', 'registrations');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registration_diseases_check_inserted AFTER INSERT ON registration_diseases
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION links_check_written('registration_id', 'registrations');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registration_diseases_check_updated AFTER UPDATE ON registration_diseases
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION links_check_written('registration_id', 'registrations');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER alert_registrations_inserted_alerts AFTER INSERT ON alert_registrations
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION links_check_written('alert_id', 'alerts');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER alert_registrations_updated_alerts AFTER UPDATE ON alert_registrations
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION links_check_written('alert_id', 'alerts');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registrations_drop_outbreak_links AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION links_forget_deleted('outbreak_registrations', 'registration_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registrations_forget_alert_links AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION links_forget_deleted('alert_registrations', 'registration_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registrations_forget_disease_links AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION links_forget_deleted('registration_diseases', 'registration_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER alerts_forget_pairs AFTER DELETE ON alerts
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION links_forget_deleted('alert_registrations', 'alert_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registrations_drop_outbreak_links_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION links_forget_truncated('outbreak_registrations');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registrations_forget_alert_links_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION links_forget_truncated('alert_registrations');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER registrations_forget_disease_links_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION links_forget_truncated('registration_diseases');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER alerts_forget_pairs_truncated AFTER TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION links_forget_truncated('alert_registrations');
--> statement-breakpoint
DROP FUNCTION alert_registrations_forget_deleted(), alert_registrations_forget_truncated(),
  outbreak_registrations_check_reports(), outbreak_registrations_forget_deleted(),
  outbreak_registrations_forget_truncated(), outbreak_links_read_committed(text),
  registration_diseases_check_registrations(), registration_diseases_forget_deleted(),
  registration_diseases_forget_truncated(), alert_registrations_check_alerts(),
  alert_registrations_forget_alerts(), alert_pairs_read_committed(text);
