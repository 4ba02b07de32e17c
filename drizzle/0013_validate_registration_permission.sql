-- Existing installations gain the reviewers' permission, held by RSE and Admin as on a fresh seed.
-- An empty database is left alone: the demo seed inserts every permission of the registry itself.
INSERT INTO permissions (name, table_name)
SELECT 'validate registration', 'registrations'
WHERE EXISTS (SELECT 1 FROM permissions)
  AND NOT EXISTS (SELECT 1 FROM permissions WHERE lower(name) = 'validate registration');
--> statement-breakpoint
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id FROM roles r, permissions p
WHERE r.name IN ('RSE', 'Admin') AND p.name = 'validate registration'
ON CONFLICT DO NOTHING;
