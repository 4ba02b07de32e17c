import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  admin = await t.as('admin@example.com');
  const roles = (await admin.get('/api/roles?range=[0,99]')).json();
  roleIds = Object.fromEntries(roles.map((r: { name: string; id: number }) => [r.name, r.id]));
});

const newUser = (overrides: object = {}) => ({
  nom: 'Mahamat',
  prenom: 'Achta',
  email: 'achta@example.td',
  username: 'achta',
  password: 'secret12',
  c_password: 'secret12',
  role_ids: [roleIds.RSE],
  code: 'RSE-042',
  ...overrides,
});

describe('users', () => {
  it('creates a user whose password is hashed and never returned, who can then sign in', async () => {
    const res = await admin.post('/api/users', newUser());
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('c_password');
    expect(user).toMatchObject({ email: 'achta@example.td', status: 'active', role_ids: [roleIds.RSE] });
    const list = (await admin.get('/api/users?range=[0,99]')).json();
    expect(JSON.stringify(list)).not.toMatch(/scrypt/);
    const achta = await t.as('ACHTA', 'secret12');
    expect((await achta.get('/api/user')).json().data.roles).toEqual(['RSE']);
  });

  it('checks the user form rules of the spec (422, nothing written)', async () => {
    const res = await admin.post('/api/users', {
      nom: '',
      email: 'not-an-email',
      password: '123',
      c_password: '456',
      role_ids: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nom: ['This field is required'],
      email: ['Enter a valid email'],
      password: ['Password too short (min 6 characters)'],
      c_password: ['The passwords do not match'],
      role_ids: ['Please make a selection'],
    });
  });

  it('keeps emails and usernames unique regardless of case', async () => {
    const res = await admin.post('/api/users', newUser({ email: 'ADMIN@example.com', username: 'Editor' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['This value is already taken'],
      username: ['This value is already taken'],
    });
  });

  it('keeps the password when an update leaves it empty, and changes it when given', async () => {
    const created = (
      await admin.post('/api/users', newUser({ email: 'keep@example.td', username: 'keep' }))
    ).json();
    const kept = await admin.put(`/api/users/${created.id}`, {
      ...created,
      nom: 'Changed',
      password: '',
      c_password: '',
    });
    expect(kept.statusCode).toBe(200);
    await t.as('keep@example.td', 'secret12');
    const changed = await admin.put(`/api/users/${created.id}`, {
      password: 'another1',
      c_password: 'another1',
    });
    expect(changed.statusCode).toBe(200);
    await t.as('keep@example.td', 'another1');
  });
});
