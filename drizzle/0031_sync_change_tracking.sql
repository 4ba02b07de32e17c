-- Custom SQL migration file, put your code below! --
-- Delta sync for the mobile app (GET /api/sync): every synced row carries the id of the transaction that
-- last wrote it, and every deleted row leaves a tombstone with the id of the transaction that deleted it.
-- A sync's cursor is the oldest transaction still running when it read (pg_snapshot_xmin): whatever it
-- could not see was written by that transaction or a later one, so the next sync asks for xid >= cursor
-- and misses nothing, whatever order concurrent writers commit in (timestamps cannot promise that).
-- Rows that existed before this migration keep a NULL xid: they belong to every first sync, to no delta.
CREATE OR REPLACE FUNCTION sync_touch() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.sync_xid := pg_current_xact_id();
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TABLE sync_tombstones (
  id bigserial PRIMARY KEY,
  resource text NOT NULL,
  record_id integer NOT NULL,
  -- The author of a deleted registration: whose phone is told.
  owner_id integer,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  deleted_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX sync_tombstones_xid_idx ON sync_tombstones (xid);
--> statement-breakpoint
CREATE INDEX sync_tombstones_deleted_at_idx ON sync_tombstones (deleted_at);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_tombstone() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
BEGIN
  -- Through jsonb: OLD has only its own table's columns, and only registrations have an author.
  INSERT INTO sync_tombstones (resource, record_id, owner_id)
  VALUES (TG_TABLE_NAME, OLD.id, (to_jsonb(OLD) ->> 'user_id')::integer);
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
DO $do$
DECLARE
  synced text;
BEGIN
  FOREACH synced IN ARRAY ARRAY['species', 'breeds', 'diseases', 'provinces', 'departments', 'municipalities', 'villages', 'registrations'] LOOP
    -- No default at ADD COLUMN: existing rows stay NULL and a large table is not rewritten.
    EXECUTE format('ALTER TABLE %I ADD COLUMN sync_xid xid8', synced);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN sync_xid SET DEFAULT pg_current_xact_id()', synced);
    -- Named to fire after the other BEFORE UPDATE triggers (alphabetical order), on real changes only.
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION sync_touch()',
      synced || '_z_sync_touch', synced);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sync_tombstone()',
      synced || '_sync_tombstone', synced);
    IF synced <> 'registrations' THEN
      EXECUTE format('CREATE INDEX %I ON %I (sync_xid)', synced || '_sync_xid_idx', synced);
    END IF;
  END LOOP;
END
$do$;
--> statement-breakpoint
-- A phone's delta: its author's registrations written since the cursor.
CREATE INDEX registrations_user_id_sync_xid_idx ON registrations (user_id, sync_xid);
