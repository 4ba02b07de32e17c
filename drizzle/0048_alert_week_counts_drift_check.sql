-- The rebuild's drift check (0043) covers the alerts' weekly counts (0046-0047) too: they are recomputed
-- into their temporary twin with the triggers' own statement (alert_week_counts_upsert names the table
-- unqualified, so the twin is written; registrations and their links are read from public), and their
-- differences applied like the rollups'.
CREATE OR REPLACE FUNCTION dashboard_rollup_tables() RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT ARRAY['dashboard_registration_months', 'dashboard_disease_months', 'dashboard_disease_weeks',
    'dashboard_map_cells', 'dashboard_classification_months', 'dashboard_delay_months', 'alert_week_counts'] $$;
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
  EXECUTE alert_week_counts_upsert(alert_week_counts_of('SELECT 1 AS sign, id FROM public.registrations'));
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
