/**
 * Who an alert reaches: the rule's users and the holders of its roles, active, whose areas cover the
 * alert's area (national accounts, or an area that is the alert's or one of its ancestors).
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { AreaChain } from './rules';

const AREA_LINKS = [
  { table: 'user_provinces', column: 'province_id', key: 'province_id' },
  { table: 'user_departments', column: 'department_id', key: 'department_id' },
  { table: 'user_municipalities', column: 'municipality_id', key: 'municipality_id' },
  { table: 'user_villages', column: 'village_id', key: 'village_id' },
] as const;

export async function recipientsOf(orm: Orm, ruleId: number, chain: AreaChain): Promise<number[]> {
  const holds = (table: string) => sql.raw(`EXISTS (SELECT 1 FROM ${table} a WHERE a.user_id = u.id)`);
  const national = sql.join(
    AREA_LINKS.map((l) => sql`NOT ${holds(l.table)}`),
    sql` AND `,
  );
  const covering = AREA_LINKS.filter((l) => chain[l.key] !== null).map(
    (l) =>
      sql`EXISTS (SELECT 1 FROM ${sql.raw(l.table)} a WHERE a.user_id = u.id AND a.${sql.raw(l.column)} = ${chain[l.key]})`,
  );
  const rows = await queryRows<{ id: number }>(
    orm,
    sql`SELECT u.id FROM users u
        WHERE u.deleted_at IS NULL AND u.status = 'active'
          AND (EXISTS (SELECT 1 FROM alert_rule_users x WHERE x.alert_rule_id = ${ruleId} AND x.user_id = u.id)
            OR EXISTS (SELECT 1 FROM alert_rule_roles x JOIN user_roles ur ON ur.role_id = x.role_id
                       WHERE x.alert_rule_id = ${ruleId} AND ur.user_id = u.id))
          AND ((${national})${sql.join(
            covering.map((c) => sql` OR ${c}`),
            sql``,
          )})
        ORDER BY u.id`,
  );
  return rows.map((r) => r.id);
}
