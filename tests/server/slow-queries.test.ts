import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

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
  describe('slow searches on PostgreSQL (test:pg)', () => {
    const TIMEOUT_MS = 6000;
    let t: TestApp;
    let admin: TestClient;
    let base: string;
    let cookie: string;
    let locker: pg.Client;
    // Another session: the activity view is a snapshot inside the locker's transaction.
    let observer: pg.Client;

    const search = (signal?: AbortSignal) =>
      fetch(`${base}/api/registrations?filter=${encodeURIComponent('{"q":"REG-26"}')}`, {
        headers: { cookie, 'accept-language': 'en' },
        signal,
      });
    const waitingOnLock = async () =>
      (
        await observer.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0]?.n ?? 0;

    beforeAll(async () => {
      t = await createTestApp({ registrations: 50, database: { statementTimeoutMs: TIMEOUT_MS } });
      admin = await t.as('admin@example.com');
      cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      locker = new pg.Client({ connectionString: t.db.url });
      await locker.connect();
      observer = new pg.Client({ connectionString: t.db.url });
      await observer.connect();
    }, 120_000);
    afterAll(async () => {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
      await observer.end();
    });

    it('stops a statement past the timeout with 503', async () => {
      await locker.query('BEGIN; LOCK TABLE registrations IN ACCESS EXCLUSIVE MODE');
      try {
        const res = await search();
        expect(res.status).toBe(503);
        expect((await res.json()).message).toMatch(/took too long/);
      } finally {
        await locker.query('ROLLBACK');
      }
    });

    it('cancels the searches of 10 clients who leave; an 11th client is answered meanwhile', async () => {
      await locker.query('BEGIN; LOCK TABLE registrations IN ACCESS EXCLUSIVE MODE');
      try {
        const leaving = Array.from({ length: 10 }, () => new AbortController());
        const searches = leaving.map((c) => search(c.signal).catch(() => 'aborted'));
        // The pool (4 connections) is full of searches waiting on the lock; the others queue for one.
        while ((await waitingOnLock()) < 4) await new Promise((r) => setTimeout(r, 20));
        const abortedAt = performance.now();
        for (const c of leaving) c.abort();
        expect(await Promise.all(searches)).toEqual(Array(10).fill('aborted'));

        // Still locked: only cancellation can have freed the pool for these.
        const timings: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const res = await fetch(`${base}/api/species`, { headers: { cookie } });
          timings.push(performance.now() - started);
          expect(res.status).toBe(200);
        }
        // Before any search could reach its statement timeout: cancellation freed the pool.
        expect(performance.now() - abortedAt).toBeLessThan(TIMEOUT_MS);
        console.log(
          `trivial requests while 10 searches were abandoned: ${timings.map(Math.round).join(', ')} ms`,
        );
        while ((await waitingOnLock()) > 0) await new Promise((r) => setTimeout(r, 20));
      } finally {
        await locker.query('ROLLBACK');
      }
    }, 60_000);
  });
}
