/**
 * Delta sync (`GET /api/sync`): a first sync sends what the phone keeps, a delta exactly what was written
 * or deleted since its cursor, within the user's areas, in pages when asked.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { purgeSyncTombstones } from '../../server/sync/purge';
import { BearerClient } from '../support/bearer-client';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;

interface Page {
  cursor: string;
  more: boolean;
  reset: boolean;
  changes: Record<string, { id: number; [key: string]: unknown }[]>;
  deleted: Record<string, number[]>;
}

const sync = async (phone: BearerClient, since?: string, limit?: number) => {
  const query = new URLSearchParams();
  if (since) query.set('since', since);
  if (limit) query.set('limit', String(limit));
  const response = await phone.get(`/api/sync?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { page: response.json() as Page, bytes: response.rawPayload.length };
};

/** Every page of a round, merged: what the phone holds once the round is over. */
async function round(phone: BearerClient, since?: string, limit?: number) {
  const changes: Page['changes'] = {};
  const deleted: Page['deleted'] = {};
  const pages: Page[] = [];
  let cursor = since;
  for (;;) {
    const { page } = await sync(phone, cursor, limit);
    pages.push(page);
    for (const [name, records] of Object.entries(page.changes))
      changes[name] = [...(changes[name] ?? []), ...records];
    for (const [name, ids] of Object.entries(page.deleted))
      deleted[name] = [...(deleted[name] ?? []), ...ids];
    cursor = page.cursor;
    if (!page.more) return { changes, deleted, pages, cursor };
  }
}

const ids = (records: { id: number }[] | undefined) => (records ?? []).map((r) => r.id).sort((a, b) => a - b);

const liveIds = async (table: string, where = sql`true`) =>
  (
    await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE deleted_at IS NULL AND ${where} ORDER BY id`,
    )
  ).map((r) => r.id);

/** What a phone keeps of its own registrations: open ones, and those reported in the last 6 months (testConfig). */
const withinWindow = sql`(status IN ('waiting', 'returned') OR report_date >= current_date - interval '6 months')`;

const report = async (phone: BearerClient) => {
  const [village] = await liveIds('villages');
  const [specie] = await liveIds('species');
  const [disease] = await liveIds('diseases');
  const created = await phone.post('/api/registrations', {
    uuid: randomUUID(),
    specie_id: specie,
    disease_ids: [disease],
    maleNumber: 2,
    femaleNumber: 3,
    village_id: village,
    coordinates: { lat: 12.1, lng: 15.05 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number };
};

beforeAll(async () => {
  t = await createTestApp({ registrations: 30 });
  admin = await t.as('admin@example.com');
}, 120_000);

describe('a first sync', () => {
  it('sends every live reference record and the user’s own registrations, and nothing to delete', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const { page } = await sync(phone, undefined, 5000);
    expect(page).toMatchObject({ more: false, reset: true, deleted: {} });
    for (const table of [
      'provinces',
      'departments',
      'municipalities',
      'villages',
      'species',
      'breeds',
      'diseases',
    ])
      expect(ids(page.changes[table]), table).toEqual(await liveIds(table));
    const [agent] = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM users WHERE username = 'agent'`,
    );
    expect(ids(page.changes.registrations)).toEqual(
      await liveIds('registrations', sql`user_id = ${agent?.id} AND ${withinWindow}`),
    );
    expect(page.changes.registrations?.length).toBeGreaterThan(0);
    // Records as the API shows them: translations, links, coordinates.
    expect(page.changes.diseases?.[0]).toHaveProperty('specie_ids');
    expect(page.changes.villages?.[0]).toHaveProperty('coordinates.lat');
    expect(page.changes.registrations?.[0]).toMatchObject({ status: expect.any(String), comments: [] });
  });

  it('keeps the user’s open registrations and those of recent months; an old one comes back when reopened', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const old = await report(phone);
    const closedOld = await report(phone);
    const openOld = await report(phone);
    await t.db.orm.execute(
      sql`UPDATE registrations SET report_date = current_date - interval '2 years', onset_date = NULL
          WHERE id IN (${old.id}, ${closedOld.id}, ${openOld.id})`,
    );
    await t.db.orm.execute(
      sql`UPDATE registrations SET status = 'finished' WHERE id IN (${old.id}, ${closedOld.id})`,
    );
    const first = await round(phone);
    const kept = ids(first.changes.registrations);
    expect(kept).toContain(openOld.id);
    expect(kept).not.toContain(old.id);
    expect(kept).not.toContain(closedOld.id);

    const reviewer = await t.as('rse@example.com');
    const reopened = await reviewer.post(`/api/registrations/${old.id}/reopen`, { comment: 'Revoir' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const delta = await round(phone, first.cursor);
    expect(ids(delta.changes.registrations)).toEqual([old.id]);

    // Closed again, and out of the window: the phone drops it.
    expect((await reviewer.post(`/api/registrations/${old.id}/verify`, {})).statusCode).toBe(200);
    const after = await round(phone, delta.cursor);
    expect(after.changes).toEqual({});
    expect(after.deleted).toEqual({ registrations: [old.id] });
  });

  it('comes in pages when asked, each listing what the single answer lists', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const whole = await round(phone, undefined, 5000);
    const paged = await round(phone, undefined, 97);
    expect(paged.pages.length).toBeGreaterThan(5);
    expect(paged.pages.map((p) => p.reset)).toEqual([true, ...Array(paged.pages.length - 1).fill(false)]);
    for (const name of Object.keys(whole.changes))
      expect(ids(paged.changes[name]), name).toEqual(ids(whole.changes[name]));
    expect(paged.deleted).toEqual({});
  });
});

