import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let agent: TestClient;
let editor: TestClient;
let body: () => Record<string, unknown>;

const count = async (client: TestClient) =>
  Number(String((await client.get('/api/registrations?range=[0,0]')).headers['content-range']).split('/')[1]);

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
  agent = await t.as('agent@example.com');
  editor = await t.as('editor@example.com');
  const [specie] = (await editor.get('/api/species?range=[0,0]')).json();
  const [village] = (await editor.get('/api/villages?range=[0,0]')).json();
  const [disease] = (await editor.get('/api/diseases?range=[0,0]')).json();
  body = () => ({
    specie_id: specie.id,
    disease_ids: [disease.id],
    maleNumber: 1,
    femaleNumber: 2,
    village_id: village.id,
    coordinates: { lat: 12.1, lng: 15.05 },
  });
}, 120_000);

describe('registrations carry a client uuid', () => {
  it('a replayed create answers the original (200) and writes nothing more', async () => {
    const uuid = randomUUID();
    const first = await agent.post('/api/registrations', { ...body(), uuid });
    expect(first.statusCode).toBe(201);
    expect(first.json().uuid).toBe(uuid);
    const before = await count(agent);
    const again = await agent.post('/api/registrations', {
      ...body(),
      maleNumber: 9,
      uuid: uuid.toUpperCase(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count(agent)).toBe(before);
  });

  it('parallel replays of one submission create one record', async () => {
    const uuid = randomUUID();
    const before = await count(agent);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => agent.post('/api/registrations', { ...body(), uuid })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await count(agent)).toBe(before + 1);
  });

  it("another account's uuid is a conflict (409), never its record", async () => {
    const uuid = randomUUID();
    expect((await editor.post('/api/registrations', { ...body(), uuid })).statusCode).toBe(201);
    const taken = await agent.post('/api/registrations', { ...body(), uuid });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Another account already sent a record with this identifier (uuid).',
    });
  });

  it('refuses a malformed uuid (422, in the language of the user) and never changes one on update', async () => {
    const before = await count(agent);
    const bad = await agent.post('/api/registrations', { ...body(), uuid: 'not-a-uuid' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.uuid).toEqual(['Enter a UUID (e.g. 0b9f3c4e-8d52-4a8e-9a43-6f1d2b7c5e10)']);
    expect(await count(agent)).toBe(before);

    const uuid = randomUUID();
    const created = (await editor.post('/api/registrations', { ...body(), uuid })).json();
    const updated = await editor.put(`/api/registrations/${created.id}`, {
      uuid: randomUUID(),
      maleNumber: 4,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ uuid, maleNumber: 4 });
  });

  it('a create without a uuid still works and stores none', async () => {
    const res = await agent.post('/api/registrations', body());
    expect(res.statusCode).toBe(201);
    expect(res.json().uuid).toBeNull();
  });
});
