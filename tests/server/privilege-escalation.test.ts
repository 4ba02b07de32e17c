import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Issue 8, defects 1 and 2: a holder of `manage permission` and `manage user` who is not Admin must not
 * reach Admin, neither through the roles screens nor through the users screens.
 */
let t: TestApp;
let admin: TestClient;
let manager: TestClient;
let roleIds: Record<string, number>;
let permissionIds: Record<string, number>;
let adminUserId: number;
let editorUserId: number;
let peerUserId: number;

const byName = (rows: { name: string; id: number }[]) => Object.fromEntries(rows.map((r) => [r.name, r.id]));

const roleNamed = async (name: string) =>
  (await admin.get('/api/roles?range=[0,99]')).json().find((r: { name: string }) => r.name === name);

const userNamed = async (email: string) =>
  (await admin.get('/api/users?range=[0,99]')).json().find((u: { email: string }) => u.email === email);

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  admin = await t.as('admin@example.com');
  permissionIds = byName((await admin.get('/api/permissions?range=[0,99]')).json());
  const created = await admin.post('/api/roles', {
    name: 'Gestionnaire',
    permission_ids: [
      permissionIds['manage permission'],
      permissionIds['manage user'],
      permissionIds['manage province'],
    ],
  });
  expect(created.statusCode).toBe(201);
  expect((await admin.post('/api/roles', { name: 'Opérateur' })).statusCode).toBe(201);
  roleIds = byName((await admin.get('/api/roles?range=[0,99]')).json());
  const account = (email: string, roles: string[]) => ({
    nom: email.split('@')[0],
    email,
    password: 'secret12',
    c_password: 'secret12',
    role_ids: roles.map((r) => roleIds[r]),
  });
  expect((await admin.post('/api/users', account('manager@example.td', ['Gestionnaire']))).statusCode).toBe(
    201,
  );
  peerUserId = (await admin.post('/api/users', account('peer@example.td', ['Gestionnaire']))).json().id;
  manager = await t.as('manager@example.td', 'secret12');
  adminUserId = (await userNamed('admin@example.com')).id;
  editorUserId = (await userNamed('editor@example.com')).id;
});

