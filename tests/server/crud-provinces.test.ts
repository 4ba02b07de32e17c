import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin@example.com');
});

const range = (header: unknown) => /^provinces (\d+)-(\d+)\/(\d+)$/.exec(String(header));

describe('generic CRUD on provinces', () => {
  it('lists the first page of 10 sorted, with Content-Range', async () => {
    const res = await admin.get('/api/provinces?sort=["name","ASC"]&range=[0,9]');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(10);
    const names = rows.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const [, start, end, total] = range(res.headers['content-range'])!;
    expect([Number(start), Number(end)]).toEqual([0, 9]);
    expect(Number(total)).toBeGreaterThanOrEqual(20);
  });

  it('creates, reads, updates, trashes, restores and force-deletes', async () => {
    const created = await admin.post('/api/provinces', {
      name: '  Test Province ',
      code: 'TST',
      extra: 'dropped',
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ name: 'Test Province', code: 'TST', deleted_at: null });
    expect(record).not.toHaveProperty('extra');

    const updated = await admin.put(`/api/provinces/${record.id}`, { ...record, name: 'Renamed' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Renamed');

    const stale = await admin.put(`/api/provinces/${record.id}`, { ...record, name: 'Stale write' });
    expect(stale.statusCode).toBe(409);
    expect((await admin.get(`/api/provinces/${record.id}`)).json().name).toBe('Renamed');

    expect((await admin.delete(`/api/provinces/${record.id}?force=true`)).statusCode).toBe(409);
    const trashed = await admin.delete(`/api/provinces/${record.id}`);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json().deleted_at).not.toBeNull();
    const live = await admin.get(`/api/provinces?filter=${encodeURIComponent('{"q":"Renamed"}')}`);
    expect(live.json()).toHaveLength(0);
    const trash = await admin.get(
      `/api/provinces?filter=${encodeURIComponent('{"q":"Renamed","trashed":"only"}')}`,
    );
    expect(trash.json().map((r: { id: number }) => r.id)).toEqual([record.id]);

    const restored = await admin.post(`/api/provinces/${record.id}/restore`);
    expect(restored.json().deleted_at).toBeNull();
    await admin.delete(`/api/provinces/${record.id}`);
    expect((await admin.delete(`/api/provinces/${record.id}?force=true`)).statusCode).toBe(200);
    expect((await admin.get(`/api/provinces/${record.id}`)).statusCode).toBe(404);
  });

  it('answers 422 with the field message and writes nothing', async () => {
    const before = range((await admin.get('/api/provinces')).headers['content-range'])![3];
    const res = await admin.post('/api/provinces', { name: '', code: 'X1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please check the information entered',
      errors: { name: ['This field is required'] },
    });
    const after = range((await admin.get('/api/provinces')).headers['content-range'])![3];
    expect(after).toBe(before);
  });

  it('refuses to trash a province that still has departments (409)', async () => {
    const [department] = (await admin.get('/api/departments?range=[0,0]')).json();
    const res = await admin.delete(`/api/provinces/${department.province_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/department/i);
  });
});
