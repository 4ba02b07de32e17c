import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { nth } from '../../shared/arrays';
import { bodyLike } from '../support/body-like';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Area scoping (issue 11): a provincial user reads located records (registrations) only in their province
 * and changes nothing outside it; reference data stays readable. The permission matrix's area dimension:
 * each located resource × operation, inside vs outside the area.
 */
let t: TestApp;
let admin: TestClient;
let rse: TestClient;
let editor: TestClient;
let inside: number;
let outside: number;

const q = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
type Row = Record<string, unknown> & { id: number };

/** A live record of a resource lying in (or out of) the province, through its village ancestry. */
async function recordIn(resource: string, provinceId: number, want: boolean): Promise<Row> {
  const filter: Record<string, unknown> = {};
  if (resource === 'provinces') {
    const rows: Row[] = (await admin.get('/api/provinces?range=[0,99]')).json();
    return rows.find((r) => (r.id === provinceId) === want)!;
  }
  if (resource === 'departments') filter.province_id = provinceId;
  if (resource === 'registrations') filter.province_id = provinceId;
  if (resource === 'municipalities' || resource === 'villages') {
    const deps: Row[] = (
      await admin.get(`/api/departments?${q({ province_id: provinceId })}&range=[0,99]`)
    ).json();
    const depIds = deps.map((d) => d.id);
    const munis: Row[] = (await admin.get('/api/municipalities?range=[0,999]')).json();
    const mine = munis.filter((m) => depIds.includes(m.department_id as number) === want);
    if (resource === 'municipalities') return nth(mine, 0);
    const villages: Row[] = (
      await admin.get(`/api/villages?${q({ municipality_id: mine.map((m) => m.id) })}&range=[0,0]`)
    ).json();
    return nth(villages, 0);
  }
  const rows: Row[] = (await admin.get(`/api/${resource}?range=[0,999]`)).json();
  return rows.find((r) => (r.province_id === provinceId) === want)!;
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 60 });
  admin = await t.as('admin@example.com');
  const all: Row[] = (await admin.get('/api/registrations?range=[0,999]')).json();
  inside = nth(all, 0).province_id as number;
  outside = all.find((r) => r.province_id !== inside)!.province_id as number;
  rse = await signInOfficer(t, 'rse.area@example.td', { province_ids: [inside] });
  editor = await signInOfficer(t, 'editor.area@example.td', { province_ids: [inside] }, 'Editor');
}, 120_000);

describe('reads of a provincial user', () => {
  it('lists, counts, searches and getMany only the registrations of their province', async () => {
    const mine = await admin.get(`/api/registrations?${q({ province_id: inside })}&range=[0,999]`);
    const list = await rse.get('/api/registrations?range=[0,999]');
    expect(list.statusCode).toBe(200);
    const rows: Row[] = list.json();
    expect(rows.length).toBe(mine.json().length);
    expect(rows.every((r) => r.province_id === inside)).toBe(true);
    const other = await recordIn('registrations', inside, false);
    const own = rows[0];
    const many: Row[] = (await rse.get(`/api/registrations?${q({ id: [own?.id, other.id] })}`)).json();
    expect(many.map((r) => r.id)).toEqual([own?.id]);
    const byRef: Row[] = (await rse.get(`/api/registrations?${q({ q: other.ref })}`)).json();
    expect(byRef).toEqual([]);
    expect((await rse.get(`/api/registrations/${other.id}`)).statusCode).toBe(404);
    expect((await rse.get(`/api/registrations/${other.id}/history`)).statusCode).toBe(404);
    expect((await rse.get(`/api/registrations/${own?.id}`)).statusCode).toBe(200);
  });

  it('still reads every reference record for the pickers', async () => {
    const provinces = await rse.get('/api/provinces?range=[0,99]');
    expect(provinces.json().length).toBe((await admin.get('/api/provinces?range=[0,99]')).json().length);
  });

  it('sees only their province on the dashboard and the map', async () => {
    const mine: Row[] = (
      await admin.get(`/api/registrations?${q({ province_id: inside })}&range=[0,999]`)
    ).json();
    const summary = (await rse.get('/api/dashboard')).json();
    expect(summary.totals.registrations).toBe(mine.length);
    const national = (await admin.get('/api/dashboard')).json();
    expect(national.totals.registrations).toBeGreaterThan(mine.length);
    for (const zoom of [4, 11]) {
      const map = (await rse.get(`/api/dashboard/map?zoom=${zoom}`)).json();
      expect(map.total).toBe(mine.length);
    }
    const points = (await rse.get('/api/dashboard/map?zoom=14&bbox=13,7,24,24')).json();
    if (points.mode === 'points')
      expect(points.points.every((p: Row) => mine.some((r) => r.id === p.id))).toBe(true);
  });
});

