import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSideSessions, type SideSessions } from '../support/side-sessions';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 14 item 4: one slow query never hurts anyone else. A statement past STATEMENT_TIMEOUT_SECONDS is
 * answered 503 with a translated message; a client that leaves has its query cancelled, so ten users
 * giving up on slow searches do not hold the pool. Slowness is made certain (not timed): a second
 * connection locks the registrations table, and the list's statements wait on that lock.
 */
describe('statement cancelled (every database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ registrations: 0 });
    t.app.get('/api/test/canceled', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
  });

  it('answers 503 with a message in the user’s language', async () => {
    for (const [language, message] of [
      ['en', /took too long/],
      ['fr', /trop de temps/],
      ['ar', /وقتًا طويلاً/],
    ] as const) {
      const res = await t.app.inject({ url: '/api/test/canceled', headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(message);
    }
  });
});

// A lock held by another session needs a second connection: PostgreSQL only (PGlite is one connection
// inside the process and cannot interrupt a running statement).
if (process.env.TEST_DATABASE_URL) {
  /** An app listening on a real port, a signed-in admin's cookie, and two more sessions of the database. */
  const slowSearchSetup = (statementTimeoutMs: number) => {
    let sides: SideSessions;
    beforeAll(async () => {
      const t = await createTestApp({ registrations: 50, database: { statementTimeoutMs } });
      sides = await openSideSessions(t, await t.as('admin@example.com'));
    }, 120_000);
    afterAll(() => sides?.close());
    const get = (path: string, signal?: AbortSignal) =>
      fetch(`${sides.base}${path}`, { headers: { cookie: sides.cookie, 'accept-language': 'en' }, signal });
    return {
      get,
      search: (signal?: AbortSignal) =>
        get(`/api/registrations?filter=${encodeURIComponent('{"q":"REG-26"}')}`, signal),
      waitingOnLock: async () =>
        (
          await sides.observer.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0]?.n ?? 0,
      lock: () => sides.lockRegistrations(),
      unlock: () => sides.locker.query('ROLLBACK'),
    };
  };
  const until = async (done: () => Promise<boolean>) => {
    while (!(await done())) await new Promise((r) => setTimeout(r, 20));
  };

  describe('a slow search on PostgreSQL (test:pg)', () => {
    const { search, lock, unlock } = slowSearchSetup(2000);

    it('stops a statement past the timeout with 503', async () => {
      await lock();
      try {
        const res = await search();
        expect(res.status).toBe(503);
        expect((await res.json()).message).toMatch(/took too long/);
      } finally {
        await unlock();
      }
    });
  });

  describe('abandoned searches on PostgreSQL (test:pg)', () => {
    // No statement timeout can end a search during this test: only cancellation can free the pool.
    const { get, search, waitingOnLock, lock, unlock } = slowSearchSetup(600_000);

    it('cancels the searches of 10 clients who leave; an 11th client is answered meanwhile', async () => {
      await lock();
      try {
        const leaving = Array.from({ length: 10 }, () => new AbortController());
        const searches = leaving.map((c) => search(c.signal).catch(() => 'aborted'));
        // The pool (4 connections) is full of searches waiting on the lock; the others queue for one.
        await until(async () => (await waitingOnLock()) >= 4);
        for (const c of leaving) c.abort();
        expect(await Promise.all(searches)).toEqual(Array(10).fill('aborted'));
        // The lock is still held and no timeout applies: only cancellation can end these statements.
        await until(async () => (await waitingOnLock()) === 0);

        const timings: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const res = await get('/api/species');
          timings.push(performance.now() - started);
          expect(res.status).toBe(200);
        }
        console.log(
          `trivial requests while the table stays locked, after 10 searches were abandoned: ${timings.map(Math.round).join(', ')} ms`,
        );
      } finally {
        await unlock();
      }
    }, 120_000);
  });
}
