import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { species } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { isDatabaseUnavailable } from '../../server/db/unavailable';
import { TEST_NOW } from '../support/templates';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { type Postgres, startPostgres } from '../support/with-postgres';

/**
 * Issue 8, defect 3: a PostgreSQL restart or stop does not end the process; while the database is away
 * requests get 503 with Retry-After and a translated message; the pool recovers by itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  // A route that fails the way a query does when the server goes away (on PGlite too).
  t.app.get('/api/test/connection-lost', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
});

describe('database unavailable (defect 3)', () => {
  it('tells a lost connection from a bad query', () => {
    const lost = new Error('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }]))).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near'))).toBe(false);
  });

  it('answers 503 with Retry-After and a message in the user’s language', async () => {
    for (const [language, message] of [
      ['en', /briefly unavailable/],
      ['fr', /momentanément indisponible/],
      ['ar', /غير متاحة مؤقتًا/],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/test/connection-lost',
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toMatch(message);
    }
  });
});

// Only a PostgreSQL server can restart under the app; PGlite lives inside the process. The restarts hit a
// cluster of this file's own, not the one the other test files share.
if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL restart under a write load (test:pg)', () => {
    let postgres: Postgres;
    let own: TestApp;
    let admin: TestClient;
    beforeAll(async () => {
      postgres = await startPostgres();
      const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '', poolSize: 4 });
      await seedDemo(db.orm, { registrations: 0, now: TEST_NOW });
      own = await createTestApp({ registrations: 0, database: { own: db } });
      admin = await own.as('admin@example.com');
    });
    // Here, not in the beforeAll, where vitest drops an afterAll (the cluster was left running). The app and
    // its pool are closed after the file (tests/support/server-setup.ts).
    afterAll(() => postgres?.stop());
    const acknowledged: string[] = [];
    const statuses: Record<number, number> = {};

    const write = async (name: string) => {
      const res = await admin.post('/api/species', { name });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode === 201) acknowledged.push(name);
      if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
      return res.statusCode;
    };

    it('keeps running through `pg_ctl restart -m fast`: 503 or 2xx only, every acknowledged write kept', async () => {
      let restarted = false;
      const writer = async (id: number) => {
        let afterRestart = 0;
        for (let n = 0; afterRestart < 5; n++) {
          const status = await write(`Espèce ${id}-${n}`);
          if (restarted && status === 201) afterRestart++;
          if (status === 503) await new Promise((r) => setTimeout(r, 100));
        }
      };
      const started = performance.now();
      const writers = Promise.all([1, 2, 3, 4].map(writer));
      await new Promise((r) => setTimeout(r, 300));
      const restartAt = performance.now();
      await postgres.control('restart');
      const restartMs = performance.now() - restartAt;
      restarted = true;
      await writers;
      const totalMs = performance.now() - started;
      console.info(
        `restart: pg_ctl restart ${Math.round(restartMs)} ms; load ${Math.round(totalMs)} ms;`,
        `answers ${JSON.stringify(statuses)}; ${acknowledged.length} acknowledged writes`,
      );
      expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['201']));
      for (const status of Object.keys(statuses)) expect(['201', '503']).toContain(status);
      const stored = await own.db.orm
        .select({ name: species.name })
        .from(species)
        .where(inArray(species.name, acknowledged));
      expect(stored.map((s) => s.name).sort()).toEqual([...acknowledged].sort());
    });

    it('warms the connections a warm pool opens after a restart, as it warmed the first ones', async () => {
      const warm = await openDatabase({
        databaseUrl: postgres.url,
        dataDir: '',
        poolSize: 3,
        warmConnections: 2,
        migrate: false,
      });
      // Three at once: each on a connection of its own (one more than the warm ones).
      const connections = () =>
        Promise.all(
          [1, 2, 3].map(() =>
            warm.executeSql(
              `SELECT pg_backend_pid() AS pid, current_setting('app.warmed_up', true) AS warmed, pg_sleep(0.2)`,
            ),
          ),
        ).then((results) => results.map(({ rows }) => rows[0] as { pid: number; warmed: string | null }));
      try {
        const before = await connections();
        expect(before.map((c) => c.warmed)).toEqual(['on', 'on', 'on']);
        await postgres.control('restart');
        let after: Awaited<ReturnType<typeof connections>> | undefined;
        for (let i = 0; !after; i++) {
          // The pool drops the connections the restart closed as their errors arrive.
          after = await connections().catch((error) => {
            if (i > 100) throw error;
            return new Promise<undefined>((r) => setTimeout(r, 100));
          });
        }
        expect(new Set(after.map((c) => c.pid)).size).toBe(3);
        expect(before.map((c) => c.pid)).not.toContain(after[0]?.pid);
        expect(after.map((c) => c.warmed)).toEqual(['on', 'on', 'on']);
      } finally {
        await warm.close();
      }
    });

    it('answers 503 while the server is stopped, and recovers by itself once it is back', async () => {
      await postgres.control('stop');
      const stoppedAt = performance.now();
      try {
        const read = await admin.get('/api/species');
        expect(read.statusCode).toBe(503);
        expect(read.headers['retry-after']).toBe('5');
        expect(read.json().message).toMatch(/briefly unavailable/);
        expect(await write('Pendant la coupure')).toBe(503);
        expect((await own.app.inject({ url: '/api/health' })).statusCode).toBe(503);
      } finally {
        await postgres.control('start');
      }
      let recoveredMs = 0;
      for (let i = 0; ; i++) {
        const res = await admin.get('/api/user');
        if (res.statusCode === 200) {
          recoveredMs = performance.now() - stoppedAt;
          break;
        }
        expect(res.statusCode).toBe(503);
        if (i > 300) throw new Error('no recovery within 30 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      console.info(`stop/start: first 2xx ${Math.round(recoveredMs)} ms after the stop`);
      expect(await write('Après la coupure')).toBe(201);
      expect(acknowledged).not.toContain('Pendant la coupure');
    });
  });
}
