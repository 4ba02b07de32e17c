import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ViewerCache } from '../../server/auth/viewer-cache';
import type { Orm } from '../../server/db/connect';
import { queryRow, queryRows } from '../../server/db/query';
import { createJobQueue } from '../../server/jobs/queue';
import { createTestApp, type TestApp, TestClient, testConfig } from '../support/test-app';

// Viewers are cached per process and dropped when the access generation moves: every test changes
// access through one "process" (app) and checks the very next request made to the other one.
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ registrations: 3 });
  other = await buildApp({ config: testConfig(), db: t.db, jobs: createJobQueue(t.db) });
}, 120_000);
afterAll(async () => {
  await other?.close();
});

/** The same signed-in browser, its requests answered by the second process. */
function onOtherProcess(client: TestClient) {
  const twin = new TestClient(other);
  for (const [name, value] of client.cookies) twin.cookies.set(name, value);
  twin.language = client.language;
  return twin;
}

const idOf = async (orm: Orm, table: string, name: string) =>
  (await queryRow<{ id: number }>(orm, sql`SELECT id FROM ${sql.identifier(table)} WHERE name = ${name}`)).id;

const generation = async (orm: Orm) =>
  (await queryRow<{ generation: string }>(orm, sql`SELECT generation::text FROM access_generation`))
    .generation;

/** The connection, counting the statements run through it. */
function countingStatements(orm: Orm) {
  let count = 0;
  const counted = new Proxy(orm, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'execute') return value;
      return (query: Parameters<Orm['execute']>[0]) => {
        count += 1;
        return value.call(target, query);
      };
    },
  });
  return { orm: counted, count: () => count };
}

describe('the viewer cache', () => {
  it('a permission taken from a role through the API is refused by every process on the next request', async () => {
    const editor = await t.as('editor@example.com');
    const elsewhere = onOtherProcess(editor);
    expect((await elsewhere.post('/api/provinces', { name: 'Province V1', code: 'PV1' })).statusCode).toBe(
      201,
    );

    const admin = await t.as('admin@example.com');
    const roleId = await idOf(t.db.orm, 'roles', 'Editor');
    const role = (await admin.get(`/api/roles/${roleId}`)).json();
    const manageProvince = await idOf(t.db.orm, 'permissions', 'manage province');
    const kept = role.permission_ids.filter((id: number) => id !== manageProvince);
    expect(kept.length).toBe(role.permission_ids.length - 1);
    expect((await admin.put(`/api/roles/${roleId}`, { ...role, permission_ids: kept })).statusCode).toBe(200);

    const refused = await elsewhere.post('/api/provinces', { name: 'Province V2', code: 'PV2' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to do this');
    expect((await elsewhere.get('/api/user')).json().data.permissions).not.toContain('manage province');
  });

  it('a disabled account is signed out of every process on its next request', async () => {
    const rse = await t.as('rse@example.com');
    const elsewhere = onOtherProcess(rse);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(200);

    const admin = await t.as('admin@example.com');
    const userId = (await rse.get('/api/user')).json().data.id;
    const user = (await admin.get(`/api/users/${userId}`)).json();
    const { password: _p, c_password: _c, ...rest } = user;
    expect((await admin.put(`/api/users/${userId}`, { ...rest, status: 'disabled' })).statusCode).toBe(200);

    expect((await elsewhere.get('/api/registrations')).statusCode).toBe(401);
  });

  it('a change written in SQL outside the API (a console, a script) counts as well', async () => {
    const decideur = await t.as('decideur@example.com');
    const elsewhere = onOtherProcess(decideur);
    expect((await elsewhere.get('/api/user')).json().data.areas.provinces).toEqual([]);
    const [province] = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM provinces ORDER BY id LIMIT 1`,
    );
    await t.db.orm.execute(sql`INSERT INTO user_provinces (user_id, province_id)
      SELECT id, ${province?.id} FROM users WHERE email = 'decideur@example.com'`);
    expect((await elsewhere.get('/api/user')).json().data.areas.provinces).toEqual([province?.id]);
  });

  it('reads the viewer once per generation, and again once the generation moved', async () => {
    const counting = countingStatements(t.db.orm);
    const cache = new ViewerCache(counting.orm);
    const adminId = (
      await queryRow<{ id: number }>(t.db.orm, sql`SELECT id FROM users WHERE email = 'admin@example.com'`)
    ).id;
    const before = await generation(t.db.orm);
    const first = await cache.viewer(adminId, 'Admin', before);
    expect(await cache.viewer(adminId, 'Admin', before)).toBe(first);
    expect(counting.count()).toBe(1);
    expect(first?.roles).toContain('Admin');
    expect(Object.isFrozen(first?.permissions)).toBe(true);

    await t.db.orm.execute(sql`UPDATE users SET introduction = 'Vétérinaire' WHERE id = ${adminId}`);
    const after = await generation(t.db.orm);
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    const fresh = await cache.viewer(adminId, 'Admin', after);
    expect(fresh?.introduction).toBe('Vétérinaire');
    expect(counting.count()).toBe(2);
  });

  it('keeps at most its limit of viewers, dropping the one read longest ago', async () => {
    const users = await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM users ORDER BY id LIMIT 3`);
    const now = await generation(t.db.orm);
    const counting = countingStatements(t.db.orm);
    const cache = new ViewerCache(counting.orm, 2);
    for (const { id } of users) await cache.viewer(id, null, now);
    expect(counting.count()).toBe(3);
    await cache.viewer(users[2]!.id, null, now);
    expect(counting.count()).toBe(3);
    await cache.viewer(users[0]!.id, null, now);
    expect(counting.count()).toBe(4);
  });
});
