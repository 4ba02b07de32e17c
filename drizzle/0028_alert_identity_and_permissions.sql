-- One alert per rule × area × epidemiological week: the worker inserts with ON CONFLICT DO NOTHING, so two
-- evaluations racing on the same week raise it once.
CREATE UNIQUE INDEX alerts_rule_area_week_unique ON alerts (rule_id, area_key, week);
--> statement-breakpoint
-- Existing installations gain the alert permissions, held by RSE and Admin as on a fresh seed.
INSERT INTO permissions (name, table_name)
SELECT name, table_name FROM (VALUES ('manage alert', 'alert_rules'), ('acknowledge alert', 'alerts')) AS p(name, table_name)
WHERE EXISTS (SELECT 1 FROM permissions)
  AND NOT EXISTS (SELECT 1 FROM permissions q WHERE lower(q.name) = p.name);
--> statement-breakpoint
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id FROM roles r, permissions p
WHERE r.name IN ('RSE', 'Admin') AND p.name IN ('manage alert', 'acknowledge alert')
ON CONFLICT DO NOTHING;
