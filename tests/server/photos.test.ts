/**
 * A registration's photos: at most three JPEG or PNG pictures, their type read from the bytes and their
 * size checked on the server, a thumbnail made there; the author adds them from the phone (bearer token,
 * no XSRF) while the report is open, a replayed upload adds nothing, and every refusal changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { BearerClient } from '../support/bearer-client';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let phone: BearerClient;
let rse: TestClient;
let registrationId: number;

const first = async (table: string) =>
  (
    await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id LIMIT 1`,
    )
  )[0]?.id as number;

/** A real picture of `width` × `height` pixels, filled with one colour. */
const picture = async (type: 'image/jpeg' | 'image/png', width: number, height: number, color = 0x3366ccff) =>
  new Jimp({ width, height, color }).getBuffer(type);

const form = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};

const photos = (client: { get: (url: string) => Promise<{ json: () => unknown }> }, id = registrationId) =>
  client.get(`/api/registrations/${id}/photos`).then((r) => r.json() as { id: number; url: string }[]);

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
  phone = await BearerClient.issue(t.app, 'agent@example.com');
  rse = await t.as('rse@example.com');
  const created = await phone.post('/api/registrations', {
    uuid: randomUUID(),
    specie_id: await first('species'),
    disease_ids: [await first('diseases')],
    maleNumber: 1,
    femaleNumber: 2,
    // Outside the province of the provincial officer below.
    village_id: (
      await queryRows<{ id: number }>(
        t.db.orm,
        sql`SELECT v.id FROM villages v JOIN municipalities m ON m.id = v.municipality_id
            JOIN departments d ON d.id = m.department_id JOIN provinces p ON p.id = d.province_id
            WHERE p.code <> 'TD-HL' ORDER BY v.id LIMIT 1`,
      )
    )[0]?.id,
    coordinates: { lat: 12.1, lng: 15.0 },
  });
  expect(created.statusCode, created.body).toBe(201);
  registrationId = created.json().id;
}, 120_000);