describe('defect 1: roles, as a non-admin holding manage permission', () => {
  it('cannot rename the Admin role, nor change or delete it; the Admin can still sign in', async () => {
    const id = roleIds.Admin;
    expect((await manager.put(`/api/roles/${id}`, { name: 'Locked out' })).statusCode).toBe(403);
    expect((await manager.put(`/api/roles/${id}`, { description: 'mine now' })).statusCode).toBe(403);
    expect((await manager.delete(`/api/roles/${id}`)).statusCode).toBe(422);
    expect(await roleNamed('Admin')).toMatchObject({ id, deleted_at: null });
    await t.as('admin@example.com');
  });

  it('cannot rename their own role to Admin, grant it every permission or make it inherit from Admin', async () => {
    const own = roleIds.Gestionnaire;
    const before = await roleNamed('Gestionnaire');
    const all = Object.values(permissionIds);
    // The name is taken (422) and the role is theirs (403): refused either way, nothing changes.
    expect([403, 422]).toContain((await manager.put(`/api/roles/${own}`, { name: 'Admin' })).statusCode);
    expect((await manager.put(`/api/roles/${own}`, { permission_ids: all })).statusCode).toBe(403);
    expect((await manager.put(`/api/roles/${own}`, { parent_id: roleIds.Admin })).statusCode).toBe(403);
    expect((await manager.put(`/api/roles/${own}`, { description: 'harmless' })).statusCode).toBe(403);
    expect((await manager.delete(`/api/roles/${own}`)).statusCode).toBe(403);
    expect(await roleNamed('Gestionnaire')).toEqual(before);
    const me = (await manager.get('/api/user')).json().data;
    expect(me.roles).toEqual(['Gestionnaire']);
    expect(me.permissions).not.toContain('manage registration');
  });

  it('cannot give another role a reserved name, a parent or a permission they lack', async () => {
    const other = roleIds.Opérateur;
    const before = await roleNamed('Opérateur');
    // A back-office role renamed by an Admin leaves its name reserved.
    expect((await admin.put(`/api/roles/${roleIds.Décideur}`, { name: 'Décideurs' })).statusCode).toBe(200);
    const res = await manager.put(`/api/roles/${other}`, { name: ' décideur ' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This role name is reserved: only an administrator may use it.');
    expect((await manager.put(`/api/roles/${other}`, { name: 'Editor' })).statusCode).toBe(422);
    expect((await manager.put(`/api/roles/${other}`, { parent_id: roleIds.Admin })).statusCode).toBe(403);
    expect((await manager.put(`/api/roles/${other}`, { parent_id: roleIds.Gestionnaire })).statusCode).toBe(
      403,
    );
    expect(
      (await manager.put(`/api/roles/${other}`, { permission_ids: [permissionIds['manage registration']] }))
        .statusCode,
    ).toBe(403);
    expect((await manager.post('/api/roles', { name: 'Décideur' })).statusCode).toBe(403);
    expect((await admin.put(`/api/roles/${roleIds.Décideur}`, { name: 'Décideur' })).statusCode).toBe(200);
    expect((await manager.post('/api/roles', { name: 'Sneaky', parent_id: roleIds.Admin })).statusCode).toBe(
      403,
    );
    expect(
      (
        await manager.post('/api/roles', {
          name: 'Greedy',
          permission_ids: [permissionIds['manage registration']],
        })
      ).statusCode,
    ).toBe(403);
    expect(await roleNamed('Opérateur')).toEqual(before);
    expect(await roleNamed('Sneaky')).toBeUndefined();
  });

  it('may still manage roles within what they hold', async () => {
    const other = roleIds.Opérateur;
    const res = await manager.put(`/api/roles/${other}`, {
      description: 'Saisie des provinces',
      permission_ids: [permissionIds['manage province']],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permission_ids).toEqual([permissionIds['manage province']]);
    expect((await manager.post('/api/roles', { name: 'Lecteur' })).statusCode).toBe(201);
  });

  it('nobody renames or deletes the Admin role, not even an Admin; an Admin edits the rest', async () => {
    const renamed = await admin.put(`/api/roles/${roleIds.Admin}`, { name: 'Root' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toEqual(['The Admin role cannot be renamed.']);
    expect((await admin.delete(`/api/roles/${roleIds.Admin}`)).statusCode).toBe(422);
    expect((await admin.put(`/api/roles/${roleIds.Admin}`, { description: 'Tout' })).statusCode).toBe(200);
    expect(
      (await admin.put(`/api/roles/${roleIds.Opérateur}`, { parent_id: roleIds.Gestionnaire })).statusCode,
    ).toBe(200);
  });
});

describe('defect 2: users, as a non-admin holding manage user', () => {
  it('cannot set an Admin’s password, email or status, remove their Admin role or delete them', async () => {
    const before = await userNamed('admin@example.com');
    const attempts = [
      manager.put(`/api/users/${adminUserId}`, { password: 'pwned123', c_password: 'pwned123' }),
      manager.put(`/api/users/${adminUserId}`, { email: 'attacker@example.td' }),
      manager.put(`/api/users/${adminUserId}`, { status: 'disabled' }),
      manager.put(`/api/users/${adminUserId}/status`, { status: 'disabled' }),
      manager.put(`/api/users/${adminUserId}`, { role_ids: [roleIds.Gestionnaire] }),
      manager.put(`/api/users/${adminUserId}`, { nom: 'Renamed' }),
      manager.delete(`/api/users/${adminUserId}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Only an administrator may change this account/);
    }
    expect(await userNamed('admin@example.com')).toEqual(before);
    await t.as('admin@example.com');
  });

  it('cannot touch an account holding a role or a permission they lack', async () => {
    expect((await manager.put(`/api/users/${editorUserId}`, { status: 'disabled' })).statusCode).toBe(403);
    expect((await manager.delete(`/api/users/${editorUserId}`)).statusCode).toBe(403);
    const granted = await admin.put(`/api/users/${peerUserId}`, {
      permission_ids: [permissionIds['manage registration']],
    });
    expect(granted.statusCode).toBe(200);
    expect((await manager.put(`/api/users/${peerUserId}`, { nom: 'Changed' })).statusCode).toBe(403);
    expect((await userNamed('peer@example.td')).nom).toBe('peer');
    expect((await admin.put(`/api/users/${peerUserId}`, { permission_ids: [] })).statusCode).toBe(200);
  });

  it('may still manage an account holding nothing more than themselves', async () => {
    const res = await manager.put(`/api/users/${peerUserId}`, { nom: 'Pair', status: 'disabled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nom: 'Pair', status: 'disabled' });
  });
});
