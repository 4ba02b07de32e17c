import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/audit/record';
import { purgeAudit } from '../../server/audit/retention';
import { auditLog } from '../../server/db/schema';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let adminId: number;

const rowsOf = (resource: string, id: number) =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, id)))
    .orderBy(auditLog.id);

const countAll = async () => (await t.db.orm.select({ id: auditLog.id }).from(auditLog)).length;

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
  admin = await t.as('admin@example.com');
  adminId = (await admin.get('/api/user')).json().data.id;
}, 60_000);

describe('writes through the API', () => {
  it('records a create, an update (changed fields only), a trash, a restore and a permanent delete', async () => {
    const created = (await admin.post('/api/provinces', { name: 'Audit-Est' })).json();
    await admin.put(`/api/provinces/${created.id}`, { name: 'Audit-Ouest' });
    await admin.put(`/api/provinces/${created.id}`, { name: 'Audit-Ouest' });
    await admin.delete(`/api/provinces/${created.id}`);
    await admin.post(`/api/provinces/${created.id}/restore`);
    await admin.delete(`/api/provinces/${created.id}`);
    await admin.delete(`/api/provinces/${created.id}?force=true`);

    const rows = await rowsOf('provinces', created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore', 'delete', 'destroy']);
    const [create, update, trash, restore, , destroy] = rows;
    expect(create?.user_id).toBe(adminId);
    expect(create?.actor).toContain('admin@example.com');
    expect(create?.ip).toBeTruthy();
    expect(create?.changes).toEqual({ name: { before: null, after: 'Audit-Est' } });
    // The repeated save changed nothing: no row for it.
    expect(update?.changes).toEqual({ name: { before: 'Audit-Est', after: 'Audit-Ouest' } });
    expect(Object.keys(trash?.changes as object)).toEqual(['deleted_at']);
    expect(restore?.changes).toMatchObject({ deleted_at: { after: null } });
    expect(destroy?.changes).toMatchObject({ name: { before: 'Audit-Ouest', after: null } });
  });

  it('records links (a role’s permissions) before → after', async () => {
    const [permission] = (await admin.get('/api/permissions?range=[0,1]')).json();
    const role = (await admin.post('/api/roles', { name: 'Auditeur', permission_ids: [] })).json();
    await admin.put(`/api/roles/${role.id}`, { permission_ids: [permission.id] });
    const [, update] = await rowsOf('roles', role.id);
    expect(update?.changes).toEqual({ permission_ids: { before: [], after: [permission.id] } });
  });

  it('never records a password or its hash', async () => {
    const [role] = (await admin.get('/api/roles?filter={"q":"Décideur"}')).json();
    const body = {
      nom: 'Secret',
      email: 'secret@example.td',
      password: 'very-secret-1',
      c_password: 'very-secret-1',
      role_ids: [role.id],
    };
    const user = (await admin.post('/api/users', body)).json();
    await admin.put(`/api/users/${user.id}`, { password: 'very-secret-2', c_password: 'very-secret-2' });
    const rows = await rowsOf('users', user.id);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('very-secret');
    expect(text).not.toMatch(/scrypt|\$[0-9a-z]+\$/i);
    expect(rows[0]?.changes).toMatchObject({ email: { after: 'secret@example.td' } });
    expect(rows[0]?.changes).not.toHaveProperty('password');
  });

  it('leaves no row when the write fails (422, 409, 403)', async () => {
    const before = await countAll();
    expect((await admin.post('/api/provinces', { name: '' })).statusCode).toBe(422);
    const [province] = (await admin.get('/api/provinces?range=[0,0]')).json();
    expect((await admin.delete(`/api/provinces/${province.id}`)).statusCode).toBe(409);
    const decideur = await t.as('decideur@example.com');
    const after = await countAll();
    expect(after - before).toBe(2); // the Décideur's sign-in and language choice, nothing else
    expect((await decideur.put(`/api/provinces/${province.id}`, { name: 'X' })).statusCode).toBe(403);
    expect(await countAll()).toBe(after);
  });

  it('is written in the transaction of the change: a rollback takes the row with it', async () => {
    const before = await countAll();
    await expect(
      t.db.orm.transaction(async (tx) => {
        await recordAudit(tx, null, { action: 'update', resource: 'provinces', recordId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countAll()).toBe(before);
  });
});

describe('sessions and accounts', () => {
  it('records sign-ins, failed sign-ins (without the password), role switches and sign-outs', async () => {
    const anonymous = t.client();
    await anonymous.get('/api/sanctum/csrf-cookie');
    await anonymous.post('/api/login', { email: 'rse@example.com', password: 'wrong-password-1' });
    const rse = await t.as('rse@example.com');
    await rse.put('/api/user/active-role', { role: 'Décideur' });
    await rse.post('/api/logout');
    const rows = await t.db.orm.select().from(auditLog).orderBy(auditLog.id);
    const recent = rows.slice(-5).map((r) => [r.action, r.actor?.includes('rse@example.com')]);
    expect(recent).toEqual([
      ['login_failed', true],
      ['login', true],
      ['locale', true],
      ['role_switch', true],
      ['logout', true],
    ]);
    expect(JSON.stringify(rows)).not.toContain('wrong-password-1');
    expect(rows.at(-2)?.changes).toEqual({ active_role: { before: 'RSE', after: 'Décideur' } });
  });

  it('records profile and password changes without the password', async () => {
    const editor = await t.as('editor@example.com');
    await editor.put('/api/user', { introduction: 'Vétérinaire' });
    await editor.put('/api/user/password', {
      current_password: 'demo1234',
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    });
    const rows = await t.db.orm.select().from(auditLog).orderBy(auditLog.id);
    const [profile, password] = rows.slice(-2);
    expect(profile?.action).toBe('profile_update');
    expect(profile?.changes).toEqual({ introduction: { before: null, after: 'Vétérinaire' } });
    expect(password?.action).toBe('password_change');
    expect(password?.changes).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('new-pass-123');
  });
});

describe('reading the trail', () => {
  it('the History of a record is open to whoever may read the record, newest first', async () => {
    const [registration] = (await admin.get('/api/registrations?range=[0,0]')).json();
    await admin.put(`/api/registrations/${registration.id}`, { maleNumber: registration.maleNumber + 1 });
    const rse = await t.as('rse@example.com');
    const history = await rse.get(`/api/registrations/${registration.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.headers['content-range']).toMatch(/^audit 0-0\/1$/);
    expect(history.json()[0]).toMatchObject({
      action: 'update',
      user_id: adminId,
      changes: { maleNumber: { before: registration.maleNumber, after: registration.maleNumber + 1 } },
    });
    expect((await rse.get(`/api/users/${adminId}/history`)).statusCode).toBe(403);
    expect((await rse.get('/api/registrations/999999/history')).statusCode).toBe(404);
  });

  it('the Audit log is for holders of "view audit log" (Admin), filtered, and nobody can write it', async () => {
    const list = await admin.get(
      `/api/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'login', user_id: adminId, created_at_gte: '2000-01-01' }))}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    expect(
      list
        .json()
        .every((r: { action: string; user_id: number }) => r.action === 'login' && r.user_id === adminId),
    ).toBe(true);
    const byResource = await admin.get(`/api/audit?filter=${encodeURIComponent('{"resource":"roles"}')}`);
    expect(byResource.json().every((r: { resource: string }) => r.resource === 'roles')).toBe(true);
    const editor = await t.as('editor@example.com', 'new-pass-123');
    expect((await editor.get('/api/audit')).statusCode).toBe(403);
    const [row] = list.json();
    expect((await admin.put(`/api/audit/${row.id}`, { action: 'logout' })).statusCode).toBe(403);
    expect((await admin.delete(`/api/audit/${row.id}`)).statusCode).toBe(403);
    expect((await admin.post('/api/audit', { action: 'login' })).statusCode).toBe(403);
  });

  it('purges rows older than the retention, and keeps everything with 0', async () => {
    await t.db.orm.insert(auditLog).values({ action: 'login', created_at: new Date('2001-01-01T00:00:00Z') });
    const before = await countAll();
    expect(await purgeAudit(t.db.orm, 0)).toBe(0);
    expect(await purgeAudit(t.db.orm, 365)).toBe(1);
    expect(await countAll()).toBe(before - 1);
  });
});
