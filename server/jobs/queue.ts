/**
 * The background job queue (DESIGN §7): pg-boss 10 on the application's own database, embedded (PGlite) or
 * server (PostgreSQL). Jobs are enqueued inside the transaction of the write that causes them, so a rolled
 * back write leaves no job and a committed one always has its job. Handlers run outside request handlers,
 * polled by pg-boss (`start`), or one batch after another on demand (`drain`, for tests and benchmarks).
 */
import PgBoss from 'pg-boss';
import { isRecord } from '../../shared/narrow';
import type { Database, Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { positionalSql } from './positional-sql';

/** The queues, created by migration 0016 (a job may only be sent to an existing queue). */
export const QUEUES = ['alert-evaluate', 'alert-sweep', 'alert-email'] as const;
export type QueueName = (typeof QUEUES)[number];

/** Jobs a worker takes per fetch (see `start`). */
const WORKER_BATCH = 20;

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface SendOptions {
  /** Attempts after the first failure, spaced by `retryDelaySeconds`, doubling with `retryBackoff`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** At most one job in the queue per key and time slot (pg-boss singleton). */
  singletonKey?: string;
}

export interface JobQueueOptions {
  /** How often idle workers look for new jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Overrides every job's retry delay (0 in tests, so a retry is due at once). */
  retryDelaySeconds?: number;
  log?: { warn(obj: object, msg: string): void };
}

export interface JobQueue {
  /** Enqueues in the caller's transaction: the job exists only if that transaction commits. */
  send(tx: Orm, queue: QueueName, data: object, options?: SendOptions): Promise<void>;
  /** Registers the handler of a queue (before `start` or `drain`). */
  handle(queue: QueueName, handler: JobHandler): void;
  /** Polls every handled queue in the background, and runs `schedules` (cron, in UTC). */
  start(schedules?: { queue: QueueName; cron: string }[]): Promise<void>;
  /** Runs due jobs until none is left; returns how many ran (failures included, to be retried). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function createJobQueue(db: Database, options: JobQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => db.executeSql(text, values) },
    // The schema comes with our migrations; pg-boss only upgrades it when a newer version needs to.
    migrate: true,
    // Archiving and monitoring are the server's business; the embedded database runs them too, cheaply.
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => options.log?.warn({ err }, 'job queue error'));
  const handlers = new Map<QueueName, JobHandler>();
  let started = false;

  const runJob = async (queue: QueueName, job: PgBoss.Job<object>) => {
    const handler = handlers.get(queue);
    if (!handler) throw new Error(`no handler for queue ${queue}`);
    await handler(isRecord(job.data) ? job.data : {});
  };

  /** Runs one job; a failure is recorded on that job alone (retried per its options). */
  const settle = async (queue: QueueName, job: PgBoss.Job<object>): Promise<boolean> => {
    try {
      await runJob(queue, job);
      return true;
    } catch (error) {
      await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };

  return {
    async send(tx, queue, data, sendOptions = {}) {
      const retryDelay = options.retryDelaySeconds ?? sendOptions.retryDelaySeconds;
      const backoff = options.retryDelaySeconds === 0 ? false : sendOptions.retryBackoff;
      // pg-boss refuses a retry option present but undefined.
      await boss.send(queue, data, {
        ...(sendOptions.retryLimit !== undefined && { retryLimit: sendOptions.retryLimit }),
        ...(retryDelay !== undefined && { retryDelay }),
        ...(backoff !== undefined && { retryBackoff: backoff }),
        ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
        db: {
          executeSql: async (text: string, values?: unknown[]) => ({
            rows: await queryRows(tx, positionalSql(text, values)),
          }),
        },
      });
    },
    handle(queue, handler) {
      handlers.set(queue, handler);
    },
    async start(schedules = []) {
      if (started) return;
      started = true;
      await boss.start();
      for (const queue of handlers.keys()) {
        // pg-boss waits out the polling interval after every fetch, busy or not: one job a fetch would cap
        // a queue at one job a second. A batch is fetched instead, and each job settles on its own (a
        // failure retries that job only; pg-boss then completes the others, which are still active).
        await boss.work<object>(
          queue,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: WORKER_BATCH },
          async (batch) => {
            for (const job of batch) await settle(queue, job);
          },
        );
      }
      for (const { queue, cron } of schedules) await boss.schedule(queue, cron);
    },
    async drain() {
      let ran = 0;
      for (;;) {
        let found = false;
        for (const queue of handlers.keys()) {
          const [job] = await boss.fetch<object>(queue);
          if (!job) continue;
          found = true;
          ran++;
          if (await settle(queue, job)) await boss.complete(queue, job.id);
        }
        if (!found) return ran;
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: 5000 });
    },
  };
}
