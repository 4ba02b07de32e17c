import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
});

const total = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-range']).split('/')[1];

describe('server-side permission checks', () => {
  it('answers 401 without a session', async () => {
    const client = t.client();
    expect((await client.get('/api/provinces')).statusCode).toBe(401);
    await client.get('/api/sanctum/csrf-cookie');
    expect((await client.post('/api/provinces', { name: 'X' })).statusCode).toBe(401);
  });

  it('a user without manage province gets 403 on POST /api/provinces and nothing changes', async () => {
    const decideur = await t.as('decideur@example.com');
    const before = total(await decideur.get('/api/provinces'));
    const res = await decideur.post('/api/provinces', { name: 'Nouvelle province' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not allowed to do this');
    expect(total(await decideur.get('/api/provinces'))).toBe(before);
  });

  it('Editor writes locations, animals and registrations but not users or roles', async () => {
    const editor = await t.as('editor@example.com');
    expect((await editor.post('/api/provinces', { name: 'Province E', code: 'PE1' })).statusCode).toBe(201);
    expect((await editor.post('/api/species', { name: 'Asins' })).statusCode).toBe(201);
    expect((await editor.get('/api/users')).statusCode).toBe(403);
    expect((await editor.post('/api/roles', { name: 'X' })).statusCode).toBe(403);
  });

  it('RSE manages registrations but not reference data; reading reference data stays open', async () => {
    const rse = await t.as('rse@example.com');
    expect((await rse.get('/api/villages')).statusCode).toBe(200);
    expect((await rse.get('/api/registrations')).statusCode).toBe(200);
    expect((await rse.post('/api/diseases', { name: 'Nouvelle' })).statusCode).toBe(403);
    const [registration] = (await rse.get('/api/registrations')).json();
    const res = await rse.put(`/api/registrations/${registration.id}`, { status: 'finished' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('finished');
  });

  it('Décideur reads registrations but cannot change them', async () => {
    const decideur = await t.as('decideur@example.com');
    const [registration] = (await decideur.get('/api/registrations')).json();
    expect(
      (await decideur.put(`/api/registrations/${registration.id}`, { status: 'canceled' })).statusCode,
    ).toBe(403);
    expect((await decideur.delete(`/api/registrations/${registration.id}`)).statusCode).toBe(403);
  });

  it('the field agent may not read the back-office lists', async () => {
    const agent = await t.as('agent@example.com');
    expect((await agent.get('/api/users')).statusCode).toBe(403);
    expect((await agent.get('/api/species')).statusCode).toBe(200);
  });
});
