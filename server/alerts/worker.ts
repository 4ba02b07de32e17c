/** The alert jobs: evaluation after writes, the periodic sweep, and the emails. */
import type { Orm } from '../db/connect';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { sendAlertEmail } from './email';
import { evaluateReports, sweep } from './evaluate';

/** Every 15 minutes (cron, UTC): baselines move as weeks pass, and bulk loads announce nothing. */
export const SWEEP_SCHEDULE = { queue: 'alert-sweep', cron: '*/15 * * * *' } as const;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

export function handleAlertJobs(jobs: JobQueue, orm: Orm, mailer: Mailer) {
  jobs.handle('alert-evaluate', async (data) => {
    await evaluateReports(orm, jobs, idsOf(data.registrationIds));
  });
  jobs.handle('alert-sweep', async () => {
    await sweep(orm, jobs);
  });
  jobs.handle('alert-email', async (data) => {
    if (typeof data.notificationId === 'number') await sendAlertEmail(orm, mailer, data.notificationId);
  });
}
