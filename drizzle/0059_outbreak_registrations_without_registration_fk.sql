ALTER TABLE "outbreak_registrations" DROP CONSTRAINT "outbreak_registrations_registration_id_registrations_id_fk";
--> statement-breakpoint
-- Without the foreign key (checking it locked each linked report, which writes the report's row: most of
-- the upgrade step's members INSERT at 1M), links are kept to existing reports here, from both sides:
-- - a statement inserting or updating links checks them all in one read, without locks, and is refused as
--   the key refused it (23503);
-- - whatever deletes reports deletes their links in its own transaction, and a TRUNCATE empties them, as the
--   key's cascade did. The deletion first takes SHARE ROW EXCLUSIVE on the links: it waits for the
--   transactions writing links (ROW EXCLUSIVE until they end), then sees and deletes theirs, and holds off the
--   next ones until it commits, whose check then no longer finds the report.
-- Both read anew after their lock only in READ COMMITTED (as 0058 for the alerts' pairs): elsewhere they
-- refuse to write.
CREATE FUNCTION outbreak_links_read_committed(writing text) RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION '% in a READ COMMITTED transaction, not %', writing,
      upper(current_setting('transaction_isolation'))
      USING ERRCODE = 'feature_not_supported',
        HINT = 'Outbreak links and their reports are kept together by triggers that read anew after their lock.';
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION outbreak_registrations_check_reports() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  missing integer;
BEGIN
  SELECT l.registration_id INTO missing FROM links l
  WHERE NOT EXISTS (SELECT 1 FROM registrations r WHERE r.id = l.registration_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "outbreak_registrations" violates its link to "registrations"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'outbreak_registrations',
            DETAIL = format('Key (registration_id)=(%s) is not present in table "registrations".', missing);
  END IF;
  IF EXISTS (SELECT 1 FROM links) THEN
    PERFORM outbreak_links_read_committed('outbreak links are written');
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER outbreak_registrations_inserted_reports AFTER INSERT ON outbreak_registrations
  REFERENCING NEW TABLE AS links FOR EACH STATEMENT EXECUTE FUNCTION outbreak_registrations_check_reports();
--> statement-breakpoint
CREATE TRIGGER outbreak_registrations_updated_reports AFTER UPDATE ON outbreak_registrations
  REFERENCING NEW TABLE AS links FOR EACH STATEMENT EXECUTE FUNCTION outbreak_registrations_check_reports();
--> statement-breakpoint
CREATE FUNCTION outbreak_registrations_forget_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM deleted) THEN
    PERFORM outbreak_links_read_committed('registrations are deleted');
  END IF;
  LOCK TABLE outbreak_registrations IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM outbreak_registrations l USING deleted d WHERE l.registration_id = d.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Named to fire before the alerts' registrations_forget_alert_links (triggers fire by name): a deletion locks
-- the outbreaks' links, then the alerts' pairs, always in that order.
CREATE TRIGGER registrations_drop_outbreak_links AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION outbreak_registrations_forget_deleted();
--> statement-breakpoint
-- TRUNCATE, not DELETE: its lock waits for the links being written and it empties the table whatever the
-- snapshot.
CREATE FUNCTION outbreak_registrations_forget_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE outbreak_registrations;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_drop_outbreak_links_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION outbreak_registrations_forget_truncated();
