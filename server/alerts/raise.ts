/**
 * Raising an alert, in one transaction: the alert (once per rule × area × week, whoever races), the
 * registrations that triggered it, a notification for each recipient and one email job each.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { JobQueue } from '../jobs/queue';
import type { Group } from './evaluate';
import { recipientsOf } from './recipients';
import type { AlertRule } from './rules';

export const EMAIL_RETRIES = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true } as const;

export interface Measure {
  cases: number;
  expected: number | null;
  ids: number[];
}

export async function raiseAlert(tx: Orm, jobs: JobQueue, rule: AlertRule, group: Group, measure: Measure) {
  const { chain } = group;
  const [alert] = await queryRows<{ id: number; inserted: boolean }>(
    tx,
    sql`INSERT INTO alerts (rule_id, status, disease_id, specie_id, level, province_id, department_id,
          municipality_id, village_id, week, cases, expected, area_key)
        VALUES (${rule.id}, 'open', ${rule.disease_id}, ${rule.specie_id}, ${rule.level}, ${chain.province_id},
          ${chain.department_id}, ${chain.municipality_id}, ${chain.village_id}, ${group.week}, ${measure.cases},
          ${measure.expected}, ${group.identity ?? `${group.areaKey}:${group.areaId}`})
        ON CONFLICT (rule_id, area_key, week) DO UPDATE
          SET cases = GREATEST(alerts.cases, EXCLUDED.cases), expected = EXCLUDED.expected, updated_at = now()
        RETURNING id, (xmax = 0) AS inserted`,
  );
  if (!alert) return;
  if (measure.ids.length)
    await tx.execute(sql`INSERT INTO alert_registrations (alert_id, registration_id)
      SELECT ${alert.id}, unnest(${`{${measure.ids.join(',')}}`}::int[]) ON CONFLICT DO NOTHING`);
  // A known alert gains its new cases silently: its recipients were told when it was raised.
  if (!alert.inserted) return;
  const recipients = await recipientsOf(tx, rule.id, chain);
  if (!recipients.length) return;
  const notified = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO notifications (user_id, alert_id)
        SELECT unnest(${`{${recipients.join(',')}}`}::int[]), ${alert.id}
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  for (const { id } of notified) await jobs.send(tx, 'alert-email', { notificationId: id }, EMAIL_RETRIES);
}
