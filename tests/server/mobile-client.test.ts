/**
 * The reference mobile client: plain `fetch` against a real listening server, as the app would use the
 * API — a token, a first sync into a local copy, an offline queue replayed twice, deltas, a reviewer's
 * send-back answered, revocation.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app';

let t: TestApp;
let base: string;

type SyncRecord = { id: number; [key: string]: unknown };

interface SyncPage {
  cursor: string;
  more: boolean;
  reset: boolean;
  changes: Record<string, SyncRecord[]>;
  deleted: Record<string, number[]>;
}

/** What a phone keeps: its token, its copy of the data by resource and id, and its sync cursor. */
class MobileClient {
  token = '';
  cursor: string | null = null;
  store = new Map<string, Map<number, SyncRecord>>();
  constructor(readonly origin: string) {}

  table(resource: string) {
    const records = this.store.get(resource) ?? new Map<number, SyncRecord>();
    this.store.set(resource, records);
    return records;
  }

  /** One sync round: every page until `more` is false, applied to the local copy; returns what changed. */
  async sync(limit = 500) {
    const changed: Record<string, number[]> = {};
    const dropped: Record<string, number[]> = {};
    let bytes = 0;
    for (;;) {
      const query = new URLSearchParams({ limit: String(limit) });
      if (this.cursor) query.set('since', this.cursor);
      const response = await fetch(`${this.origin}/api/sync?${query}`, {
        headers: { authorization: `Bearer ${this.token}`, 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      bytes += text.length;
      const page = JSON.parse(text) as SyncPage;
      if (page.reset) this.store.clear();
      for (const [resource, records] of Object.entries(page.changes)) {
        for (const record of records) this.table(resource).set(record.id, record);
        changed[resource] = [...(changed[resource] ?? []), ...records.map((r) => r.id)];
      }
      for (const [resource, ids] of Object.entries(page.deleted)) {
        for (const id of ids) this.table(resource).delete(id);
        dropped[resource] = [...(dropped[resource] ?? []), ...ids];
      }
      this.cursor = page.cursor;
      if (!page.more) return { changed, dropped, bytes };
    }
  }

  async call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': 'fr',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async signIn(email: string) {
    const answer = await this.call('POST', '/api/tokens', {
      email,
      password: DEMO_PASSWORD,
      device_name: 'Reference client',
    });
    expect(answer.status).toBe(201);
    this.token = answer.body.token;
  }

  /** Sends every queued report; the server's answer tells created (201) from already known (200). */
  async replay(queue: Record<string, unknown>[]) {
    const statuses: number[] = [];
    for (const report of queue) statuses.push((await this.call('POST', '/api/registrations', report)).status);
    return statuses;
  }
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

describe('the reference mobile client', () => {
  it('signs in, syncs, replays an offline queue twice, answers a send-back through deltas, and is revoked', async () => {
    const phone = new MobileClient(base);
    await phone.signIn('agent@example.com');

    // First sync, in pages: the reference data the forms offer, and the agent's own reports.
    const first = await phone.sync(200);
    for (const resource of ['provinces', 'villages', 'species', 'breeds', 'diseases'])
      expect(phone.table(resource).size, resource).toBeGreaterThan(0);
    const specie = [...phone.table('species').values()][0] as SyncRecord;
    const village = [...phone.table('villages').values()][0] as SyncRecord;
    const disease = [...phone.table('diseases').values()].find((d) =>
      (d.specie_ids as number[]).includes(specie.id),
    ) as SyncRecord;
    expect(first.dropped).toEqual({});
    const ownBefore = phone.table('registrations').size;

    // Nothing new: a tiny answer.
    const idle = await phone.sync();
    expect(idle).toMatchObject({ changed: {}, dropped: {} });
    expect(idle.bytes).toBeLessThan(1024);

    // Twenty reports written offline, each with its uuid, sent when the network comes back.
    const queue = Array.from({ length: 20 }, (_, i) => ({
      uuid: randomUUID(),
      specie_id: specie.id,
      disease_ids: [disease.id],
      maleNumber: i,
      femaleNumber: 1,
      village_id: village.id,
      coordinates: { lat: 12 + i / 100, lng: 15 },
    }));
    expect(await phone.replay(queue)).toEqual(Array(20).fill(201));
    // The network dropped the answers: the phone sends the whole queue again, then once more.
    expect(await phone.replay(queue)).toEqual(Array(20).fill(200));
    expect(await phone.replay(queue)).toEqual(Array(20).fill(200));

    // The delta brings exactly those twenty, once each.
    const afterQueue = await phone.sync();
    expect(Object.keys(afterQueue.changed)).toEqual(['registrations']);
    expect(afterQueue.changed.registrations).toHaveLength(20);
    expect(phone.table('registrations').size).toBe(ownBefore + 20);
    const uuids = new Set<string>(queue.map((r) => r.uuid));
    const synced = [...phone.table('registrations').values()].filter((r) => uuids.has(r.uuid as string));
    expect(synced).toHaveLength(20);

    // A reviewer sends one back with a comment: the next delta carries the decision and the comment.
    const first20 = synced.find((r) => r.uuid === queue[0]?.uuid) as SyncRecord;
    const reviewer = await t.as('rse@example.com');
    const sentBack = await reviewer.post(`/api/registrations/${first20.id}/send-back`, {
      comment: 'Compter les femelles',
    });
    expect(sentBack.statusCode).toBe(200);
    const afterReview = await phone.sync();
    expect(afterReview.changed).toEqual({ registrations: [first20.id] });
    expect(phone.table('registrations').get(first20.id)).toMatchObject({
      status: 'returned',
      review_comment: 'Compter les femelles',
      comments: [expect.objectContaining({ action: 'send-back', comment: 'Compter les femelles' })],
    });

    // The agent corrects and hands it in again; the delta brings it back waiting.
    const corrected = await phone.call('POST', `/api/registrations/${first20.id}/resubmit`, {
      femaleNumber: 3,
      comment: 'Recompté',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'waiting', femaleNumber: 3 });
    await phone.sync();
    expect(phone.table('registrations').get(first20.id)).toMatchObject({
      status: 'waiting',
      femaleNumber: 3,
    });

    // Signed out (or revoked from the profile): the token no longer syncs.
    expect((await phone.call('DELETE', '/api/tokens/current')).status).toBe(204);
    expect((await phone.call('GET', '/api/sync')).status).toBe(401);
    expect((await phone.call('GET', '/api/user')).status).toBe(401);
  });

  it('is signed out when an administrator revokes its tokens from the user screen', async () => {
    const phone = new MobileClient(base);
    await phone.signIn('agent@example.com');
    await phone.sync();
    const admin = await t.as('admin@example.com');
    const me = await phone.call('GET', '/api/user');
    const revoked = await admin.delete(`/api/users/${me.body.data.id}/tokens`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked).toBeGreaterThanOrEqual(1);
    expect((await phone.call('GET', `/api/sync?since=${phone.cursor}`)).status).toBe(401);
  });
});
