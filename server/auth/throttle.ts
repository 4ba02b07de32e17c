import { eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow } from '../db/query';
import { throttles } from '../db/schema';
import { throttled } from '../http/errors';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

interface CounterRow extends Record<string, unknown> {
  hits: number;
  wait: number;
}

/**
 * Counts one attempt against each rule, then compares: the increment and the read are one statement, so
 * a burst of parallel attempts cannot all pass a check made before any of them counted. Throws 429 with
 * Retry-After once a counter is past its limit (a fixed window that starts at the first attempt).
 */
export async function consume(orm: Orm, rules: ThrottleRule[]) {
  for (const rule of rules) {
    const row = await queryRow<CounterRow>(
      orm,
      sql`
      INSERT INTO throttles (key, hits, reset_at) VALUES (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN throttles.reset_at <= now() THEN 1 ELSE throttles.hits + 1 END,
        reset_at = CASE WHEN throttles.reset_at <= now() THEN excluded.reset_at ELSE throttles.reset_at END
      RETURNING hits, ceil(extract(epoch from reset_at - now()))::int AS wait`,
    );
    if (row.hits > rule.limit) throw throttled(Math.max(1, row.wait));
  }
}

/** Gives back the attempt a success consumed, so only failures use up a shared allowance. */
export async function refund(orm: Orm, rules: ThrottleRule[]) {
  if (!rules.length) return;
  await orm
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(
      inArray(
        throttles.key,
        rules.map((r) => r.key),
      ),
    );
}

export const clearThrottle = (orm: Orm, key: string) => orm.delete(throttles).where(eq(throttles.key, key));

/** Deletes counters whose window is over (they would restart at 1 anyway). */
export const purgeExpiredThrottles = (orm: Orm) =>
  orm.delete(throttles).where(sql`${throttles.reset_at} <= now()`);
