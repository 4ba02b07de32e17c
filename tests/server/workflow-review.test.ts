import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowEvent } from '../../server/workflow/events';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let rse: TestClient;
let editor: TestClient;
let decideur: TestClient;
let agent: TestClient;
let otherAgent: TestClient;
const events: WorkflowEvent[] = [];
let failNextTransition = false;
let report: Record<string, unknown>;

/** The audit trail's transition rows of one registration. */
async function auditedTransitions(id: number) {
  const result = (await t.db.orm.execute(
    sql`SELECT actor, changes FROM audit_log WHERE action = 'transition' AND resource = 'registrations'
        AND record_id = ${id} ORDER BY id`,
  )) as unknown as {
    rows: { actor: string; changes: Record<string, { before: unknown; after: unknown }> }[];
  };
  return result.rows;
}

const q = (filter: object) => `/api/registrations?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  t = await createTestApp({
    registrations: 30,
    listeners: [
      async (event) => {
        if (event.type === 'transition' && failNextTransition) {
          failNextTransition = false;
          throw new Error('listener refused');
        }
        events.push(event);
      },
    ],
  });
  [admin, rse, editor, decideur, agent] = await Promise.all([
    t.as('admin@example.com'),
    t.as('rse@example.com'),
    t.as('editor@example.com'),
    t.as('decideur@example.com'),
    t.as('agent@example.com'),
  ]);
  const agentRole = (await admin.get(q({ q: 'Agent' }).replace('registrations', 'roles'))).json()[0];
  const created = await admin.post('/api/users', {
    nom: 'Second',
    email: 'agent2@example.com',
    password: 'demo1234',
    c_password: 'demo1234',
    role_ids: [agentRole.id],
  });
  expect(created.statusCode).toBe(201);
  otherAgent = await t.as('agent2@example.com');
  const [specie] = (await agent.get('/api/species')).json();
  const [village] = (await agent.get('/api/villages')).json();
  const [disease] = (await agent.get('/api/diseases')).json();
  report = {
    specie_id: specie.id,
    village_id: village.id,
    disease_ids: [disease.id],
    maleNumber: 1,
    femaleNumber: 2,
    coordinates: { lat: 13.5, lng: 18.7 },
  };
});

/** A fresh field report, as the mobile app files it. */
async function fileReport(): Promise<number> {
  const res = await agent.post('/api/registrations', { ...report, status: 'finished' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('review actions, one registration at a time', () => {
  it('a field report arrives waiting (the status cannot be chosen) and raises a created event', async () => {
    const id = await fileReport();
    expect((await rse.get(`/api/registrations/${id}`)).json().status).toBe('waiting');
    expect(events.at(-1)).toMatchObject({ type: 'created', resource: 'registrations', ids: [id] });
    await editor.put(`/api/registrations/${id}`, { status: 'finished' });
    expect((await rse.get(`/api/registrations/${id}`)).json().status).toBe('waiting');
    expect((await editor.put(`/api/registrations/${id}/status`, { status: 'finished' })).statusCode).toBe(
      404,
    );
  });

  it('only holders of validate registration (RSE, Admin) verify; others get 403, other agents 404', async () => {
    const id = await fileReport();
    expect((await editor.post(`/api/registrations/${id}/verify`)).statusCode).toBe(403);
    expect((await decideur.post(`/api/registrations/${id}/verify`)).statusCode).toBe(403);
    expect((await agent.post(`/api/registrations/${id}/verify`)).statusCode).toBe(403);
    expect((await otherAgent.post(`/api/registrations/${id}/verify`)).statusCode).toBe(404);
    expect((await rse.get(`/api/registrations/${id}`)).json().status).toBe('waiting');

    const verified = await rse.post(`/api/registrations/${id}/verify`, { comment: '  Checked by phone  ' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'finished', review_comment: 'Checked by phone' });
    expect(Date.parse(verified.json().verified_at)).not.toBeNaN();
    const history = (await rse.get(`/api/registrations/${id}/transitions`)).json();
    const me = (await rse.get('/api/user')).json().data;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'verify',
        from_state: 'waiting',
        to_state: 'finished',
        comment: 'Checked by phone',
        user_id: me.id,
        user_name: me.name,
      }),
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'transition', action: 'verify', to: 'finished', ids: [id] });
    const [audited] = await auditedTransitions(id);
    expect(audited?.actor).toContain('rse@example.com');
    expect(audited?.changes.status).toEqual({ before: 'waiting', after: 'finished' });
  });

  it('refuses a transition from the wrong state with 422 on the status, in the user’s language', async () => {
    const id = await fileReport();
    await admin.post(`/api/registrations/${id}/verify`);
    const again = await rse.post(`/api/registrations/${id}/verify`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status[0]).toContain('Finished');
    rse.language = 'fr';
    const fr = await rse.post(`/api/registrations/${id}/send-back`, { comment: 'x' });
    expect(fr.json().errors.status[0]).toContain('Terminé');
    rse.language = 'en';
    expect((await rse.get(`/api/registrations/${id}/transitions`)).json()).toHaveLength(1);
  });

  it('sends back with a required comment that the author, and no other agent, reads through the API', async () => {
    const id = await fileReport();
    const bare = await rse.post(`/api/registrations/${id}/send-back`, { comment: '   ' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['comment']);
    const sent = await rse.post(`/api/registrations/${id}/send-back`, { comment: 'Count the females again' });
    expect(sent.json()).toMatchObject({ status: 'returned', review_comment: 'Count the females again' });

    const mine = (await agent.get(q({ status: 'returned' }))).json();
    expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({
      review_comment: 'Count the females again',
    });
    expect((await agent.get(`/api/registrations/${id}/transitions`)).json()[0].comment).toBe(
      'Count the females again',
    );
    expect((await otherAgent.get(`/api/registrations/${id}`)).statusCode).toBe(404);
    expect((await otherAgent.get(`/api/registrations/${id}/transitions`)).statusCode).toBe(404);
    expect((await otherAgent.get(q({ status: 'returned' }))).json()).toEqual([]);
  });

  it('lets only the author correct and resubmit; bad corrections change nothing', async () => {
    const id = await fileReport();
    expect((await agent.post(`/api/registrations/${id}/resubmit`)).statusCode).toBe(422);
    await rse.post(`/api/registrations/${id}/send-back`, { comment: 'Wrong counts' });
    expect((await rse.post(`/api/registrations/${id}/resubmit`)).statusCode).toBe(403);
    expect((await otherAgent.post(`/api/registrations/${id}/resubmit`)).statusCode).toBe(404);

    const bad = await agent.post(`/api/registrations/${id}/resubmit`, { femaleNumber: -3 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['femaleNumber']);
    expect((await agent.get(`/api/registrations/${id}`)).json()).toMatchObject({
      status: 'returned',
      femaleNumber: 2,
    });

    const fixed = await agent.post(`/api/registrations/${id}/resubmit`, {
      femaleNumber: 5,
      comment: 'Recounted',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'waiting', femaleNumber: 5, review_comment: 'Recounted' });
    expect((await rse.post(`/api/registrations/${id}/verify`)).statusCode).toBe(200);
    const steps = (await agent.get(`/api/registrations/${id}/transitions`)).json();
    expect(steps.map((s: { action: string }) => s.action)).toEqual(['send-back', 'resubmit', 'verify']);
  });

  it('cancels with a reason and reopens; a stale updated_at is a 409', async () => {
    const id = await fileReport();
    expect((await rse.post(`/api/registrations/${id}/cancel`)).statusCode).toBe(422);
    const before = (await rse.get(`/api/registrations/${id}`)).json();
    await rse.post(`/api/registrations/${id}/cancel`, { comment: 'Duplicate report' });
    const stale = await rse.post(`/api/registrations/${id}/reopen`, {
      comment: 'Not a duplicate',
      updated_at: before.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const reopened = await rse.post(`/api/registrations/${id}/reopen`, { comment: 'Not a duplicate' });
    expect(reopened.json().status).toBe('waiting');
  });

  it('rolls the whole action back when a listener throws', async () => {
    const id = await fileReport();
    failNextTransition = true;
    expect((await rse.post(`/api/registrations/${id}/verify`)).statusCode).toBe(500);
    expect((await rse.get(`/api/registrations/${id}`)).json().status).toBe('waiting');
    expect((await rse.get(`/api/registrations/${id}/transitions`)).json()).toEqual([]);
  });

  it('answers 404 for unknown or trashed records and unknown actions', async () => {
    expect((await rse.post('/api/registrations/999999/verify')).statusCode).toBe(404);
    const id = await fileReport();
    await admin.delete(`/api/registrations/${id}`);
    expect((await rse.post(`/api/registrations/${id}/verify`)).statusCode).toBe(404);
    expect((await rse.post(`/api/registrations/${id}/approve`)).statusCode).toBe(404);
  });
});

describe('bulk verify', () => {
  it('verifies every waiting record of a filter, skips the others, and records each', async () => {
    const ids = [await fileReport(), await fileReport(), await fileReport()] as const;
    await rse.post(`/api/registrations/${ids[2]}/send-back`, { comment: 'Check' });
    const filter = { id: ids };
    expect((await editor.post('/api/registrations/actions/verify', { filter })).statusCode).toBe(403);
    expect((await agent.post('/api/registrations/actions/verify', { filter })).statusCode).toBe(403);
    expect((await rse.post('/api/registrations/actions/verify', {})).statusCode).toBe(422);
    expect((await rse.post('/api/registrations/actions/send-back', { filter })).statusCode).toBe(404);

    const res = await rse.post('/api/registrations/actions/verify', { filter, comment: 'Batch' });
    expect(res.json()).toEqual({ count: 2 });
    const statuses = (await rse.get(q({ id: ids })))
      .json()
      .map((r: { id: number; status: string }) => [r.id, r.status]);
    expect(Object.fromEntries(statuses)).toEqual({
      [ids[0]]: 'finished',
      [ids[1]]: 'finished',
      [ids[2]]: 'returned',
    });
    expect((await rse.get(`/api/registrations/${ids[0]}/transitions`)).json()[0]).toMatchObject({
      action: 'verify',
      comment: 'Batch',
      from_state: 'waiting',
    });
    expect(events.at(-1)).toMatchObject({ type: 'transition', action: 'verify' });
    expect([...(events.at(-1)?.ids ?? [])].sort()).toEqual([ids[0], ids[1]].sort());
    expect((await auditedTransitions(ids[1]))[0]?.changes).toEqual({
      status: { before: 'waiting', after: 'finished' },
    });
    expect(await auditedTransitions(ids[2])).toHaveLength(1);
    expect((await rse.post('/api/registrations/actions/verify', { filter })).json()).toEqual({ count: 0 });
  });

  it('verifies the selected ids, and a filter by field values', async () => {
    const [a, b] = [await fileReport(), await fileReport()];
    expect((await admin.post('/api/registrations/actions/verify', { ids: [a] })).json()).toEqual({
      count: 1,
    });
    expect((await rse.get(`/api/registrations/${b}`)).json().status).toBe('waiting');
    const waiting = Number(
      String((await rse.get(q({ status: 'waiting' }))).headers['content-range']).split('/')[1],
    );
    const res = await rse.post('/api/registrations/actions/verify', { filter: { status: 'waiting' } });
    expect(res.json()).toEqual({ count: waiting });
    expect((await rse.get(q({ status: 'waiting' }))).json()).toEqual([]);
  });

  it('rejects a bad filter with 400 and changes nothing', async () => {
    const res = await rse.post('/api/registrations/actions/verify', { filter: { colour: 'red' } });
    expect(res.statusCode).toBe(400);
  });
});
