/** The alert jobs: evaluation after writes, the periodic sweep, and the emails. */
import type { Orm } from '../db/connect';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { sendAlertEmail } from './email';
import { evaluateReports, sweep } from './evaluate';
import { shiftWeek, weekOf } from './weeks';

/**
 * Every 15 minutes (cron, UTC): baselines move as weeks pass, and bulk loads announce nothing. The previous
 * week too: reports dated last week keep arriving (weeks are counted by report date).
 */
export const SWEEP_SCHEDULE = { queue: 'alert-sweep', cron: '*/15 * * * *' } as const;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

export function handleAlertJobs(jobs: JobQueue, orm: Orm, mailer: Mailer) {
  jobs.handle('alert-evaluate', async (data) => {
    await evaluateReports(orm, jobs, idsOf(data.registrationIds));
  });
  jobs.handle('alert-sweep', async () => {
    const current = weekOf(new Date());
    for (const week of [shiftWeek(current, -1), current]) await sweep(orm, jobs, week);
  });
  jobs.handle('alert-email', async (data) => {
    if (typeof data.notificationId === 'number') await sendAlertEmail(orm, mailer, data.notificationId);
  });
}
