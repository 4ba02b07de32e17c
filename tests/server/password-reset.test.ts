import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let smtp: SmtpInbox;
let t: TestApp;
let client: () => TestClient;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ registrations: 0, config: { smtpUrl: smtp.url } });
  client = t.client;
});
afterAll(() => smtp?.close());

async function codeSentTo(email: string) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.mails.findLast((m) => m.to === email);
    if (mail) {
      smtp.mails.length = 0;
      const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${email}`);
}

const anonymous = async () => {
  const c = client();
  await c.get('/api/sanctum/csrf-cookie');
  return c;
};

describe('password reset by mailed code', () => {
  it('answers the same for a known and an unknown address', async () => {
    const c = await anonymous();
    const known = await c.post('/api/password/forgot', { email: 'editor@example.com' });
    const unknown = await c.post('/api/password/forgot', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await codeSentTo('editor@example.com');
    expect((await c.post('/api/password/forgot', { email: 'not an email' })).statusCode).toBe(422);
  });

  it('walks forgot → verify → reset, signs nobody in, and the code is single use', async () => {
    const signedIn = await client().signIn('rse@example.com');
    const c = await anonymous();
    await c.post('/api/password/forgot', { email: 'rse@example.com' });
    const code = await codeSentTo('rse@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await c.post('/api/password/verify', { email: 'rse@example.com', code: wrong })).statusCode).toBe(
      422,
    );
    expect((await c.post('/api/password/verify', { email: 'rse@example.com', code })).statusCode).toBe(200);
    const mismatch = await c.post('/api/password/reset', {
      email: 'rse@example.com',
      code,
      password: 'fresh-pass',
      password_confirmation: 'x',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    const reset = await c.post('/api/password/reset', {
      email: 'rse@example.com',
      code,
      password: 'fresh-pass',
      password_confirmation: 'fresh-pass',
    });
    expect(reset.statusCode).toBe(200);
    // The audit trail has both steps, by the address, with neither the code nor the new password.
    const audited = await queryRows<{ action: string; actor: string; trail: string }>(
      t.db.orm,
      sql`SELECT a.action, a.actor, coalesce(a.changes::text, '') AS trail FROM audit_log a JOIN users u ON u.id = a.record_id
          WHERE a.resource = 'users' AND u.email = 'rse@example.com' AND a.action LIKE 'password%' ORDER BY a.id`,
    );
    expect(audited.map((a) => [a.action, a.actor])).toEqual([
      ['password_forgot', 'rse@example.com'],
      ['password_reset', 'rse@example.com'],
    ]);
    for (const { trail } of audited) expect(trail).not.toMatch(new RegExp(`${code}|fresh-pass`));
    expect((await c.get('/api/user')).statusCode).toBe(401);
    expect((await signedIn.get('/api/user')).statusCode).toBe(401);
    await expect(client().signIn('rse@example.com')).rejects.toThrow();
    await client().signIn('rse@example.com', 'fresh-pass');
    const again = await c.post('/api/password/reset', {
      email: 'rse@example.com',
      code,
      password: 'other-pass',
      password_confirmation: 'other-pass',
    });
    expect(again.statusCode).toBe(422);
    const notice = await (async () => {
      for (let i = 0; i < 100 && !smtp.mails.length; i++) await new Promise((r) => setTimeout(r, 50));
      return smtp.mails.pop();
    })();
    expect(notice?.subject).toMatch(/^Your password was changed/);
  });

  it('burns a code after five wrong tries', async () => {
    const c = await anonymous();
    await c.post('/api/password/forgot', { email: 'decideur@example.com' });
    const code = await codeSentTo('decideur@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      await c.post('/api/password/verify', { email: 'decideur@example.com', code: wrong });
    expect((await c.post('/api/password/verify', { email: 'decideur@example.com', code })).statusCode).toBe(
      422,
    );
  });

  it('throttles reset requests per address', async () => {
    const c = await anonymous();
    for (let i = 0; i < 3; i++) await c.post('/api/password/forgot', { email: 'agent@example.com' });
    const res = await c.post('/api/password/forgot', { email: 'agent@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
