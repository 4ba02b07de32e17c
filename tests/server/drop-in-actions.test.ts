import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { migrationFor } from '../support/generated-migration';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import campaigns from './fixtures/campaigns';

/**
 * Issue 10 item 8: the review workflow is the kit's, not the registrations'. A module declaring actions
 * (tests/server/fixtures/campaigns.ts) gets their routes, their permission, their state and comment rules,
 * their history and their bulk route with no other code.
 */
let t: TestApp;
let admin: TestClient;
let decideur: TestClient;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0, resources: [...resources, campaigns] });
  for (const statement of await migrationFor(resources, [campaigns]))
    await t.db.orm.execute(sql.raw(statement));
  [admin, decideur] = await Promise.all([t.as('admin@example.com'), t.as('decideur@example.com')]);
});

const create = async (name: string): Promise<number> => {
  const res = await admin.post('/api/campaigns', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};

describe("a dropped-in resource's declared actions", () => {
  it('run from their states only, by holders of their permission, with their comment rule, stamp and history', async () => {
    const id = await create('PPR 2026');
    expect((await admin.get(`/api/campaigns/${id}`)).json().status).toBe('planned');
    // The state moves by its actions only, not by a form.
    await admin.put(`/api/campaigns/${id}`, { status: 'closed' });
    expect((await admin.get(`/api/campaigns/${id}`)).json().status).toBe('planned');
    expect((await decideur.post(`/api/campaigns/${id}/start`)).statusCode).toBe(403);
    expect((await admin.post(`/api/campaigns/${id}/close`, { comment: 'Done' })).statusCode).toBe(422);

    const started = await admin.post(`/api/campaigns/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('running');
    expect(Date.parse(started.json().started_at)).not.toBeNaN();
    const bare = await admin.post(`/api/campaigns/${id}/close`, { comment: ' ' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['comment']);
    const closed = await admin.post(`/api/campaigns/${id}/close`, { comment: 'All villages reached' });
    expect(closed.json()).toMatchObject({ status: 'closed', closing_note: 'All villages reached' });
    const history = (await admin.get(`/api/campaigns/${id}/transitions`)).json();
    expect(history.map((h: { action: string; to_state: string }) => [h.action, h.to_state])).toEqual([
      ['start', 'running'],
      ['close', 'closed'],
    ]);
  });

  it('its bulk action moves every record of a filter that may move, and is refused to others', async () => {
    const ids = [await create('FMD north'), await create('FMD south')];
    await admin.post(`/api/campaigns/${ids[1]}/start`);
    expect((await decideur.post('/api/campaigns/actions/start', { filter: { id: ids } })).statusCode).toBe(
      403,
    );
    expect((await admin.post('/api/campaigns/actions/close', { filter: { id: ids } })).statusCode).toBe(404);
    expect((await admin.post('/api/campaigns/actions/start', { filter: { id: ids } })).json()).toEqual({
      count: 1,
    });
    const statuses = await Promise.all(
      ids.map(async (id) => (await admin.get(`/api/campaigns/${id}`)).json().status),
    );
    expect(statuses).toEqual(['running', 'running']);
  });
});
