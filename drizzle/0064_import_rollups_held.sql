-- An import's rollup changes held back until its end. Each batch of an import updated the same rollup rows
-- (~1,000 alert_week_counts rows per batch of 1,000 reports): in one transaction every update leaves a row
-- version that the next batch's ON CONFLICT walks past, ~110 ms per statement by batch 45 of 100. While a
-- transaction holds them (rollups_hold()), the triggers' upserts append their changes to temporary tables
-- instead; rollups_release() adds them up and upserts each rollup once. Nothing else reads the rollups inside
-- an import's transaction before it releases them.
CREATE FUNCTION rollups_held() RETURNS boolean
  LANGUAGE sql STABLE AS $fn$ SELECT coalesce(current_setting('app.rollups_held', true), '') = 'on' $fn$;
--> statement-breakpoint
-- A trigger's rollup upsert as it runs now: unchanged, or while held an append to the rollup's temporary twin.
CREATE FUNCTION rollup_statement(statement text) RETURNS text
  LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  rollup text := substring(statement FROM '^\s*INSERT INTO (\w+) AS t ');
BEGIN
  IF NOT rollups_held() THEN
    RETURN statement;
  END IF;
  IF rollup IS NULL OR NOT rollup = ANY (dashboard_rollup_tables()) THEN
    RAISE EXCEPTION 'not an upsert of a rollup: %', left(statement, 80);
  END IF;
  -- The twins have no key: the same rollup row's changes pile up, one row per statement, summed at release.
  RETURN regexp_replace(
    regexp_replace(statement, '^\s*INSERT INTO \w+ AS t ', format('INSERT INTO pg_temp.%I AS t ', rollup || '_held')),
    '\s+ON CONFLICT .*$', '');
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION rollups_hold() RETURNS void
  LANGUAGE plpgsql AS $fn$
DECLARE
  rollup text;
BEGIN
  IF rollups_held() THEN
    RETURN;
  END IF;
  FOREACH rollup IN ARRAY dashboard_rollup_tables() LOOP
    EXECUTE format('CREATE TEMP TABLE %I (LIKE public.%I INCLUDING DEFAULTS) ON COMMIT DROP', rollup || '_held', rollup);
  END LOOP;
  PERFORM set_config('app.rollups_held', 'on', true);
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION rollups_release() RETURNS void
  LANGUAGE plpgsql AS $fn$
DECLARE
  rollup text;
  c record;
BEGIN
  IF NOT rollups_held() THEN
    RETURN;
  END IF;
  PERFORM set_config('app.rollups_held', '', true);
  FOREACH rollup IN ARRAY dashboard_rollup_tables() LOOP
    c := dashboard_rollup_columns(rollup);
    -- In key order, as the triggers' upserts: two writers lock the same rows in the same order.
    EXECUTE format(
      'INSERT INTO public.%1$I AS t (%2$s, %3$s) SELECT %2$s, %4$s FROM pg_temp.%5$I GROUP BY %2$s HAVING %6$s ORDER BY %2$s ON CONFLICT (%2$s) DO UPDATE SET %7$s',
      rollup, array_to_string(c.keys, ', '), array_to_string(c.vals, ', '),
      (SELECT string_agg(format('sum(%1$s) AS %1$s', v), ', ') FROM unnest(c.vals) v),
      rollup || '_held',
      (SELECT string_agg(format('sum(%s) <> 0', v), ' OR ') FROM unnest(c.vals) v),
      (SELECT string_agg(format('%1$s = t.%1$s + excluded.%1$s', v), ', ') FROM unnest(c.vals) v));
    EXECUTE format('DROP TABLE pg_temp.%I', rollup || '_held');
  END LOOP;
END
$fn$;
--> statement-breakpoint
-- The statement triggers an import fires (reports inserted or updated, their disease links written) run their
-- upserts through rollup_statement(); otherwise as before (0033, 0002, 0004, 0052).
CREATE OR REPLACE FUNCTION dashboard_case_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  changes text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := 'SELECT 1 AS sign, * FROM dashboard_case_new';
  ELSIF TG_OP = 'DELETE' THEN
    changes := 'SELECT -1 AS sign, * FROM dashboard_case_old';
  ELSE
    changes := 'SELECT -1 AS sign, * FROM dashboard_case_old UNION ALL SELECT 1 AS sign, * FROM dashboard_case_new';
  END IF;
  FOREACH statement IN ARRAY dashboard_case_upserts(changes) LOOP
    EXECUTE rollup_statement(statement);
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_registrations_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
  statements text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    statements := dashboard_registration_upserts('SELECT 1 AS sign, * FROM dashboard_new', false);
  ELSIF TG_OP = 'DELETE' THEN
    statements := dashboard_registration_upserts('SELECT -1 AS sign, * FROM dashboard_old', false);
  ELSE
    statements := dashboard_registration_upserts(
      'SELECT -1 AS sign, * FROM dashboard_old UNION ALL SELECT 1 AS sign, * FROM dashboard_new', true);
  END IF;
  FOREACH statement IN ARRAY statements LOOP
    EXECUTE rollup_statement(statement);
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_links_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  statement text;
  statements text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    statements := dashboard_link_upserts('SELECT 1 AS sign, registration_id, disease_id FROM dashboard_new');
  ELSIF TG_OP = 'DELETE' THEN
    statements := dashboard_link_upserts('SELECT -1 AS sign, registration_id, disease_id FROM dashboard_old');
  ELSE
    statements := dashboard_link_upserts('SELECT -1 AS sign, registration_id, disease_id FROM dashboard_old
      UNION ALL SELECT 1 AS sign, registration_id, disease_id FROM dashboard_new');
  END IF;
  FOREACH statement IN ARRAY statements LOOP
    EXECUTE rollup_statement(statement);
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
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
  EXECUTE rollup_statement(alert_week_counts_upsert(format($sql$
    WITH o AS MATERIALIZED (%1$s), n AS MATERIALIZED (%2$s),
    touched AS MATERIALIZED (SELECT registration_id FROM o UNION SELECT registration_id FROM n),
    notifiable AS (
      SELECT a.registration_id, bool_or(n.registration_id IS NULL) AS kept
      FROM touched a
      CROSS JOIN LATERAL (
        SELECT disease_id FROM registration_diseases WHERE registration_id = a.registration_id OFFSET 0) rd
      JOIN diseases x ON x.id = rd.disease_id AND x.notifiable
      LEFT JOIN n ON n.registration_id = a.registration_id AND n.disease_id = rd.disease_id
      GROUP BY a.registration_id),
    removed AS (
      SELECT DISTINCT o.registration_id FROM o JOIN diseases x ON x.id = o.disease_id AND x.notifiable)
    SELECT -1 AS sign, registration_id, disease_id FROM o
    UNION ALL
    SELECT 1, registration_id, disease_id FROM n
    UNION ALL
    SELECT b.now - b.was, b.registration_id, 0
    FROM (
      SELECT a.registration_id, (c.registration_id IS NOT NULL)::int AS now,
        (coalesce(c.kept, false) OR g.registration_id IS NOT NULL)::int AS was
      FROM touched a
      LEFT JOIN notifiable c ON c.registration_id = a.registration_id
      LEFT JOIN removed g ON g.registration_id = a.registration_id
    ) b
    WHERE b.now <> b.was$sql$, old_links, new_links), true));
  RETURN NULL;
END
$fn$;
