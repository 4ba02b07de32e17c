/** The email of one notification, in its recipient's language, sent by the `alert-email` job (retried on failure). */
import { sql } from 'drizzle-orm';
import { isLocale, type Locale, translate } from '../../i18n';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { Mailer } from '../mail/mailer';
import { alertLabelJoins, alertLabels } from './labels';

interface AlertMailRow {
  email: string;
  alert_id: number;
  rule: string;
  week: string;
  cases: number;
  expected: number | null;
  disease: string | null;
  area: string | null;
}

async function loadMail(orm: Orm, notificationId: number, locale: Locale) {
  const [row] = await queryRows<AlertMailRow>(
    orm,
    sql`SELECT u.email, a.id AS alert_id, ru.name AS rule, a.week, a.cases, a.expected, ${alertLabels(locale)}
        FROM notifications n
        JOIN users u ON u.id = n.user_id
        JOIN alerts a ON a.id = n.alert_id
        JOIN alert_rules ru ON ru.id = a.rule_id
        ${alertLabelJoins}
        WHERE n.id = ${notificationId} AND u.deleted_at IS NULL AND u.status = 'active'`,
  );
  return row;
}

async function recipientLocale(orm: Orm, notificationId: number): Promise<Locale> {
  const [row] = await queryRows<{ locale: string }>(
    orm,
    sql`SELECT u.locale FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.id = ${notificationId}`,
  );
  return row && isLocale(row.locale) ? row.locale : 'fr';
}

/** Sends the notification's email; a failure throws, and the queue retries the job. */
export async function sendAlertEmail(orm: Orm, mailer: Mailer, notificationId: number) {
  const locale = await recipientLocale(orm, notificationId);
  const row = await loadMail(orm, notificationId, locale);
  // The notification or its recipient is gone (deleted, disabled): nothing to send.
  if (!row) return;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `alerts.mail.${key}`, params);
  const disease = row.disease ?? t('anyDisease');
  const area = row.area ?? t('national');
  const params = { rule: row.rule, disease, area, week: row.week, cases: row.cases, id: row.alert_id };
  const lines = [
    t('intro', params),
    '',
    `${t('rule')}: ${row.rule}`,
    `${t('disease')}: ${disease}`,
    `${t('area')}: ${area}`,
    `${t('week')}: ${row.week}`,
    `${t('cases')}: ${row.cases}`,
    ...(row.expected !== null ? [`${t('expected')}: ${Math.round(row.expected * 10) / 10}`] : []),
    '',
    t('open', params),
  ];
  await mailer.send({ to: row.email, subject: t('subject', params), text: lines.join('\n') });
}
