import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp, TestClient } from '../support/test-app';

/**
 * Issue 8, defects 4 and 6: every throttle counts an attempt and compares in one statement, so a parallel
 * burst gets no more tries than the limit; the sign-in limit is per account and address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
});

const from = async (address: string) => {
  const client = new TestClient(t.app, address);
  await client.get('/api/sanctum/csrf-cookie');
  return client;
};

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

/** The code of the last mail to this address (sent just after the answer, hence the wait). */
async function latestCode(email: string) {
  for (let i = 0; i < 200; i++) {
    const [mail] = await t.db.orm
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = mail && /\b(\d{6})\b/.exec(mail.body)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail for ${email}`);
}

describe('sign-in throttle (defects 4 and 6)', { timeout: 240_000 }, () => {
  it('lets 5 of 50 parallel wrong guesses reach the password check, then refuses the right one', async () => {
    const client = await from('10.0.0.1');
    const burst = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post('/api/login', { email: 'decideur@example.com', password: 'wrong-guess' }),
      ),
    );
    expect(statuses(burst)).toEqual({ 422: 5, 429: 45 });
    const right = await client.post('/api/login', { email: 'decideur@example.com', password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a stranger’s wrong guesses do not lock the owner out from their own address', async () => {
    const stranger = await from('10.0.0.2');
    for (let i = 0; i < 6; i++)
      await stranger.post('/api/login', { email: 'EDITOR@example.com ', password: 'wrong-guess' });
    const locked = await stranger.post('/api/login', {
      email: 'editor@example.com',
      password: DEMO_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    const owner = await from('10.0.0.3');
    const res = await owner.post('/api/login', { email: 'editor@example.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('keeps a looser ceiling per account across addresses (a distributed guess)', async () => {
    for (let host = 10; host < 14; host++) {
      const guesser = await from(`10.0.1.${host}`);
      const burst = await Promise.all(
        Array.from({ length: 5 }, () =>
          guesser.post('/api/login', { email: 'rse@example.com', password: 'wrong-guess' }),
        ),
      );
      expect(statuses(burst)).toEqual({ 422: 5 });
    }
    const owner = await from('10.0.2.1');
    expect(
      (await owner.post('/api/login', { email: 'rse@example.com', password: DEMO_PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('a success gives its count back, so signing in often from one office is not throttled', async () => {
    const office = await from('10.0.3.1');
    for (let i = 0; i < 31; i++) {
      const res = await office.post('/api/login', { email: 'agent@example.com', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('password-reset code tries (defect 4)', () => {
  it('with one try left, a parallel burst of the right code is accepted once', async () => {
    const client = await from('10.0.4.1');
    await client.post('/api/password/forgot', { email: 'admin@example.com' });
    const code = await latestCode('admin@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++)
      await client.post('/api/password/verify', { email: 'admin@example.com', code: wrong });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/password/verify', { email: 'admin@example.com', code }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 1, 422: 19 });
  });

  it('after 30 parallel wrong codes the right one is refused', async () => {
    const client = await from('10.0.4.2');
    await client.post('/api/password/forgot', { email: 'editor@example.com' });
    const code = await latestCode('editor@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 29 }, () =>
        client.post('/api/password/verify', { email: 'editor@example.com', code: wrong }),
      ),
    );
    expect(statuses(burst)).toEqual({ 422: 29 });
    const res = await client.post('/api/password/reset', {
      email: 'editor@example.com',
      code,
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
    expect(res.statusCode).toBe(422);
    await t.as('editor@example.com');
  });
});

describe('current password on password change (defect 4)', () => {
  it('is throttled: 5 of 20 parallel guesses are checked, then even the right one waits', async () => {
    const client = await t.as('admin@example.com');
    const change = (current: string) =>
      client.put('/api/user/password', {
        current_password: current,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      });
    const burst = await Promise.all(Array.from({ length: 20 }, () => change('wrong-guess')));
    expect(statuses(burst)).toEqual({ 422: 5, 429: 15 });
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