describe('writes of a provincial user', () => {
  it('creates a registration in their province only (403 outside, nothing created)', async () => {
    const template = await recordIn('registrations', inside, true);
    const body = { ...template, id: undefined, ref: undefined };
    const villageOut = await recordIn('villages', inside, false);
    const before = (await admin.get('/api/registrations?range=[0,0]')).headers['content-range'];
    const refused = await rse.post('/api/registrations', { ...body, village_id: villageOut.id });
    expect(refused.statusCode).toBe(403);
    expect((await admin.get('/api/registrations?range=[0,0]')).headers['content-range']).toBe(before);
    expect((await rse.post('/api/registrations', body)).statusCode).toBe(201);
  });

  it('cannot move a registration out of their province', async () => {
    const own = await recordIn('registrations', inside, true);
    const villageOut = await recordIn('villages', inside, false);
    expect((await rse.put(`/api/registrations/${own.id}`, { village_id: villageOut.id })).statusCode).toBe(
      403,
    );
    expect((await admin.get(`/api/registrations/${own.id}`)).json().village_id).toBe(own.village_id);
  });

  it('cannot give themselves (or anyone) a wider area', async () => {
    const manager = await signInOfficer(t, 'manager.area@example.td', { province_ids: [inside] }, 'Admin');
    // An Admin limited to a province is still limited: no national account, no other province.
    const me = (await manager.get('/api/user')).json().data;
    expect((await manager.put(`/api/users/${me.id}`, { province_ids: [] })).statusCode).toBe(403);
    expect((await manager.put(`/api/users/${me.id}`, { province_ids: [outside] })).statusCode).toBe(403);
    expect((await admin.get(`/api/users/${me.id}`)).json().province_ids).toEqual([inside]);
  });
});

describe('review actions of a provincial RSE', () => {
  const waitingIn = async (provinceId: number, want: boolean) => {
    const rows: Row[] = (
      await admin.get(`/api/registrations?${q({ status: 'waiting' })}&range=[0,999]`)
    ).json();
    return rows.find((r) => (r.province_id === provinceId) === want)!;
  };

  it('verifies, reads the history of and bulk-verifies registrations of their province only', async () => {
    const other = await waitingIn(inside, false);
    expect((await rse.post(`/api/registrations/${other.id}/verify`, {})).statusCode).toBe(404);
    expect((await rse.get(`/api/registrations/${other.id}/transitions`)).statusCode).toBe(404);
    expect((await admin.get(`/api/registrations/${other.id}`)).json().status).toBe('waiting');

    const bulk = await rse.post('/api/registrations/actions/verify', { filter: {} });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await admin.get(`/api/registrations/${other.id}`)).json().status).toBe('waiting');
    const stillWaiting: Row[] = (
      await admin.get(`/api/registrations?${q({ status: 'waiting', province_id: inside })}&range=[0,999]`)
    ).json();
    expect(stillWaiting).toEqual([]);
  });
});

describe.each([
  'registrations',
  'provinces',
  'departments',
  'municipalities',
  'villages',
])('area matrix: %s', (resource) => {
  it('a provincial Editor reads and writes inside their province, writes nothing outside', async () => {
    const own = await recordIn(resource, inside, true);
    const other = await recordIn(resource, inside, false);
    const located = resource === 'registrations';
    const definition = resources.find((r) => r.name === resource)!;
    const total = async () => (await admin.get(`/api/${resource}?range=[0,0]`)).headers['content-range'];
    const before = await total();
    // A new province lies in no province of theirs; a part is created where its parent lies.
    expect((await editor.post(`/api/${resource}`, bodyLike(definition, other))).statusCode).toBe(403);
    expect(await total()).toBe(before);
    const created = await editor.post(`/api/${resource}`, bodyLike(definition, own));
    expect(created.statusCode, created.body).toBe(resource === 'provinces' ? 403 : 201);
    expect((await editor.get(`/api/${resource}/${own.id}`)).statusCode).toBe(200);
    expect((await editor.get(`/api/${resource}/${other.id}`)).statusCode).toBe(located ? 404 : 200);
    expect((await editor.put(`/api/${resource}/${own.id}`, {})).statusCode).toBe(200);
    expect((await editor.put(`/api/${resource}/${other.id}`, {})).statusCode).toBe(403);
    expect((await editor.delete(`/api/${resource}/${other.id}`)).statusCode).toBe(403);
    await admin.delete(`/api/${resource}/${other.id}`);
    expect((await editor.delete(`/api/${resource}/${other.id}?force=true`)).statusCode).toBe(403);
    const restore = await editor.post(`/api/${resource}/${other.id}/restore`);
    expect(restore.statusCode).toBe(403);
    expect((await admin.post(`/api/${resource}/${other.id}/restore`)).statusCode).toBe(200);
    expect((await admin.get(`/api/${resource}/${other.id}`)).json().deleted_at).toBeNull();
  });
});
