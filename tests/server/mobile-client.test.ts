/**
 * The reference mobile client: plain `fetch` against a real listening server, as the app would use the
 * API — a token, an offline queue replayed twice, a reviewer's send-back answered, revocation.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app';

let t: TestApp;
let base: string;

/** What a phone keeps: its token, and the reports written offline with their uuids. */
class MobileClient {
  token = '';
  constructor(readonly origin: string) {}

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
  it('signs in, replays an offline queue twice, answers a send-back, and is revoked', async () => {
    const phone = new MobileClient(base);
    await phone.signIn('agent@example.com');

    const [specie] = (await phone.call('GET', '/api/species?range=[0,0]')).body;
    const [village] = (await phone.call('GET', '/api/villages?range=[0,0]')).body;
    const [disease] = (await phone.call('GET', '/api/diseases?range=[0,0]')).body;
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
    const mine = await phone.call('GET', '/api/registrations?range=[0,99]');
    const uuids = new Set<string>(queue.map((r) => r.uuid));
    expect(mine.body.filter((r: { uuid: string }) => uuids.has(r.uuid))).toHaveLength(20);

    // A reviewer sends one back with a comment; the phone's later edit of its stale copy is a conflict.
    const first = (await phone.call('POST', '/api/registrations', queue[0])).body;
    const reviewer = await t.as('rse@example.com');
    const sentBack = await reviewer.post(`/api/registrations/${first.id}/send-back`, {
      comment: 'Compter les femelles',
    });
    expect(sentBack.statusCode).toBe(200);
    const returned = (await phone.call('GET', `/api/registrations/${first.id}`)).body;
    expect(returned).toMatchObject({ status: 'returned', review_comment: 'Compter les femelles' });
    const corrected = await phone.call('POST', `/api/registrations/${first.id}/resubmit`, {
      femaleNumber: 3,
      comment: 'Recompté',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'waiting', femaleNumber: 3 });

    expect((await phone.call('DELETE', '/api/tokens/current')).status).toBe(204);
    expect((await phone.call('GET', '/api/user')).status).toBe(401);
  });
});
