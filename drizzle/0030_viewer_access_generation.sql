-- The access generation: one counter that every change to what a viewer is made of (users, their roles,
-- permissions and areas, roles and their permissions) moves forward in the changing transaction. Each API
-- process caches viewers by (user, active role) with the generation they were read at, and reads the
-- generation with the session on every request, so a change is seen by every process at its commit.
CREATE TABLE access_generation (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  generation bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO access_generation DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION access_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_generation SET generation = generation + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['users', 'roles', 'permissions', 'user_roles', 'user_permissions',
    'role_permissions', 'user_provinces', 'user_departments', 'user_municipalities', 'user_villages'] LOOP
    EXECUTE format('CREATE TRIGGER access_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION access_generation_bump()', source);
  END LOOP;
END $$;
