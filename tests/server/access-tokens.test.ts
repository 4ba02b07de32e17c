import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BearerClient } from '../support/bearer-client';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let body: () => Record<string, unknown>;

const tokenRows = async (userId: number) =>
  (
    (await t.db.orm.execute(
      sql`SELECT id, token_hash, last_used_at FROM personal_access_tokens WHERE user_id = ${userId}`,
    )) as unknown as { rows: { id: number; token_hash: string; last_used_at: string | null }[] }
  ).rows;

const userIdOf = async (client: BearerClient) => (await client.get('/api/user')).json().data.id as number;

const ask = (payload: Record<string, unknown>, remoteAddress = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { 'accept-language': 'fr' },
    payload,
    remoteAddress,
  });

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
  admin = await t.as('admin@example.com');
  const [specie] = (await admin.get('/api/species?range=[0,0]')).json();
  const [village] = (await admin.get('/api/villages?range=[0,0]')).json();
  const [disease] = (await admin.get('/api/diseases?range=[0,0]')).json();
  body = () => ({
    specie_id: specie.id,
    disease_ids: [disease.id],
    maleNumber: 1,
    femaleNumber: 1,
    village_id: village.id,
    coordinates: { lat: 12.1, lng: 15.05 },
  });
}, 120_000);

describe('personal access tokens', () => {
  it('are issued once for good credentials and stored only as a hash', async () => {
    const res = await ask({ email: 'agent@example.com', password: DEMO_PASSWORD, device_name: 'Tecno' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    const issued = res.json();
    expect(issued).toMatchObject({ name: 'Tecno', abilities: ['*'], expires_at: null, current: false });
    expect(issued.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40,}$/);
    const agent = new BearerClient(t.app, issued.token);
    const rows = await tokenRows(await userIdOf(agent));
    const row = rows.find((r) => r.id === issued.id);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(issued.token.split('|')[1]);
    expect(row?.last_used_at).not.toBeNull();
    const listed = (await agent.get('/api/tokens')).json();
    expect(listed.find((tk: { id: number }) => tk.id === issued.id)).toMatchObject({ current: true });
    expect(JSON.stringify(listed)).not.toContain(issued.token.split('|')[1]);
  });

  it('refuses wrong credentials in the language asked (422) and throttles guesses (429)', async () => {
    const wrong = await ask(
      { email: 'agent@example.com', password: 'wrong-pass', device_name: 'x' },
      '10.9.0.2',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Ces identifiants ne correspondent à aucun compte.');
    const missing = await ask({ email: 'agent@example.com', password: DEMO_PASSWORD }, '10.9.0.2');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['device_name']);
    for (let i = 0; i < 4; i++)
      await ask({ email: 'agent@example.com', password: 'wrong-pass', device_name: 'x' }, '10.9.0.2');
    const limited = await ask(
      { email: 'agent@example.com', password: DEMO_PASSWORD, device_name: 'x' },
      '10.9.0.2',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('a bearer request needs no CSRF token, while a cookie request still does', async () => {
    const agent = await BearerClient.issue(t.app, 'agent@example.com');
    const created = await agent.post('/api/registrations', body());
    expect(created.statusCode).toBe(201);
    const cookieOnly = await admin.request('POST', '/api/registrations', body(), { xsrf: false });
    expect(cookieOnly.statusCode).toBe(419);
    // A bearer header that is not a live token never falls back to the cookies.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: {
        authorization: 'Bearer 1|not-a-token',
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(forged.statusCode).toBe(401);
    expect((await new BearerClient(t.app, `${agent.token}x`).get('/api/user')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer' } }))
        .statusCode,
    ).toBe(401);
  });

  it('abilities limit what a token may do (403 for a write with a read-only token)', async () => {
    const reader = await BearerClient.issue(t.app, 'agent@example.com', { abilities: ['read'] });
    expect((await reader.get('/api/registrations')).statusCode).toBe(200);
    const refused = await reader.post('/api/registrations', body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This access token does not allow this action.');
    const bad = await ask({
      email: 'agent@example.com',
      password: DEMO_PASSWORD,
      device_name: 'x',
      abilities: ['admin'],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('an expired token stops working and is deleted', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com', { expires_in_days: 1 });
    const listed = (await phone.get('/api/tokens')).json().find((tk: { current: boolean }) => tk.current);
    expect(Date.parse(listed.expires_at)).toBeGreaterThan(Date.now());
    await t.db.orm.execute(
      sql`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = ${listed.id}`,
    );
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const left = await t.db.orm.execute(sql`SELECT 1 FROM personal_access_tokens WHERE id = ${listed.id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('the owner revokes the current token or one from the profile', async () => {
    const phone = await BearerClient.issue(t.app, 'rse@example.com');
    const other = await BearerClient.issue(t.app, 'rse@example.com');
    expect((await phone.delete('/api/tokens/current')).statusCode).toBe(204);
    expect((await phone.get('/api/user')).statusCode).toBe(401);

    const rse = await t.as('rse@example.com');
    expect((await rse.delete('/api/tokens/current')).statusCode).toBe(404);
    const mine = (await rse.get('/api/tokens')).json();
    const otherId = mine[0].id;
    const foreign = (await admin.get('/api/tokens')).json();
    expect(foreign.some((tk: { id: number }) => tk.id === otherId)).toBe(false);
    expect((await admin.delete(`/api/tokens/${otherId}`)).statusCode).toBe(404);
    expect((await rse.delete(`/api/tokens/${otherId}`)).statusCode).toBe(204);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('an Admin lists and revokes a user’s tokens; others are refused', async () => {
    const phone = await BearerClient.issue(t.app, 'decideur@example.com');
    const id = await userIdOf(phone);
    const listed = await admin.get(`/api/users/${id}/tokens`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().length).toBeGreaterThan(0);
    const agent = await BearerClient.issue(t.app, 'agent@example.com');
    expect((await agent.get(`/api/users/${id}/tokens`)).statusCode).toBe(403);
    expect((await agent.delete(`/api/users/${id}/tokens`)).statusCode).toBe(403);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const revoked = await admin.delete(`/api/users/${id}/tokens`);
    expect(revoked.json().revoked).toBeGreaterThan(0);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const audit = await admin.get(
      `/api/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'token_revoke', record_id: id }))}`,
    );
    expect(audit.json().length).toBe(1);
  });

  it('disabling a user revokes their tokens', async () => {
    const phone = await BearerClient.issue(t.app, 'editor@example.com');
    const id = await userIdOf(phone);
    expect((await admin.put(`/api/users/${id}/status`, { status: 'disabled' })).statusCode).toBe(200);
    expect(await tokenRows(id)).toHaveLength(0);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const refused = await ask(
      { email: 'editor@example.com', password: DEMO_PASSWORD, device_name: 'x' },
      '10.9.0.7',
    );
    expect(refused.statusCode).toBe(422);
  });
});
