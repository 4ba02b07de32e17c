import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { TestApp, TestClient } from './test-app';

/**
 * What a test of abandoned requests on PostgreSQL needs: the app on a loopback port with a signed-in
 * client's cookie (real sockets a `fetch` can abort), and two more sessions of the database: `locker` to
 * hold the lock the requests wait on, `observer` to read `pg_stat_activity` outside the locker's snapshot.
 */
export async function openSideSessions(t: TestApp, client: TestClient) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const locker = new pg.Client({ connectionString: t.db.url });
  await locker.connect();
  const observer = new pg.Client({ connectionString: t.db.url });
  await observer.connect();
  return {
    base,
    cookie,
    locker,
    observer,
    lockRegistrations: () => locker.query('BEGIN; LOCK TABLE registrations IN ACCESS EXCLUSIVE MODE'),
    async close() {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
      await observer.end();
    },
  };
}

export type SideSessions = Awaited<ReturnType<typeof openSideSessions>>;