describe('photos of a registration', () => {
  it('are added from the phone, with a thumbnail, and a replayed upload adds nothing', async () => {
    const jpeg = await picture('image/jpeg', 800, 600);
    // The name and declared type lie: the server reads the bytes.
    const added = await phone.upload(
      `/api/registrations/${registrationId}/photos`,
      form(jpeg, 'x.png', 'image/png'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json();
    expect(photo).toMatchObject({ type: 'image/jpeg', size: jpeg.length, width: 800, height: 600 });

    const again = await phone.upload(`/api/registrations/${registrationId}/photos`, form(jpeg));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(photo.id);
    expect(await photos(phone)).toHaveLength(1);

    const full = await rse.get(photo.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.equals(jpeg)).toBe(true);
    const thumb = await phone.get(photo.thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const small = await Jimp.fromBuffer(thumb.rawPayload);
    expect([small.width, small.height]).toEqual([320, 240]);
    expect(thumb.rawPayload.length).toBeLessThan(jpeg.length);
  });

  it('are at most three, JPEG or PNG, and within the size limit, each refusal a 422 in the user’s language', async () => {
    const url = `/api/registrations/${registrationId}/photos`;
    phone.language = 'fr';
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const notImage = await phone.upload(url, form(gif, 'a.jpg'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.photo).toEqual(['Choisissez une photo JPEG ou PNG']);
    const truncated = (await picture('image/jpeg', 64, 64)).subarray(0, 200);
    expect((await phone.upload(url, form(truncated))).json().message).toMatch(/abîmé ou incomplet/);
    const wrongField = await phone.upload(
      url,
      form(await picture('image/png', 8, 8), 'a.png', 'image/png', 'file'),
    );
    expect(wrongField.statusCode).toBe(422);
    const tooLarge = await phone.upload(
      url,
      form(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)])),
    );
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message).toBe('La photo est trop lourde (10 Mo au maximum)');
    expect(await photos(phone)).toHaveLength(1);

    for (const colour of [0x00ff00ff, 0xff0000ff]) {
      const png = await picture('image/png', 400, 800, colour);
      const res = await phone.upload(url, form(png, 'p.png', 'image/png'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ type: 'image/png', width: 400, height: 800 });
    }
    const fourth = await phone.upload(url, form(await picture('image/jpeg', 10, 10)));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe('Un enregistrement a au plus 3 photos');
    expect(await photos(phone)).toHaveLength(3);
    phone.language = 'en';
  });

  it('are hidden from another agent and outside the areas, and changed only by whoever may', async () => {
    const [photo] = await photos(rse);
    const url = `/api/registrations/${registrationId}/photos`;
    const provincial = await t.as('rse-province@example.com');
    expect((await provincial.get(url)).statusCode).toBe(404);
    expect((await provincial.get(photo!.url)).statusCode).toBe(404);
    expect((await provincial.delete(photo!.url)).statusCode).toBe(404);
    const reader = await t.as('decideur@example.com');
    expect((await reader.get(url)).statusCode).toBe(200);
    expect((await reader.delete(photo!.url)).statusCode).toBe(403);
    const png = await picture('image/png', 4, 4);
    expect((await reader.upload(url, form(png, 'p.png', 'image/png'))).statusCode).toBe(403);
    // A cookie request still needs its XSRF header.
    expect((await rse.request('DELETE', photo!.url, undefined, { xsrf: false })).statusCode).toBe(419);
    expect(await photos(rse)).toHaveLength(3);
  });

  it('are frozen for the author once the report is verified, and still deletable by a reviewer', async () => {
    const verified = await rse.post(`/api/registrations/${registrationId}/verify`, {});
    expect(verified.statusCode, verified.body).toBe(200);
    const [photo, second] = await photos(phone);
    const refused = await phone.delete(photo!.url);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/can no longer be changed by its author/);
    expect((await rse.delete(photo!.url)).statusCode).toBe(204);
    expect((await rse.delete(photo!.url)).statusCode).toBe(404);
    expect((await phone.get(photo!.url)).statusCode).toBe(404);
    expect((await photos(phone)).map((p) => p.id)).toEqual([second!.id, expect.any(Number)]);
  });

  it("reach the author's phone with its registration in the sync, and a change sends it again", async () => {
    type Synced = { id: number; updated_at: string; photos: { id: number; thumbnail_url: string }[] };
    /** Every page from `since` until `more` is false: the registrations sent and the last cursor. */
    const sync = async (since?: string) => {
      const registrations: Synced[] = [];
      let cursor = since;
      for (let more = true; more; ) {
        const answer = await phone.get(`/api/sync${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`);
        expect(answer.statusCode, answer.body).toBe(200);
        const body = answer.json() as {
          cursor: string;
          more: boolean;
          changes: { registrations?: Synced[] };
        };
        registrations.push(...(body.changes.registrations ?? []));
        cursor = body.cursor;
        more = body.more;
      }
      return { cursor: cursor ?? '', registrations };
    };
    const initial = await sync();
    const mine = initial.registrations.find((r) => r.id === registrationId);
    const listed = await photos(phone);
    expect(mine?.photos.map((p) => p.id)).toEqual(listed.map((p) => p.id));
    expect(mine?.photos[0]?.thumbnail_url).toBe(`${listed[0]?.url}/thumbnail`);
    // A reviewer deletes a photo: the next delta sends the registration with the photos left, and the
    // registration itself is unchanged (an edit the phone queued meanwhile is no stale write).
    expect((await rse.delete(listed[0]!.url)).statusCode).toBe(204);
    const delta = await sync(initial.cursor);
    const again = delta.registrations.find((r) => r.id === registrationId);
    expect(again?.photos.map((p) => p.id)).toEqual(listed.slice(1).map((p) => p.id));
    expect(again?.updated_at).toBe(mine?.updated_at);
    expect((await sync(delta.cursor)).registrations).toEqual([]);
  });
});
