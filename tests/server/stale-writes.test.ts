/**
 * Optimistic concurrency for every client: a write carrying an `updated_at` older than the stored one is
 * refused with 409, writes nothing, and answers the stored record (`data`) so the phone or the form can
 * show both versions without another request.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { BearerClient } from '../support/bearer-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

const first = async (table: string) =>
  (
    await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id LIMIT 1`,
    )
  )[0]?.id as number;

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
}, 120_000);

describe('a stale write', () => {
  it('from a form gets 409 with the stored record, and changes nothing', async () => {
    const editor = await t.as('editor@example.com');
    const specie = await first('species');
    const read = (await editor.get(`/api/species/${specie}`)).json();
    const saved = await editor.put(`/api/species/${specie}`, { ...read, body: 'Première modification' });
    expect(saved.statusCode, saved.body).toBe(200);

    const stale = await editor.put(`/api/species/${specie}`, { ...read, body: 'Sur une copie ancienne' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This record was changed by someone else. Reload it and try again.',
      data: saved.json(),
    });
    expect((await editor.get(`/api/species/${specie}`)).json()).toEqual(saved.json());
  });

  it('from a phone correcting a sent-back report the reviewer edited meanwhile gets 409 with the server’s version', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    phone.language = 'fr';
    const created = await phone.post('/api/registrations', {
      uuid: randomUUID(),
      specie_id: await first('species'),
      disease_ids: [await first('diseases')],
      maleNumber: 1,
      femaleNumber: 1,
      village_id: await first('villages'),
      coordinates: { lat: 12.2, lng: 15.1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const reviewer = await t.as('rse@example.com');
    await reviewer.post(`/api/registrations/${id}/send-back`, { comment: 'Recompter les mâles' });
    // The phone syncs and holds the sent-back copy; the reviewer then corrects a count on the server.
    const phoneCopy = (await phone.get(`/api/registrations/${id}`)).json();
    const edited = await reviewer.put(`/api/registrations/${id}`, { ...phoneCopy, femaleNumber: 7 });
    expect(edited.statusCode, edited.body).toBe(200);

    const stale = await phone.post(`/api/registrations/${id}/resubmit`, {
      maleNumber: 4,
      comment: 'Recompté',
      updated_at: phoneCopy.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/modifié par quelqu'un d'autre/);
    expect(stale.json().data).toMatchObject({ id, status: 'returned', maleNumber: 1, femaleNumber: 7 });
    expect(stale.json().data.updated_at).toBe(edited.json().updated_at);
    expect((await phone.get(`/api/registrations/${id}`)).json()).toMatchObject({
      status: 'returned',
      maleNumber: 1,
    });

    // With the server's version in hand, the phone sends its correction again.
    const resubmitted = await phone.post(`/api/registrations/${id}/resubmit`, {
      maleNumber: 4,
      comment: 'Recompté',
      updated_at: stale.json().data.updated_at,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'waiting', maleNumber: 4, femaleNumber: 7 });
  });
});
