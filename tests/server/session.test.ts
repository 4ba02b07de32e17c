import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
});

describe('Sanctum-style session', () => {
  it('GET /api/sanctum/csrf-cookie sets an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
    const res = await t.client().get('/api/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const session = res.cookies.find((c) => c.name === 'ah_sid');
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('signs in with the email or the username, trimmed and case-insensitive, and rotates the session id', async () => {
    const client = t.client();
    await client.get('/api/sanctum/csrf-cookie');
    const anonymous = client.cookies.get('ah_sid');
    const res = await client.post('/api/login', { email: '  ADMIN@Example.com ', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'admin@example.com',
      roles: ['Admin'],
      active_role: 'Admin',
      nom: expect.any(String),
      prenom: expect.any(String),
    });
    expect(res.json().data).not.toHaveProperty('password');
    expect(client.cookies.get('ah_sid')).not.toBe(anonymous);

    const byUsername = t.client();
    await byUsername.get('/api/sanctum/csrf-cookie');
    expect((await byUsername.post('/api/login', { email: 'Editor', password: 'demo1234' })).statusCode).toBe(
      200,
    );
  });

  it('answers bad credentials with the same 422 whether or not the account exists', async () => {
    const client = t.client();
    await client.get('/api/sanctum/csrf-cookie');
    const wrong = await client.post('/api/login', { email: 'rse@example.com', password: 'wrong-password' });
    const unknown = await client.post('/api/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the login form with the spec messages', async () => {
    const client = t.client();
    await client.get('/api/sanctum/csrf-cookie');
    const res = await client.post('/api/login', { email: ' ', password: '123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Please enter your email address or username'],
      password: ['Password too short (min 6 characters)'],
    });
  });

  it('throttles repeated failures on one account with 429 and Retry-After', async () => {
    const client = t.client();
    await client.get('/api/sanctum/csrf-cookie');
    for (let i = 0; i < 5; i++)
      await client.post('/api/login', { email: 'decideur@example.com', password: 'not-it-123' });
    const res = await client.post('/api/login', { email: 'decideur@example.com', password: 'demo1234' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a write without the right X-XSRF-TOKEN (419) and changes nothing', async () => {
    const admin = await t.as('admin@example.com');
    const before = (await admin.get('/api/species')).headers['content-range'];
    const missing = await admin.request('POST', '/api/species', { name: 'Dromadaire test' }, { xsrf: false });
    expect(missing.statusCode).toBe(419);
    const forged = await admin.app.inject({
      method: 'POST',
      url: '/api/species',
      payload: { name: 'Dromadaire test' },
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': 'forged',
      },
    });
    expect(forged.statusCode).toBe(419);
    expect((await admin.get('/api/species')).headers['content-range']).toBe(before);
  });

  it('logout destroys the session on the server', async () => {
    const client = await t.as('editor@example.com');
    const stolen = new Map(client.cookies);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.post('/api/logout')).statusCode).toBe(204);
    const replay = t.client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('switches the active role among the user own roles, and the permissions follow', async () => {
    const rse = await t.as('rse@example.com');
    const user = (await rse.get('/api/user')).json().data;
    expect(user.roles).toEqual(['Décideur', 'RSE']);
    expect(user.active_role).toBe('RSE');
    expect(user.permissions).toContain('manage registration');
    const switched = await rse.put('/api/user/active-role', { role: 'Décideur' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ active_role: 'Décideur', permissions: [] });
    expect((await rse.put('/api/user/active-role', { role: 'Admin' })).statusCode).toBe(422);
  });

  it('changes the locale with the spec message', async () => {
    const rse = await t.as('rse@example.com');
    const res = await rse.post('/api/locale', { locale: 'ar' });
    expect(res.json()).toEqual({ message: 'Langue modifiée avec succès' });
    expect((await rse.get('/api/user')).json().data.locale).toBe('ar');
    expect((await rse.post('/api/locale', { locale: 'de' })).statusCode).toBe(422);
  });

  it('reports health with the database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});