describe('a delta', () => {
  it('with nothing new is a few dozen bytes', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const { cursor } = await round(phone);
    const { page, bytes } = await sync(phone, cursor);
    expect(page).toEqual({ cursor: expect.any(String), more: false, reset: false, changes: {}, deleted: {} });
    expect(bytes).toBeLessThan(1024);
    // Nothing new again: the cursor still works.
    expect((await sync(phone, page.cursor)).page.changes).toEqual({});
  });

  it('sends exactly the records written and deleted since the cursor', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const { cursor } = await round(phone);

    const [specie] = await liveIds('species');
    const renamed = (await admin.get(`/api/species/${specie}`)).json() as Record<string, unknown>;
    expect(
      (await admin.put(`/api/species/${specie}`, { ...renamed, name: 'Bovins (renommé)' })).statusCode,
    ).toBe(200);
    const created = await admin.post('/api/diseases', { name: 'Maladie nouvelle', specie_ids: [specie] });
    expect(created.statusCode, created.body).toBe(201);
    const village = (
      await admin.post('/api/villages', {
        name: 'Village éphémère',
        municipality_id: (await liveIds('municipalities'))[0],
      })
    ).json();
    const trashed = (await liveIds('villages')).find((id) => id !== village.id) as number;
    // A village with no registration: a fresh one, trashed then deleted for good.
    expect((await admin.delete(`/api/villages/${village.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/villages/${village.id}?force=true`)).statusCode).toBe(200);
    await t.db.orm.execute(sql`UPDATE villages SET deleted_at = now() WHERE id = ${trashed}`);

    const delta = await round(phone, cursor);
    expect(Object.keys(delta.changes).sort()).toEqual(['diseases', 'species']);
    expect(delta.changes.species?.map((s) => [s.id, s.name])).toEqual([[specie, 'Bovins (renommé)']]);
    expect(ids(delta.changes.diseases)).toEqual([created.json().id]);
    // The village created and deleted since: a tombstone (harmless for a phone that never had it).
    expect(delta.deleted).toEqual({ villages: [trashed, village.id].sort((a, b) => a - b) });
    expect(delta.pages[0]?.reset).toBe(false);

    expect((await sync(phone, delta.cursor)).page).toMatchObject({ changes: {}, deleted: {} });
  });

  it('brings the user’s own registrations back with the reviewer’s decision and comment', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const { cursor } = await round(phone);
    const mine = await report(phone);
    const afterReport = await round(phone, cursor);
    expect(ids(afterReport.changes.registrations)).toEqual([mine.id]);

    const reviewer = await t.as('rse@example.com');
    expect(
      (
        await reviewer.post(`/api/registrations/${mine.id}/send-back`, {
          comment: 'Préciser le nombre de femelles',
        })
      ).statusCode,
    ).toBe(200);
    const afterReview = await round(phone, afterReport.cursor);
    expect(afterReview.changes.registrations).toEqual([
      expect.objectContaining({
        id: mine.id,
        status: 'returned',
        review_comment: 'Préciser le nombre de femelles',
        comments: [
          expect.objectContaining({ action: 'send-back', comment: 'Préciser le nombre de femelles' }),
        ],
      }),
    ]);

    // Someone else's report is not the agent's business.
    const editorPhone = await BearerClient.issue(t.app, 'editor@example.com');
    await report(editorPhone);
    expect((await round(phone, afterReview.cursor)).changes).toEqual({});

    // Deleted for good: the author's phone drops it.
    expect((await admin.delete(`/api/registrations/${mine.id}`)).statusCode).toBe(200);
    const afterTrash = await round(phone, afterReview.cursor);
    expect(afterTrash.deleted).toEqual({ registrations: [mine.id] });
    expect((await admin.delete(`/api/registrations/${mine.id}?force=true`)).statusCode).toBe(200);
    expect((await round(phone, afterTrash.cursor)).deleted).toEqual({ registrations: [mine.id] });
  });
});

