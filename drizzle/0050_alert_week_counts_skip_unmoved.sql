-- The alerts' weekly counts (0047) on an update of registrations: a status change counts only when the
-- report enters or leaves "cancelled" (a verification moves nothing), and when no report of the statement
-- moves, nothing more runs. Before, every verification ran the two dynamic statements (subtract, add) for
-- nothing: planned each time, a few milliseconds per write.
CREATE OR REPLACE FUNCTION alert_week_counts_registrations_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
DECLARE
  moved int[];
  ids text;
BEGIN
  SELECT array_agg(n.id) INTO moved
  FROM alert_counts_new n JOIN alert_counts_old o ON o.id = n.id
  WHERE (o.report_date, o.specie_id, o.status <> 'canceled', o.deleted_at IS NULL, o.province_id, o.department_id,
         o.municipality_id, o.village_id)
    IS DISTINCT FROM (n.report_date, n.specie_id, n.status <> 'canceled', n.deleted_at IS NULL, n.province_id,
         n.department_id, n.municipality_id, n.village_id);
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  ids := format(' WHERE id = ANY(%L::int[])', moved);
  EXECUTE format($sql$
      INSERT INTO alert_week_counts AS t (level, disease_id, week, province_id, department_id, municipality_id,
        village_id, specie_id, registrations)
      SELECT l.level, c.disease_id, date_trunc('week', o.report_date)::date, coalesce(o.province_id, 0),
        CASE WHEN l.level >= 2 THEN coalesce(o.department_id, 0) ELSE 0 END,
        CASE WHEN l.level >= 3 THEN coalesce(o.municipality_id, 0) ELSE 0 END,
        CASE WHEN l.level >= 4 THEN coalesce(o.village_id, 0) ELSE 0 END,
        o.specie_id, -count(*)
      FROM alert_counts_old o JOIN (%s) c ON c.registration_id = o.id
      CROSS JOIN generate_series(1, 4) AS l(level)
      WHERE o.deleted_at IS NULL AND o.status <> 'canceled' AND o.report_date IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (level, disease_id, week, province_id, department_id, municipality_id, village_id, specie_id)
      DO UPDATE SET registrations = t.registrations + excluded.registrations$sql$,
      alert_week_counts_of('SELECT 1 AS sign, id FROM alert_counts_old' || ids));
  EXECUTE alert_week_counts_upsert(alert_week_counts_of('SELECT 1 AS sign, id FROM alert_counts_new' || ids));
  RETURN NULL;
END
$fn$;
