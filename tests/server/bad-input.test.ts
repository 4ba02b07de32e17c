/** Issue 8, defects 8–15: every malformed input is a 4xx with the Laravel body, and changes nothing. */
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let admin: TestClient;
let registration: { id: number; ref: string; status: string; updated_at: string };
let provinceId: number;

beforeAll(async () => {
  t = await createTestApp({ registrations: 5, logger: { level: 'info', stream: logStream } });
  admin = await t.as('admin@example.com');
  [registration] = (await admin.get('/api/registrations')).json();
  provinceId = (await admin.get('/api/provinces')).json()[0].id;
}, 120_000);

const expectLaravel = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message: expect.any(String) });
};

const filter = (value: object) => `/api/registrations?filter=${encodeURIComponent(JSON.stringify(value))}`;

describe('bad input is a 4xx, never a 500 (issue 8)', () => {
  it('8: a malformed X-XSRF-TOKEN is 419', async () => {
    const client = t.client();
    await client.get('/api/sanctum/csrf-cookie');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const token of ['%', '%zz', '%E0%A4%A']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
        payload: { email: 'admin@example.com', password: 'demo1234' },
      });
      expectLaravel(response, 419);
    }
  });

  it('9: integers beyond int4 are 404 in paths, 400 in filters, 422 in references', async () => {
    expectLaravel(await admin.get('/api/provinces/2147483648'), 404);
    expectLaravel(await admin.get('/api/provinces/99999999999999999999'), 404);
    expect((await admin.get('/api/provinces/2147483647')).statusCode).toBe(404);
    expectLaravel(await admin.get(filter({ id: [2147483648] })), 400);
    expectLaravel(await admin.get(filter({ specie_id: 99999999999 })), 400);
    expectLaravel(await admin.get(filter({ maleNumber_gte: 1e20 })), 400);
    expectLaravel(await admin.get('/api/registrations?range=[0,99999999999]'), 400);
    const response = await admin.put(`/api/registrations/${registration.id}`, { specie_id: 2147483648 });
    expectLaravel(response, 422);
    expect(response.json().errors.specie_id).toEqual(['The selected item does not exist']);
  });

  it('10: emptying status, ref or locale on update is 422 and changes nothing', async () => {
    // A registration's status moves by workflow actions only (read-only here); its ref cannot be emptied.
    for (const body of [{ ref: '' }, { ref: '   ' }, { ref: null }]) {
      const response = await admin.put(`/api/registrations/${registration.id}`, body);
      expectLaravel(response, 422);
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(body));
    }
    const after = (await admin.get(`/api/registrations/${registration.id}`)).json();
    expect(after).toMatchObject({ ref: registration.ref, status: registration.status });

    const me = (await admin.get('/api/user')).json().data;
    const editor = (await admin.get('/api/users?filter={"q":"editor"}')).json()[0];
    for (const body of [{ status: '' }, { status: null }]) {
      expectLaravel(await admin.put(`/api/users/${editor.id}`, body), 422);
      expectLaravel(await admin.put(`/api/users/${editor.id}/status`, body), 422);
    }
    expect((await admin.get(`/api/users/${editor.id}`)).json().status).toBe('active');
    expectLaravel(await admin.put(`/api/users/${me.id}`, { locale: '' }), 422);
    expectLaravel(await admin.put('/api/user', { locale: null }), 422);
    expectLaravel(await admin.post('/api/locale', { locale: '' }), 422);
    expect((await admin.get('/api/user')).json().data.locale).toBe('en');
  });

  it('11: a NUL byte in a text, the search or a login / forgot email is refused', async () => {
    const create = await admin.post('/api/provinces', { name: 'Nul\u0000land' });
    expectLaravel(create, 422);
    expect(create.json().errors.name).toEqual(['Contains a character that is not allowed']);
    expectLaravel(await admin.put(`/api/provinces/${provinceId}`, { name: 'a\u0000' }), 422);
    expectLaravel(await admin.get(filter({ q: 'a\u0000b' })), 400);
    const anonymous = t.client();
    await anonymous.get('/api/sanctum/csrf-cookie');
    expectLaravel(
      await anonymous.post('/api/login', { email: 'admin\u0000@example.com', password: 'demo1234' }),
      422,
    );
    expectLaravel(await anonymous.post('/api/password/forgot', { email: 'admin\u0000@example.com' }), 422);
  });

  it('12: a 300 KB login is 422 and leaves no huge log line', async () => {
    const anonymous = t.client();
    await anonymous.get('/api/sanctum/csrf-cookie');
    const huge = 'a'.repeat(300_000);
    const response = await anonymous.post('/api/login', { email: huge, password: huge });
    expectLaravel(response, 422);
    expect(response.json().errors.email).toEqual(['Must be at most 255 characters']);
    expect(Math.max(...logLines.map((line) => line.length))).toBeLessThan(10_000);
  });

  it("13: dates outside PostgreSQL's range in filters are 400", async () => {
    for (const date of [
      '-005000-01-01',
      '+300000-01-01',
      '0000-01-01',
      '99999-12-31',
      '2024-13-45',
      'yesterday',
    ]) {
      expectLaravel(await admin.get(filter({ created_at_gte: date })), 400);
      expectLaravel(await admin.get(filter({ updated_at_lte: date })), 400);
    }
    expect(
      (await admin.get(filter({ created_at_gte: '2020-01-01', created_at_lte: '2030-12-31' }))).statusCode,
    ).toBe(200);
  });

  it('14: only strict decimal ids name a record', async () => {
    for (const id of ['%201', `${provinceId}%20`, '0x10', '1e3', '+1', '01', '1.0', '-1', '0']) {
      const response = await admin.get(`/api/provinces/${id}`);
      expectLaravel(response, 404);
    }
    expect((await admin.get(`/api/provinces/${provinceId}`)).statusCode).toBe(200);
    expectLaravel(await admin.put('/api/provinces/1e3', { name: 'x' }), 404);
    expectLaravel(await admin.delete('/api/provinces/0x1'), 404);
  });

  it('15: the CSRF check applies to the decoded route (POST /%61pi/login)', async () => {
    const client = t.client();
    await client.get('/api/sanctum/csrf-cookie');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const url of ['/%61pi/login', '/%61%70%69/locale', '/api/%6Cogin']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: { email: 'admin@example.com', password: 'demo1234' },
      });
      expectLaravel(response, 419);
    }
  });
});