describe('areas', () => {
  const hadjerLamis = async () =>
    (await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM provinces WHERE reference = 'TD-HL'`))[0]
      ?.id as number;

  it('keep the locations within, under and above the user’s areas', async () => {
    const phone = await BearerClient.issue(t.app, 'rse-province@example.com');
    const province = await hadjerLamis();
    const { changes } = await round(phone);
    expect(ids(changes.provinces)).toEqual([province]);
    const departments = await liveIds('departments', sql`province_id = ${province}`);
    expect(ids(changes.departments)).toEqual(departments);
    expect(ids(changes.villages)).toEqual(
      await liveIds(
        'villages',
        sql`municipality_id IN (SELECT id FROM municipalities WHERE department_id IN (SELECT id FROM departments WHERE province_id = ${province}))`,
      ),
    );
    // National reference data is whole.
    expect(ids(changes.species)).toEqual(await liveIds('species'));
  });

  it('drop a village that moved out of them, and start over when the areas change', async () => {
    const phone = await BearerClient.issue(t.app, 'rse-province@example.com');
    const province = await hadjerLamis();
    const { cursor, changes } = await round(phone);
    const village = changes.villages?.[0] as { id: number };
    const [elsewhere] = await liveIds(
      'municipalities',
      sql`department_id IN (SELECT id FROM departments WHERE province_id <> ${province})`,
    );
    await t.db.orm.execute(sql`UPDATE villages SET municipality_id = ${elsewhere} WHERE id = ${village.id}`);
    const moved = await round(phone, cursor);
    expect(moved.deleted).toEqual({ villages: [village.id] });
    expect(moved.changes).toEqual({});

    // An administrator widens the user's areas: the phone's copy is rebuilt.
    const user = (
      await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM users WHERE username = 'rse-province'`)
    )[0];
    await t.db.orm.execute(
      sql`INSERT INTO user_provinces (user_id, province_id) SELECT ${user?.id}, id FROM provinces WHERE id <> ${province} LIMIT 1`,
    );
    const widened = await round(phone, moved.cursor);
    expect(widened.pages[0]?.reset).toBe(true);
    expect(widened.changes.provinces).toHaveLength(2);
  });
});

describe('cursors', () => {
  it('a cursor that is not ours is refused in the user’s language', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    phone.language = 'fr';
    const response = await phone.get('/api/sync?since=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.since[0]).toMatch(/curseur/);
    const zero = await phone.get('/api/sync?limit=0');
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.limit).toHaveLength(1);
    expect((await t.client().get('/api/sync')).statusCode).toBe(401);
  });

  it('a phone away longer than deletions are kept starts over', async () => {
    const phone = await BearerClient.issue(t.app, 'agent@example.com');
    const { cursor } = await round(phone);
    const [specie] = await liveIds('species');
    const breed = await admin.post('/api/breeds', { name: 'Race éphémère', specie_id: specie });
    expect(breed.statusCode, breed.body).toBe(201);
    await admin.delete(`/api/breeds/${breed.json().id}`);
    await admin.delete(`/api/breeds/${breed.json().id}?force=true`);
    await t.db.orm.execute(sql`UPDATE sync_tombstones SET deleted_at = now() - interval '400 days'`);
    expect(await purgeSyncTombstones(t.db.orm)).toBeGreaterThan(0);
    const { page } = await sync(phone, cursor, 5000);
    expect(page.reset).toBe(true);
    expect(ids(page.changes.species)).toEqual(await liveIds('species'));
  });
});
