import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestClient } from '../support/test-app';

/** A real SMTP server on loopback that keeps what it receives. */
const inbox: { to: string; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => {
      raw += chunk;
    });
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: raw });
      callback();
    });
  },
});

let client: () => TestClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const t = await createTestApp({ registrations: 0, config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  client = t.client;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function codeSentTo(email: string) {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.findLast((m) => m.to === email);
    if (mail) {
      inbox.length = 0;
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
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
      for (let i = 0; i < 100 && !inbox.length; i++) await new Promise((r) => setTimeout(r, 50));
      return inbox.pop();
    })();
    expect(notice!.text).toMatch(/^Subject: Your password was changed/m);
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
