import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ registrations: 10 });
  admin = await t.as('admin@example.com');
  for (const u of (await admin.get('/api/users?range=[0,99]')).json()) ids[u.username] = u.id;
  for (const r of (await admin.get('/api/roles?range=[0,99]')).json()) ids[`role:${r.name}`] = r.id;
  for (const p of (await admin.get('/api/permissions?range=[0,99]')).json()) ids[`perm:${p.name}`] = p.id;
});

describe('user status and self-protection', () => {
  it('disabling a user ends their sessions and blocks sign-in; enabling restores it', async () => {
    const editor = await t.as('editor@example.com');
    const res = await admin.put(`/api/users/${ids.editor}/status`, { status: 'disabled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('disabled');
    expect((await editor.get('/api/user')).statusCode).toBe(401);
    await expect(t.as('editor@example.com')).rejects.toThrow(/sign-in/);
    await admin.put(`/api/users/${ids.editor}/status`, { status: 'active' });
    await t.as('editor@example.com');
    expect((await admin.put(`/api/users/${ids.editor}/status`, { status: 'sleeping' })).statusCode).toBe(422);
  });

  it('nobody can disable themselves, drop their own Admin role or delete themselves', async () => {
    expect((await admin.put(`/api/users/${ids.admin}/status`, { status: 'disabled' })).json().errors).toEqual(
      {
        status: ['You cannot disable your own account.'],
      },
    );
    const drop = await admin.put(`/api/users/${ids.admin}`, { role_ids: [ids['role:Editor']] });
    expect(drop.json().errors).toEqual({ role_ids: ['You cannot remove your own Admin role.'] });
    expect((await admin.delete(`/api/users/${ids.admin}`)).statusCode).toBe(422);
    expect((await admin.get('/api/user')).json().data.roles).toEqual(['Admin']);
  });

  it('a user manager cannot grant a role or permission they do not hold (403, nothing changes)', async () => {
    const role = await admin.post('/api/roles', {
      name: 'Gestionnaire',
      permission_ids: [ids['perm:manage user']],
    });
    expect(role.statusCode).toBe(201);
    const manager = {
      nom: 'Gest',
      email: 'gest@example.td',
      password: 'secret12',
      c_password: 'secret12',
      role_ids: [role.json().id],
    };
    expect((await admin.post('/api/users', manager)).statusCode).toBe(201);
    const gest = await t.as('gest@example.td', 'secret12');
    const target = { nom: 'X', email: 'x@example.td', password: 'secret12', c_password: 'secret12' };
    expect((await gest.post('/api/users', { ...target, role_ids: [ids['role:Admin']] })).statusCode).toBe(
      403,
    );
    expect(
      (await gest.put(`/api/users/${ids.rse}`, { permission_ids: [ids['perm:manage province']] })).statusCode,
    ).toBe(403);
    expect((await admin.get(`/api/users/${ids.rse}`)).json().permission_ids).toEqual([]);
    expect((await gest.post('/api/users', { ...target, role_ids: [role.json().id] })).statusCode).toBe(201);
  });
});

describe('own profile and password', () => {
  it('updates the profile fields only', async () => {
    const rse = await t.as('rse@example.com');
    const res = await rse.put('/api/user', {
      nom: 'Abakar',
      introduction: 'RSE du Batha',
      email: 'hijack@example.td',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: expect.stringContaining('Abakar'),
      introduction: 'RSE du Batha',
    });
    expect(res.json().data.email).toBe('rse@example.com');
    expect((await rse.put('/api/user', { nom: '' })).statusCode).toBe(422);
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const here = await t.as('decideur@example.com');
    const elsewhere = await t.as('decideur@example.com');
    const wrong = await here.put('/api/user/password', {
      current_password: 'nope123',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct.'] });
    const mismatch = await here.put('/api/user/password', {
      current_password: 'demo1234',
      password: 'newpass1',
      password_confirmation: 'other',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    const ok = await here.put('/api/user/password', {
      current_password: 'demo1234',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    await t.as('decideur@example.com', 'newpass1');
  });
});

describe('session timeouts', () => {
  it('ends a session idle for longer than the idle timeout, and one older than the absolute limit', async () => {
    const idle = await t.as('rse@example.com');
    await t.db.orm.execute(
      sql`update sessions set last_seen_at = now() - interval '3 hours' where user_id = ${ids.rse}`,
    );
    expect((await idle.get('/api/user')).statusCode).toBe(401);
    const old = await t.as('rse@example.com');
    await t.db.orm.execute(
      sql`update sessions set created_at = now() - interval '13 hours' where user_id = ${ids.rse}`,
    );
    expect((await old.get('/api/user')).statusCode).toBe(401);
  });
});

describe('the field role', () => {
  it('creates registrations and reads only its own', async () => {
    const agent = await t.as('agent@example.com');
    const [specie] = (await agent.get('/api/species')).json();
    const [village] = (await agent.get('/api/villages')).json();
    const [disease] = (await agent.get('/api/diseases')).json();
    const created = await agent.post('/api/registrations', {
      specie_id: specie.id,
      village_id: village.id,
      disease_ids: [disease.id],
      maleNumber: 1,
      femaleNumber: 2,
      coordinates: { lat: 13.5, lng: 18.7 },
    });
    expect(created.statusCode).toBe(201);
    const mine = (await agent.get('/api/registrations?range=[0,99]')).json();
    expect(mine.every((r: { user_id: number }) => r.user_id === ids.agent)).toBe(true);
    expect(mine.map((r: { id: number }) => r.id)).toContain(created.json().id);
    const others = (await admin.get('/api/registrations?range=[0,99]'))
      .json()
      .filter((r: { user_id: number }) => r.user_id !== ids.agent);
    expect((await agent.get(`/api/registrations/${others[0].id}`)).statusCode).toBe(404);
    expect((await agent.put(`/api/registrations/${created.json().id}`, { maleNumber: 9 })).statusCode).toBe(
      403,
    );
    expect((await agent.get('/api/users')).statusCode).toBe(403);
  });
});
