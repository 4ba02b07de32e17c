/**
 * Raising alerts, in one transaction: each alert (once per rule × area × week, whoever races), the
 * registrations that triggered it, a notification for each recipient of a new one and one email job each.
 * The alerts of a rule's week are written together (one statement for the alerts, one for their
 * registrations): a sweep re-evaluating hundreds of areas costs two statements, not hundreds of transactions.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { JobQueue } from '../jobs/queue';
import type { Group } from './evaluate';
import { recipientsOf } from './recipients';
import { type AlertRule, areaIdentity } from './rules';

export const EMAIL_RETRIES = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true } as const;

export interface Measure {
  cases: number;
  expected: number | null;
  ids: number[];
}

/** An alert to raise (or update): where and when, and what was counted. */
export interface Raise {
  group: Group;
  measure: Measure;
}

/** Alerts per statement: 13 parameters each stay far below PostgreSQL's 65,535. */
const ALERTS_PER_STATEMENT = 1000;

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const identityOf = (group: Group) => group.identity ?? areaIdentity(group.areaKey, group.areaId);

async function upsertAlerts(tx: Orm, rule: AlertRule, raises: readonly Raise[]) {
  const rows = raises.map(({ group, measure }) => {
    const values = [
      group.chain.province_id,
      group.chain.department_id,
      group.chain.municipality_id,
      group.chain.village_id,
      group.week,
      measure.cases,
      measure.expected,
      identityOf(group),
    ];
    return sql`(${rule.id}, 'open', ${rule.disease_id}, ${rule.specie_id}, ${rule.level}, ${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  });
  return queryRows<{ id: number; inserted: boolean; area_key: string; week: string }>(
    tx,
    sql`INSERT INTO alerts (rule_id, status, disease_id, specie_id, level, province_id, department_id,
          municipality_id, village_id, week, cases, expected, area_key)
        VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (rule_id, area_key, week) DO UPDATE
          SET cases = GREATEST(alerts.cases, EXCLUDED.cases), expected = EXCLUDED.expected, updated_at = now()
        RETURNING id, (xmax = 0) AS inserted, area_key, week`,
  );
}

async function notifyRecipients(tx: Orm, jobs: JobQueue, rule: AlertRule, alertId: number, group: Group) {
  const recipients = await recipientsOf(tx, rule.id, group.chain);
  if (!recipients.length) return;
  const notified = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO notifications (user_id, alert_id)
        SELECT unnest(${intArray(recipients)}), ${alertId}
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  for (const { id } of notified) await jobs.send(tx, 'alert-email', { notificationId: id }, EMAIL_RETRIES);
}

/** Alert × report pairs to write, each once. */
class Pairs {
  readonly alertIds: number[] = [];
  readonly registrationIds: number[] = [];

  add(alertId: number, registrationIds: readonly number[]) {
    for (const id of new Set(registrationIds)) {
      this.alertIds.push(alertId);
      this.registrationIds.push(id);
    }
  }
}

/** No foreign key checks each report (drizzle/0055): a report deleted since it was listed left a tombstone. */
async function writePairs(tx: Orm, pairs: Pairs, onConflict: SQL) {
  if (!pairs.alertIds.length) return;
  await tx.execute(sql`INSERT INTO alert_registrations (alert_id, registration_id)
    SELECT l.alert_id, l.registration_id
    FROM unnest(${intArray(pairs.alertIds)}, ${intArray(pairs.registrationIds)}) AS l(alert_id, registration_id)
    WHERE NOT EXISTS (SELECT 1 FROM sync_tombstones t
                      WHERE t.resource = 'registrations' AND t.record_id = l.registration_id)
    ${onConflict}`);
}

/** Raises (or updates) the alerts of one rule; its recipients are told of the new ones only. */
export async function raiseAlerts(tx: Orm, jobs: JobQueue, rule: AlertRule, raises: readonly Raise[]) {
  for (let start = 0; start < raises.length; start += ALERTS_PER_STATEMENT) {
    const chunk = raises.slice(start, start + ALERTS_PER_STATEMENT);
    const alerts = await upsertAlerts(tx, rule, chunk);
    const byIdentity = new Map(alerts.map((a) => [`${a.area_key}|${a.week}`, a]));
    const newPairs = new Pairs();
    const knownPairs = new Pairs();
    const fresh: { id: number; group: Group }[] = [];
    for (const { group, measure } of chunk) {
      const alert = byIdentity.get(`${identityOf(group)}|${group.week}`);
      if (!alert) continue;
      // A known alert gains its new cases silently: its recipients were told when it was raised.
      if (alert.inserted) fresh.push({ id: alert.id, group });
      (alert.inserted ? newPairs : knownPairs).add(alert.id, measure.ids);
    }
    // An alert this transaction inserted has no pair yet, and no other transaction sees it: a plain insert
    // (ON CONFLICT cost ~20 % of 1,000 pairs' insert at 1M). A known alert may list some already.
    await writePairs(tx, newPairs, sql``);
    await writePairs(tx, knownPairs, sql`ON CONFLICT DO NOTHING`);
    for (const { id, group } of fresh) await notifyRecipients(tx, jobs, rule, id, group);
  }
}

/** Raises (or updates) one alert. */
export const raiseAlert = (tx: Orm, jobs: JobQueue, rule: AlertRule, group: Group, measure: Measure) =>
  raiseAlerts(tx, jobs, rule, [{ group, measure }]);
