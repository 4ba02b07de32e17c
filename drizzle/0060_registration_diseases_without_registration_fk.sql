-- A disease link's registration without a foreign key: checking it ran a query and locked the registration
-- for every link written (an import writes 200,000 of them in one transaction). The links follow their
-- registrations here instead, one statement at a time, as alert_registrations do (0055, 0058).
ALTER TABLE "registration_diseases" DROP CONSTRAINT "registration_diseases_registration_id_registrations_id_fk";
--> statement-breakpoint
-- 1. Written links name registrations that exist: one index probe per link, after the statement, raising what
--    the key raised (23503, same constraint name). In READ COMMITTED only: the probe reads with a snapshot taken
--    after this statement's lock on the links, so a registration whose delete committed is not seen (a delete
--    still in flight waits for this transaction and then removes these links, 2.). An older snapshot would
--    still see it.
CREATE FUNCTION registration_diseases_check_registrations() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  missing integer;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' AND EXISTS (SELECT 1 FROM written) THEN
    RAISE EXCEPTION 'disease links are written in a READ COMMITTED transaction, not %',
      upper(current_setting('transaction_isolation'))
      USING ERRCODE = 'feature_not_supported',
        HINT = 'Their registrations are checked with a snapshot taken after the statement; an older one could miss a delete.';
  END IF;
  -- OFFSET 0: a probe per link, never a join over the whole of registrations (0052).
  SELECT w.registration_id INTO missing FROM written w
  WHERE NOT EXISTS (SELECT 1 FROM registrations r WHERE r.id = w.registration_id OFFSET 0)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "registration_diseases" violates foreign key constraint "registration_diseases_registration_id_registrations_id_fk"'
      USING ERRCODE = 'foreign_key_violation',
        DETAIL = format('Key (registration_id)=(%s) is not present in table "registrations".', missing),
        TABLE = 'registration_diseases',
        CONSTRAINT = 'registration_diseases_registration_id_registrations_id_fk';
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registration_diseases_check_inserted AFTER INSERT ON registration_diseases
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION registration_diseases_check_registrations();
--> statement-breakpoint
CREATE TRIGGER registration_diseases_check_updated AFTER UPDATE ON registration_diseases
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION registration_diseases_check_registrations();
--> statement-breakpoint
-- 2. Deleted registrations take their links (the key's ON DELETE CASCADE). The lock waits for the links being
--    written (their INSERT holds ROW EXCLUSIVE until commit) so that the DELETE, reading anew in READ COMMITTED
--    (0058 refuses a delete of registrations in any other level), sees and removes them; the links written
--    after it wait for this transaction and then find their registration gone (1.).
CREATE FUNCTION registration_diseases_forget_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM deleted) THEN
    RETURN NULL;
  END IF;
  LOCK TABLE registration_diseases IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM registration_diseases rd USING deleted d WHERE rd.registration_id = d.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_forget_disease_links AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION registration_diseases_forget_deleted();
--> statement-breakpoint
-- 3. A TRUNCATE of registrations empties the links too (CASCADE followed the key).
CREATE FUNCTION registration_diseases_forget_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE registration_diseases;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_forget_disease_links_truncated AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION registration_diseases_forget_truncated();
