import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { theRow } from '../../server/db/query';
import { outbox, passwordResets, sessions, throttles } from '../../server/db/schema';
import { purgeExpiredRows } from '../../server/maintenance/purge';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue 8, defect 17: what has outlived its use is deleted; an anonymous visitor stores nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
});

const rows = async (table: typeof sessions | typeof throttles | typeof passwordResets | typeof outbox) =>
  theRow(await t.db.orm.select({ n: count() }).from(table)).n;

describe('purge of expired rows', () => {
  it('an anonymous csrf-cookie call stores no session row, and the token still protects sign-in', async () => {
    const before = await rows(sessions);
    const client = t.client();
    const res = await client.get('/api/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    expect(client.cookies.get('XSRF-TOKEN')).toBeTruthy();
    expect(await rows(sessions)).toBe(before);
    const again = await client.get('/api/sanctum/csrf-cookie');
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(client.cookies.get('XSRF-TOKEN'));
    expect(
      (
        await client.request(
          'POST',
          '/api/login',
          { email: 'rse@example.com', password: 'demo1234' },
          { xsrf: false },
        )
      ).statusCode,
    ).toBe(419);
    const forged = t.client();
    forged.cookies.set('ah_sid', client.cookies.get('ah_sid')!);
    forged.cookies.set('XSRF-TOKEN', 'forged-token');
    expect(
      (await forged.post('/api/login', { email: 'rse@example.com', password: 'demo1234' })).statusCode,
    ).toBe(419);
    expect(
      (await client.post('/api/login', { email: 'rse@example.com', password: 'demo1234' })).statusCode,
    ).toBe(200);
    expect(await rows(sessions)).toBe(before + 1);
  });

  it('deletes ended sessions, finished throttle windows, spent reset codes and old outbox mail only', async () => {
    const { orm } = t.db;
    await t.as('editor@example.com');
    await orm.execute(sql`
      INSERT INTO sessions (id, xsrf_token, created_at, last_seen_at)
      VALUES ('idle', 'x', now() - interval '1 hour', now() - interval '3 hours'),
             ('old', 'x', now() - interval '13 hours', now())`);
    await orm.insert(throttles).values([
      { key: 'done', hits: 3, reset_at: sql`now() - interval '1 second'` },
      { key: 'live', hits: 3, reset_at: sql`now() + interval '10 minutes'` },
    ]);
    await orm.insert(passwordResets).values([
      { email: 'a@example.td', code_hash: 'h', expires_at: sql`now() - interval '2 days'` },
      {
        email: 'b@example.td',
        code_hash: 'h',
        expires_at: sql`now()`,
        used_at: sql`now() - interval '2 days'`,
      },
      { email: 'c@example.td', code_hash: 'h', expires_at: sql`now() + interval '5 minutes'` },
    ]);
    await orm.insert(outbox).values([
      { to: 'a@example.td', subject: 's', body: 'b', created_at: sql`now() - interval '31 days'` },
      { to: 'b@example.td', subject: 's', body: 'b' },
    ]);
    const before = {
      sessions: await rows(sessions),
      throttles: await rows(throttles),
      resetCodes: await rows(passwordResets),
      outbox: await rows(outbox),
    };
    const purged = await purgeExpiredRows(orm, { idleMinutes: 120, maxHours: 12 });
    expect(purged).toEqual({
      sessions: 2,
      throttles: 1,
      resetCodes: 2,
      tokens: 0,
      outbox: 1,
      audit: 0,
      syncTombstones: 0,
    });
    expect({
      sessions: await rows(sessions),
      throttles: await rows(throttles),
      resetCodes: await rows(passwordResets),
      outbox: await rows(outbox),
    }).toEqual({
      sessions: before.sessions - 2,
      throttles: before.throttles - 1,
      resetCodes: before.resetCodes - 2,
      outbox: before.outbox - 1,
    });
    expect((await t.as('editor@example.com').then((c) => c.get('/api/user'))).statusCode).toBe(200);
  });
});
