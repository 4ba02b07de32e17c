ALTER TABLE "alert_registrations" DROP CONSTRAINT "alert_registrations_alert_id_alerts_id_fk";
--> statement-breakpoint
-- Without the foreign key to alerts (checking it ran one lookup and one lock of the alert's row per pair: a new
-- outbreak alert writes 1,000 pairs of one alert, ~30 of its insert's ~80 ms at 1M), pairs are kept to
-- existing alerts here, from both sides, as 0059 keeps outbreak links to reports:
-- - a statement inserting or updating pairs checks them all in one read and is refused as the key refused it
--   (23503);
-- - whatever deletes alerts deletes their pairs in its own transaction (a rule's deletion cascades to its
--   alerts), and a TRUNCATE empties them, as the key's cascade did. The deletion first takes SHARE ROW
--   EXCLUSIVE on the pairs: it waits for the transactions writing pairs, then sees and deletes theirs, and
--   holds off the next ones until it commits, whose check then no longer finds the alert.
-- Both read anew after their lock only in READ COMMITTED: elsewhere they refuse to write (as 0058).
CREATE FUNCTION alert_pairs_read_committed(writing text) RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION '% in a READ COMMITTED transaction, not %', writing,
      upper(current_setting('transaction_isolation'))
      USING ERRCODE = 'feature_not_supported',
        HINT = 'Alerts and their pairs are kept together by triggers that read anew after their lock.';
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION alert_registrations_check_alerts() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  missing integer;
BEGIN
  SELECT p.alert_id INTO missing FROM pairs p WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.id = p.alert_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "alert_registrations" violates its link to "alerts"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'alert_registrations',
            DETAIL = format('Key (alert_id)=(%s) is not present in table "alerts".', missing);
  END IF;
  IF EXISTS (SELECT 1 FROM pairs) THEN
    PERFORM alert_pairs_read_committed('alert pairs are written');
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER alert_registrations_inserted_alerts AFTER INSERT ON alert_registrations
  REFERENCING NEW TABLE AS pairs FOR EACH STATEMENT EXECUTE FUNCTION alert_registrations_check_alerts();
--> statement-breakpoint
CREATE TRIGGER alert_registrations_updated_alerts AFTER UPDATE ON alert_registrations
  REFERENCING NEW TABLE AS pairs FOR EACH STATEMENT EXECUTE FUNCTION alert_registrations_check_alerts();
--> statement-breakpoint
CREATE FUNCTION alert_registrations_forget_alerts() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM deleted) THEN
    PERFORM alert_pairs_read_committed('alerts are deleted');
  END IF;
  LOCK TABLE alert_registrations IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM alert_registrations ar USING deleted d WHERE ar.alert_id = d.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER alerts_forget_pairs AFTER DELETE ON alerts
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION alert_registrations_forget_alerts();
--> statement-breakpoint
-- 0058's TRUNCATE of the pairs: its lock waits for the pairs being written, it empties them whatever the snapshot.
CREATE TRIGGER alerts_forget_pairs_truncated AFTER TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION alert_registrations_forget_truncated();
