/**
 * Two transactions at once on PostgreSQL, put in a known order: the one that takes its lock first keeps its
 * transaction open until the other is seen waiting for that lock, then commits. How the links kept without
 * a foreign key (drizzle/0065) are tested from their concurrent side.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Orm } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';

/** `run` with a connection of its own to the test's database (`url`: PostgreSQL only), closed after. */
export async function withSecondConnection<T>(url: string | undefined, run: (other: Orm) => Promise<T>) {
  if (!url) throw new Error('a second connection needs PostgreSQL (TEST_DATABASE_URL)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(drizzle(client));
  } finally {
    await client.end();
  }
}

/** Resolves once a statement starting with `text` waits for a lock (polled: it cannot answer), fails if `statement` ends first. */
async function waitsForLock(watch: Orm, text: string, statement: Promise<unknown>) {
  let ended = false;
  const end = () => {
    ended = true;
  };
  statement.then(end, end);
  for (;;) {
    const waiting = await queryRows(
      watch,
      sql`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE ${`${text}%`}`,
    );
    if (waiting.length) return;
    if (ended) throw new Error(`"${text}…" ended without waiting for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Turns<T> {
  /** Polls pg_stat_activity: a connection neither side holds (the test's pool). */
  watch: Orm;
  /** Runs in a transaction of `on`, kept open until `second` waits. */
  first: { on: Orm; run: (tx: Orm) => Promise<unknown> };
  /** Started once `first` ran; must wait for a lock in a statement starting with `waits`. */
  second: { waits: string; run: () => PromiseLike<T> };
}

/**
 * `first` takes its locks, `second` waits for them, `first` commits. Answers what `second` answered, or fails
 * with its error (a refusal's code is read from it).
 */
export async function inTurns<T>({ watch, first, second }: Turns<T>): Promise<T> {
  let commit = () => {};
  const committing = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let ran = () => {};
  const firstRan = new Promise<void>((resolve) => {
    ran = resolve;
  });
  const firstDone = first.on.transaction(async (tx) => {
    await first.run(tx);
    ran();
    await committing;
  });
  await Promise.race([firstRan, firstDone]);
  // Drizzle's queries run when awaited: resolving it sends it now.
  const secondDone = Promise.resolve(second.run());
  try {
    await waitsForLock(watch, second.waits, secondDone);
  } finally {
    commit();
  }
  await firstDone;
  return secondDone;
}
