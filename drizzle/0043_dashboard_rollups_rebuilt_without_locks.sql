-- Custom SQL migration file, put your code below! ---- Rebuilding the dashboard rollups without blocking anyone (issue 14): dashboard_rebuild() locks the
-- registrations against writes for its whole run (14-22 s at 1M). Instead, in two short steps on one
-- connection:
-- 1. dashboard_rollup_corrections(), in a REPEATABLE READ transaction (one snapshot): recomputes every
--    rollup from that snapshot's registrations into temporary twins with the triggers' own statements, and
--    keeps per rollup the difference between the recomputed values and the rollup as the same snapshot
--    sees it (nothing, unless the rollups drifted). Writers carry on: their triggers update the rollups.
-- 2. dashboard_apply_rollup_corrections(), in a READ COMMITTED transaction: adds the differences to the
--    rollups. Addition commutes with the triggers' own additions, so what writers committed after the
--    snapshot is kept; only the corrected rows are locked, for the length of step 2.
CREATE OR REPLACE FUNCTION dashboard_rollup_tables() RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT ARRAY['dashboard_registration_months', 'dashboard_disease_months', 'dashboard_disease_weeks',
    'dashboard_map_cells', 'dashboard_classification_months', 'dashboard_delay_months'] $$;
--> statement-breakpoint
-- A rollup's key (its primary key) and value columns, as lists of quoted names.
CREATE OR REPLACE FUNCTION dashboard_rollup_columns(rollup text, OUT keys text[], OUT vals text[], OUT floats text[])
  LANGUAGE sql STABLE
  AS $$
    SELECT
      array_agg(quote_ident(a.attname) ORDER BY a.attnum) FILTER (WHERE a.attnum = ANY (i.indkey)),
      array_agg(quote_ident(a.attname) ORDER BY a.attnum) FILTER (WHERE NOT a.attnum = ANY (i.indkey)),
      array_agg(quote_ident(a.attname) ORDER BY a.attnum)
        FILTER (WHERE NOT a.attnum = ANY (i.indkey) AND a.atttypid = 'double precision'::regtype)
    FROM pg_attribute a
    JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
    WHERE a.attrelid = format('public.%I', rollup)::regclass AND a.attnum > 0 AND NOT a.attisdropped $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rollup_corrections() RETURNS bigint
  LANGUAGE plpgsql AS $fn$
DECLARE
  rollup text;
  statement text;
  c record;
  differs text;
  corrections bigint;
  total bigint := 0;
BEGIN
  IF current_setting('transaction_isolation') <> 'repeatable read' THEN
    RAISE EXCEPTION 'dashboard_rollup_corrections() needs one snapshot: run it in a REPEATABLE READ transaction';
  END IF;
  FOREACH rollup IN ARRAY dashboard_rollup_tables() LOOP
    EXECUTE format('DROP TABLE IF EXISTS pg_temp.%I', rollup || '_correction');
    EXECUTE format('CREATE TEMP TABLE %I (LIKE public.%I INCLUDING DEFAULTS INCLUDING INDEXES) ON COMMIT DROP',
      rollup, rollup);
  END LOOP;
  -- The triggers' statements name the rollups unqualified: for this transaction, the twins come first.
  PERFORM set_config('search_path', 'pg_temp, ' || current_setting('search_path'), true);
  FOREACH statement IN ARRAY dashboard_registration_upserts('SELECT 1 AS sign, * FROM public.registrations', true) LOOP
    EXECUTE statement;
  END LOOP;
  FOREACH statement IN ARRAY dashboard_case_upserts('SELECT 1 AS sign, * FROM public.registrations') LOOP
    EXECUTE statement;
  END LOOP;
  FOREACH rollup IN ARRAY dashboard_rollup_tables() LOOP
    c := dashboard_rollup_columns(rollup);
    -- Sums of coordinates differ in their last bits by the order of additions: not a drift.
    SELECT string_agg(CASE WHEN v = ANY (coalesce(c.floats, '{}')) THEN format('abs(sum(%s)) > 1e-6', v)
      ELSE format('sum(%s) <> 0', v) END, ' OR ') INTO differs FROM unnest(c.vals) v;
    EXECUTE format(
      'CREATE TEMP TABLE %1$I AS SELECT %2$s, %3$s FROM (SELECT %2$s, %4$s FROM pg_temp.%5$I UNION ALL SELECT %2$s, %6$s FROM public.%5$I) d GROUP BY %2$s HAVING %7$s',
      rollup || '_correction', array_to_string(c.keys, ', '),
      (SELECT string_agg(format('sum(%s) AS %s', v, v), ', ') FROM unnest(c.vals) v),
      array_to_string(c.vals, ', '), rollup,
      (SELECT string_agg(format('-%s', v), ', ') FROM unnest(c.vals) v), differs);
    GET DIAGNOSTICS corrections = ROW_COUNT;
    total := total + corrections;
  END LOOP;
  RETURN total;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_apply_rollup_corrections() RETURNS void
  LANGUAGE plpgsql AS $fn$
DECLARE
  rollup text;
  c record;
  correction text;
BEGIN
  FOREACH rollup IN ARRAY dashboard_rollup_tables() LOOP
    correction := rollup || '_correction';
    IF to_regclass(format('pg_temp.%I', correction)) IS NULL THEN
      RAISE EXCEPTION 'no correction of % on this connection: run dashboard_rollup_corrections() first', rollup;
    END IF;
    c := dashboard_rollup_columns(rollup);
    EXECUTE format(
      'INSERT INTO public.%1$I AS t (%2$s, %3$s) SELECT %2$s, %3$s FROM pg_temp.%4$I ORDER BY %2$s ON CONFLICT (%2$s) DO UPDATE SET %5$s',
      rollup, array_to_string(c.keys, ', '), array_to_string(c.vals, ', '), correction,
      (SELECT string_agg(format('%1$s = t.%1$s + excluded.%1$s', v), ', ') FROM unnest(c.vals) v));
    -- Keys the registrations no longer have: their counts are now zero.
    EXECUTE format(
      'DELETE FROM public.%1$I t USING pg_temp.%2$I k WHERE (%3$s) = (%4$s) AND %5$s',
      rollup, correction,
      (SELECT string_agg('t.' || k, ', ') FROM unnest(c.keys) k),
      (SELECT string_agg('k.' || k, ', ') FROM unnest(c.keys) k),
      (SELECT string_agg(format('t.%s = 0', v), ' AND ') FROM unnest(c.vals) v
        WHERE NOT v = ANY (coalesce(c.floats, '{}'))));
    EXECUTE format('DROP TABLE pg_temp.%I', correction);
  END LOOP;
END
$fn$;
