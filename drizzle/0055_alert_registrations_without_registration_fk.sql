ALTER TABLE "alert_registrations" DROP CONSTRAINT "alert_registrations_registration_id_registrations_id_fk";
--> statement-breakpoint
-- Without the foreign key (checking it locked each listed report: 235 ms of a new outbreak alert's first
-- evaluation at 1M), the pairs follow their reports here: whatever deletes registrations, in its own
-- transaction. The lock waits for the alerts being raised (their INSERT holds ROW EXCLUSIVE until commit) so
-- that their pairs are seen and deleted, and holds off the next ones until this transaction ends; those then
-- find the deleted reports' tombstones (sync_tombstones, written by registrations_sync_tombstone) and leave
-- them out (server/alerts/raise.ts).
CREATE FUNCTION alert_registrations_forget_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE alert_registrations IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM alert_registrations ar USING deleted d WHERE ar.registration_id = d.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER registrations_forget_alert_links AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION alert_registrations_forget_deleted();
--> statement-breakpoint
CREATE INDEX sync_tombstones_registrations_idx ON sync_tombstones (record_id) WHERE resource = 'registrations';
