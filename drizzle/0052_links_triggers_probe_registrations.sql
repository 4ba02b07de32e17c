-- The statement triggers of registration_diseases look up their links' registrations (and the alerts' one
-- the other links of those registrations) one index probe per row, instead of leaving the join to the
-- planner. An import adds 100,000 registrations in one transaction, which the table's statistics (its last
-- ANALYZE) do not count: the planner hashed the whole table for each batch's 2,000 links, so each batch
-- was slower than the one before (links INSERT 0.4 s at the 5th batch of 1,000 registrations, 3.6 s at the
-- 90th, 3 whole-table hashes per statement). Even after an ANALYZE inside the transaction it still chose
-- the hash at 91,000 rows. OFFSET 0 keeps each LATERAL look-up a probe: the planner cannot turn it into a
-- join of the whole table. A statement's cost now follows its own rows, not the table's.
CREATE OR REPLACE FUNCTION dashboard_link_upserts(changes text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT dashboard_disease_upserts(format(
    'SELECT d.sign, r.created_at, r.province_id, r.specie_id, d.disease_id, r.classification,
       r.male_number, r.female_number
     FROM (%s) d CROSS JOIN LATERAL (
       SELECT created_at, province_id, specie_id, classification, male_number, female_number
       FROM registrations WHERE id = d.registration_id AND deleted_at IS NULL OFFSET 0) r', changes)) $$;
--> statement-breakpoint
-- `per_row`: each change's registration by an index probe (a links statement, a few thousand rows at
-- most); without it the planner joins as it likes (the rebuild and the drift check read every row).
DROP FUNCTION alert_week_counts_upsert(text);
--> statement-breakpoint
CREATE FUNCTION alert_week_counts_upsert(changes text, per_row boolean DEFAULT false) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT format($sql$
    INSERT INTO alert_week_counts AS t (level, disease_id, week, province_id, department_id, municipality_id,
      village_id, specie_id, registrations)
    SELECT l.level, c.disease_id, date_trunc('week', r.report_date)::date, coalesce(r.province_id, 0),
      CASE WHEN l.level >= 2 THEN coalesce(r.department_id, 0) ELSE 0 END,
      CASE WHEN l.level >= 3 THEN coalesce(r.municipality_id, 0) ELSE 0 END,
      CASE WHEN l.level >= 4 THEN coalesce(r.village_id, 0) ELSE 0 END,
      r.specie_id, sum(c.sign)
    FROM (%s) c %s CROSS JOIN generate_series(1, 4) AS l(level)
    WHERE r.deleted_at IS NULL AND r.status <> 'canceled' AND r.report_date IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (level, disease_id, week, province_id, department_id, municipality_id, village_id, specie_id)
    DO UPDATE SET registrations = t.registrations + excluded.registrations$sql$, changes,
    CASE WHEN per_row THEN 'CROSS JOIN LATERAL (SELECT * FROM registrations WHERE id = c.registration_id OFFSET 0) r'
      ELSE 'JOIN registrations r ON r.id = c.registration_id' END) $$;
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
  EXECUTE alert_week_counts_upsert(format($sql$
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
    WHERE b.now <> b.was$sql$, old_links, new_links), true);
  RETURN NULL;
END
$fn$;
