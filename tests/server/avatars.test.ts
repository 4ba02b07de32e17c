import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/** Issue 8, defect 19: avatars at their own cached URL, never inline in sessions or lists, checked on upload. */
let t: TestApp;
let admin: TestClient;
let editor: TestClient;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(2000, 7),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  admin = await t.as('admin@example.com');
  editor = await t.as('editor@example.com');
});

describe('avatars', () => {
  it('an uploaded picture is served from its own URL with ETag and caching, not inside /api/user', async () => {
    const saved = await editor.put('/api/user', { avatar: dataUrl('image/png', PNG) });
    expect(saved.statusCode).toBe(200);
    const me = (await editor.get('/api/user')).json().data;
    expect(me.avatar).toMatch(/^\/api\/users\/\d+\/avatar\?v=\d+$/);
    expect(JSON.stringify(me)).not.toContain('base64');
    const picture = await editor.get(me.avatar);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, max-age=86400');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    const etag = String(picture.headers.etag);
    const again = await t.app.inject({
      url: me.avatar,
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('the user list and record carry the URL, not the bytes; others’ avatars are for account managers', async () => {
    const list = await admin.get('/api/users?range=[0,99]');
    expect(list.body).not.toContain('data:image');
    const editorRow = list.json().find((u: { email: string }) => u.email === 'editor@example.com');
    expect(editorRow.avatar).toMatch(/^\/api\/users\/\d+\/avatar\?v=\d+$/);
    expect((await admin.get(`/api/users/${editorRow.id}`)).json().avatar).toBe(editorRow.avatar);
    expect((await admin.get(editorRow.avatar)).statusCode).toBe(200);
    const rse = await t.as('rse@example.com');
    expect((await rse.get(editorRow.avatar)).statusCode).toBe(403);
    expect((await rse.get('/api/users/999999/avatar')).statusCode).toBe(403);
    expect((await admin.get('/api/users/999999/avatar')).statusCode).toBe(404);
  });

  it('sending the served URL back (an unchanged form) keeps the picture', async () => {
    const me = (await editor.get('/api/user')).json().data;
    expect((await editor.put('/api/user', { avatar: me.avatar, nom: 'Éditeur' })).statusCode).toBe(200);
    const after = (await editor.get('/api/user')).json().data;
    expect((await editor.get(after.avatar)).rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['a PNG that is text', dataUrl('image/png', Buffer.from('<script>alert(1)</script>'))],
    ['an SVG', dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
    ['a JPEG declared as PNG', dataUrl('image/png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))],
    ['a picture over 200 KB', dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(210 * 1024)]))],
    ['a picture from another site', 'https://tracker.example.net/pixel.png'],
    ['a protocol-relative link', '//tracker.example.net/pixel.png'],
  ])('refuses %s with 422 on the profile and the user screens, changing nothing', async (_what, avatar) => {
    const before = (await editor.get('/api/user')).json().data.avatar;
    const own = await editor.put('/api/user', { avatar });
    expect(own.statusCode).toBe(422);
    expect(Object.keys(own.json().errors)).toEqual(['avatar']);
    const id = (await editor.get('/api/user')).json().data.id;
    expect((await admin.put(`/api/users/${id}`, { avatar })).statusCode).toBe(422);
    expect((await editor.get('/api/user')).json().data.avatar).toBe(before);
  });

  it('accepts a JPEG, a picture of this site, and removing the avatar', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    expect((await editor.put('/api/user', { avatar: dataUrl('image/jpeg', jpeg) })).statusCode).toBe(200);
    expect((await editor.put('/api/user', { avatar: '/images/agent.png' })).statusCode).toBe(200);
    expect((await editor.get('/api/user')).json().data.avatar).toBe('/images/agent.png');
    expect((await editor.put('/api/user', { avatar: '' })).statusCode).toBe(200);
    expect((await editor.get('/api/user')).json().data.avatar).toBeNull();
  });
});
