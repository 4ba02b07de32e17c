import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { throttles } from '../db/schema';
import { throttled } from '../http/errors';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Throws 429 with Retry-After when any rule's counter is already at its limit. */
export async function assertNotThrottled(orm: Orm, rules: ThrottleRule[]) {
  for (const rule of rules) {
    const [row] = await orm
      .select({
        hits: throttles.hits,
        wait: sql<number>`ceil(extract(epoch from ${throttles.reset_at} - now()))::int`,
      })
      .from(throttles)
      .where(eq(throttles.key, rule.key));
    if (row && row.wait > 0 && row.hits >= rule.limit) throw throttled(row.wait);
  }
}

/** Counts one attempt against each rule (a fixed window that starts at the first attempt). */
export async function hit(orm: Orm, rules: ThrottleRule[]) {
  for (const rule of rules) {
    await orm.execute(sql`
      INSERT INTO throttles (key, hits, reset_at) VALUES (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN throttles.reset_at <= now() THEN 1 ELSE throttles.hits + 1 END,
        reset_at = CASE WHEN throttles.reset_at <= now() THEN excluded.reset_at ELSE throttles.reset_at END`);
  }
}

export const clearThrottle = (orm: Orm, key: string) => orm.delete(throttles).where(eq(throttles.key, key));
