-- The two ways 0055's trigger let pairs outlive their reports (docs/decisions.md, "An alert's reports
-- without a foreign key").
-- 1. A delete outside READ COMMITTED: the trigger's DELETE reads with the transaction's snapshot, taken before
--    its lock waited for the alerts being raised, so the pairs they commit meanwhile stay. Refused instead
--    (nothing is deleted); the app deletes in READ COMMITTED, where each statement reads anew after the lock.
CREATE OR REPLACE FUNCTION alert_registrations_forget_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' AND EXISTS (SELECT 1 FROM deleted) THEN
    RAISE EXCEPTION 'registrations are deleted in a READ COMMITTED transaction, not %',
      upper(current_setting('transaction_isolation'))
      USING ERRCODE = 'feature_not_supported',
        HINT = 'The alerts'' pairs of the deleted reports are removed after waiting for the alerts being raised; an older snapshot would miss theirs.';
  END IF;
  LOCK TABLE alert_registrations IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM alert_registrations ar USING deleted d WHERE ar.registration_id = d.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- 2. A TRUNCATE of registrations (a restore, a reset; CASCADE follows no key to the pairs since 0055): every
--    pair goes too. TRUNCATE, not DELETE: its lock waits for the alerts being raised and it empties the table
--    whatever the snapshot, their pairs included.
CREATE FUNCTION alert_registrations_forget_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE alert_registrations;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_forget_alert_links_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION alert_registrations_forget_truncated();
