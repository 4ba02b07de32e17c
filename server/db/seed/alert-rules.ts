/** The demo's early-warning rules, one of each kind, for the RSE role (README "Early warning"). */
import { sql } from 'drizzle-orm';
import type { Orm } from '../connect';
import { queryRows } from '../query';

const RULES = [
  {
    name: 'Maladie à déclaration obligatoire : tout cas',
    kind: 'any_case',
    level: 'provinces',
    threshold: 1,
  },
  {
    name: 'Foyer probable : 5 cas par commune et semaine',
    kind: 'count',
    level: 'municipalities',
    threshold: 5,
  },
  { name: 'Au-dessus de la normale (province)', kind: 'baseline', level: 'provinces', threshold: 3 },
] as const;

export async function seedAlertRules(tx: Orm) {
  const [rse] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM roles WHERE name = 'RSE'`);
  for (const rule of RULES) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO alert_rules (name, kind, level, threshold, factor, baseline)
          VALUES (${rule.name}, ${rule.kind}, ${rule.level}, ${rule.threshold}, 2, 'previous_years') RETURNING id`,
    );
    if (rse && row)
      await tx.execute(
        sql`INSERT INTO alert_rule_roles (alert_rule_id, role_id) VALUES (${row.id}, ${rse.id})`,
      );
  }
}
