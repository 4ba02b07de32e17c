import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import type { Resource, Viewer } from '../../resources/kit';
import { DEMO_ACCOUNTS, ROLES as SEED_ROLES } from '../../server/db/seed/data/accounts';
import { bodyLike } from '../support/body-like';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Every demo role × every resource × every operation, against what DESIGN.md §4 and the seed say each
 * role holds — written out here by hand, not derived from the code under test.
 */
const LOCATIONS = ['provinces', 'departments', 'municipalities', 'villages'];
const ANIMALS = ['species', 'diseases', 'breeds'];
/**
 * The audit log is append-only and has its own test (audit.test.ts); alerts are raised by the alert worker
 * only, never through the API, and have theirs (alerts.test.ts: reads scoped, every write refused).
 */
const OWN_TESTS = new Set(['audit', 'alerts']);
const MATRIX = resources.filter((r) => !OWN_TESTS.has(r.name) && !r.serverMade);
/** Resources whose records the server opens (outbreaks): no create, delete or restore route at all. */
const SERVER_MADE = resources.filter((r) => r.serverMade);
const ROLES: Record<string, { email: string; writes: string[]; reads: string[] }> = {
  Admin: {
    email: 'admin@example.com',
    writes: [...MATRIX, ...SERVER_MADE].map((r) => r.name),
    reads: [...MATRIX, ...SERVER_MADE].map((r) => r.name),
  },
  Editor: {
    email: 'editor@example.com',
    writes: ['registrations', ...LOCATIONS, ...ANIMALS],
    reads: ['registrations', ...LOCATIONS, ...ANIMALS],
  },
  RSE: {
    email: 'rse@example.com',
    writes: ['registrations'],
    reads: ['registrations', ...LOCATIONS, ...ANIMALS],
  },
  Décideur: { email: 'decideur@example.com', writes: [], reads: ['registrations', ...LOCATIONS, ...ANIMALS] },
  Agent: { email: 'agent@example.com', writes: [], reads: [...LOCATIONS, ...ANIMALS] },
};

/**
 * A resource the table above does not list (added since) gets its rows from its declared access, asked
 * of each role as the seed grants it: a new module is covered without editing this file.
 */
const LISTED = new Set(['users', 'roles', 'permissions', 'registrations', ...LOCATIONS, ...ANIMALS]);
for (const resource of resources.filter((r) => !LISTED.has(r.name))) {
  for (const [role, row] of Object.entries(ROLES)) {
    if (role === 'Admin') continue;
    const account = DEMO_ACCOUNTS.find((a) => a.email === row.email);
    const grants = SEED_ROLES.find((r) => r.name === role)?.permissions;
    const viewer: Viewer = {
      id: 0,
      roles: account?.roles ?? [role],
      activeRole: role,
      permissions: Array.isArray(grants) ? grants : [],
    };
    if (resource.access.read(viewer)) row.reads.push(resource.name);
    if (resource.access.write(viewer)) row.writes.push(resource.name);
  }
}

let t: TestApp;
let admin: TestClient;
const clients: Record<string, TestClient> = {};

/** A valid body for a new record: an existing one with its unique values made fresh. */
async function sampleBody(resource: Resource) {
  const [record] = (await admin.get(`/api/${resource.name}?range=[0,0]`)).json();
  const body = bodyLike(resource, record);
  if (resource.name === 'users')
    body.role_ids = [(await admin.get('/api/roles?filter={"q":"Décideur"}')).json()[0].id];
  return body;
}

async function freshRecord(resource: Resource) {
  const res = await admin.post(`/api/${resource.name}`, await sampleBody(resource));
  expect(res.statusCode, `${resource.name}: ${res.body}`).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 10 });
  admin = await t.as('admin@example.com');
  for (const [role, { email }] of Object.entries(ROLES)) clients[role] = await t.as(email);
  // A registration filed through the API opens an outbreak.
  const registrations = resources.find((r) => r.name === 'registrations')!;
  await freshRecord(registrations);
});

describe.each(MATRIX.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  it('answers 401 to every operation without a session', async () => {
    const anonymous = t.client();
    await anonymous.get('/api/sanctum/csrf-cookie');
    const base = `/api/${resource.name}`;
    for (const res of [
      await anonymous.get(base),
      await anonymous.get(`${base}/1`),
      await anonymous.post(base, {}),
      await anonymous.put(`${base}/1`, {}),
      await anonymous.delete(`${base}/1`),
      await anonymous.post(`${base}/1/restore`),
      await anonymous.delete(`${base}/1?force=true`),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it.each(
    Object.keys(ROLES),
  )('as %s: list, get, create, update, delete, restore, force delete', async (role) => {
    const client = clients[role];
    const row = ROLES[role];
    if (!client || !row) throw new Error(`no client for ${role}`);
    const { reads, writes } = row;
    const canRead = reads.includes(resource.name);
    const canWrite = writes.includes(resource.name);
    const base = `/api/${resource.name}`;
    const ownOnly = role === 'Agent' && resource.name === 'registrations';
    const existing = await freshRecord(resource);

    expect((await client.get(base)).statusCode).toBe(canRead || ownOnly ? 200 : 403);
    expect((await client.get(`${base}/${existing.id}`)).statusCode).toBe(canRead ? 200 : ownOnly ? 404 : 403);
    const created = await client.post(base, await sampleBody(resource));
    expect(created.statusCode, created.body).toBe(canWrite || ownOnly ? 201 : 403);
    expect((await client.put(`${base}/${existing.id}`, {})).statusCode).toBe(canWrite ? 200 : 403);
    expect((await client.delete(`${base}/${existing.id}`)).statusCode).toBe(canWrite ? 200 : 403);
    if (!canWrite) await admin.delete(`${base}/${existing.id}`);
    expect((await client.post(`${base}/${existing.id}/restore`)).statusCode).toBe(canWrite ? 200 : 403);
    await admin.delete(`${base}/${existing.id}`);
    expect((await client.delete(`${base}/${existing.id}?force=true`)).statusCode).toBe(canWrite ? 200 : 403);
  });
});

describe.each(
  SERVER_MADE.map((r) => [r.name, r] as const),
)('%s (opened by the server)', (_name, resource) => {
  const base = `/api/${resource.name}`;

  it('answers 401 to reads and updates without a session; create, delete and restore do not exist', async () => {
    const anonymous = t.client();
    await anonymous.get('/api/sanctum/csrf-cookie');
    for (const res of [
      await anonymous.get(base),
      await anonymous.get(`${base}/1`),
      await anonymous.put(`${base}/1`, {}),
    ])
      expect(res.statusCode).toBe(401);
    for (const res of [
      await admin.post(base, {}),
      await admin.delete(`${base}/1`),
      await admin.post(`${base}/1/restore`),
      await admin.delete(`${base}/1?force=true`),
    ])
      expect(res.statusCode).toBe(404);
  });

  it.each(Object.keys(ROLES))('as %s: list, get, update', async (role) => {
    const client = clients[role];
    const row = ROLES[role];
    if (!client || !row) throw new Error(`no client for ${role}`);
    const { reads, writes } = row;
    const [existing] = (await admin.get(`${base}?range=[0,0]`)).json();
    expect(existing).toBeDefined();
    const canRead = reads.includes(resource.name);
    expect((await client.get(base)).statusCode).toBe(canRead ? 200 : 403);
    expect((await client.get(`${base}/${existing.id}`)).statusCode).toBe(canRead ? 200 : 403);
    expect((await client.put(`${base}/${existing.id}`, {})).statusCode).toBe(
      writes.includes(resource.name) ? 200 : 403,
    );
  });
});
