import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { outbreakGrouping } from '../../server/outbreaks/listener';
import type { OutbreakEvent, WorkflowListener } from '../../server/workflow/events';
import { createTestApp, type TestApp, type TestClient, testConfig } from '../support/test-app';

/**
 * The `outbreak` event (issue 10, for the alert rules of issue 11): every listener of the app hears which
 * outbreaks a write opened or joined, after the outbreaks are refreshed, in the write's transaction.
 */
let t: TestApp;
let agent: TestClient;
let rse: TestClient;
let specie: number;
let diseaseA: number;
let diseaseB: number;
let village: number;

interface Heard {
  event: OutbreakEvent;
  /** The outbreaks' registrations_count as the listener reads them in the write's transaction. */
  counts: Record<number, number>;
}
let heard: Heard[] = [];

/** A listener after the grouping, as the alert rules will be. */
const recorder: WorkflowListener = async (event, tx) => {
  if (event.type !== 'outbreak') return;
  const rows = await queryRows<{ id: number; registrations_count: number }>(
    tx,
    sql`SELECT id, registrations_count FROM outbreaks WHERE id = ANY(${sql.param(event.ids)}::int[])`,
  );
  heard.push({ event, counts: Object.fromEntries(rows.map((r) => [r.id, r.registrations_count])) });
};

async function report(diseases: number[], lat = 12.1) {
  const res = await agent.post('/api/registrations', {
    specie_id: specie,
    village_id: village,
    disease_ids: diseases,
    maleNumber: 1,
    femaleNumber: 2,
    coordinates: { lat, lng: 15.05 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function outbreakOf(registration: number, disease: number) {
  const [row] = await queryRows<{ outbreak_id: number }>(
    t.db.orm,
    sql`SELECT outbreak_id FROM outbreak_registrations
        WHERE registration_id = ${registration} AND disease_id = ${disease}`,
  );
  return row?.outbreak_id;
}

beforeAll(async () => {
  t = await createTestApp({
    registrations: 0,
    listeners: [outbreakGrouping(testConfig().outbreaks), recorder],
  });
  [agent, rse] = await Promise.all([t.as('agent@example.com'), t.as('rse@example.com')]);
  const [s] = await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM species ORDER BY id LIMIT 1`);
  const diseases = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT id FROM diseases ORDER BY id LIMIT 2`,
  );
  const [v] = await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM villages ORDER BY id LIMIT 1`);
  specie = s!.id;
  diseaseA = diseases[0]!.id;
  diseaseB = diseases[1]!.id;
  village = v!.id;
}, 120_000);

beforeEach(() => {
  heard = [];
});

describe('the outbreak event', () => {
  let first: number;
  let second: number;
  let outbreakA: number;

  it('a first report opens an outbreak: opened, by the grouping, its first case, the row already refreshed', async () => {
    first = await report([diseaseA]);
    outbreakA = (await outbreakOf(first, diseaseA))!;
    expect(heard).toHaveLength(1);
    expect(heard[0]!.event).toMatchObject({
      type: 'outbreak',
      resource: 'outbreaks',
      ids: [outbreakA],
      changes: [
        {
          outbreakId: outbreakA,
          diseaseId: diseaseA,
          kind: 'opened',
          registrationIds: [first],
          cause: 'grouping',
        },
      ],
    });
    expect(heard[0]!.event.viewer.email).toBe('agent@example.com');
    expect(heard[0]!.counts).toEqual({ [outbreakA]: 1 });
  });

  it('a report of two diseases joins one outbreak and opens another, in one event', async () => {
    const id = await report([diseaseA, diseaseB]);
    second = id;
    const outbreakB = (await outbreakOf(id, diseaseB))!;
    expect(heard).toHaveLength(1);
    const { event, counts } = heard[0]!;
    expect(new Set(event.ids)).toEqual(new Set([outbreakA, outbreakB]));
    expect(event.changes).toEqual(
      expect.arrayContaining([
        {
          outbreakId: outbreakA,
          diseaseId: diseaseA,
          kind: 'joined',
          registrationIds: [id],
          cause: 'grouping',
        },
        {
          outbreakId: outbreakB,
          diseaseId: diseaseB,
          kind: 'opened',
          registrationIds: [id],
          cause: 'grouping',
        },
      ]),
    );
    expect(event.changes).toHaveLength(2);
    expect(counts).toEqual({ [outbreakA]: 2, [outbreakB]: 1 });
  });

  it('a correction that keeps the report in its outbreak, and a verification, say nothing', async () => {
    expect((await rse.put(`/api/registrations/${first}`, { maleNumber: 4 })).statusCode).toBe(200);
    expect((await rse.post(`/api/registrations/${first}/verify`, {})).statusCode).toBe(200);
    expect(heard).toEqual([]);
  });

  it("a reviewer's move into a new outbreak opens it, and back joins the first one (cause: move)", async () => {
    const moved = await rse.post(`/api/outbreaks/${outbreakA}/move`, { registration_id: first, to: null });
    expect(moved.statusCode, moved.body).toBe(200);
    const fresh = moved.json().outbreak_id as number;
    expect(heard.map((h) => h.event.changes)).toEqual([
      [{ outbreakId: fresh, diseaseId: diseaseA, kind: 'opened', registrationIds: [first], cause: 'move' }],
    ]);
    expect(heard[0]!.event.viewer.email).toBe('rse@example.com');
    expect(heard[0]!.counts).toEqual({ [fresh]: 1 });

    heard = [];
    const back = await rse.post(`/api/outbreaks/${fresh}/move`, { registration_id: first, to: outbreakA });
    expect(back.statusCode, back.body).toBe(200);
    expect(heard.map((h) => h.event.changes)).toEqual([
      [
        {
          outbreakId: outbreakA,
          diseaseId: diseaseA,
          kind: 'joined',
          registrationIds: [first],
          cause: 'move',
        },
      ],
    ]);
    expect(heard[0]!.counts).toEqual({ [outbreakA]: 2 });
  });

  it('a refused move and a canceled report (leaving its outbreak) say nothing', async () => {
    // A finished report cannot be canceled: the message names its status.
    const finished = await rse.post(`/api/registrations/${first}/cancel`, { comment: 'duplicate' });
    expect(finished.statusCode).toBe(422);
    expect(finished.json().message).toBe('This action is not possible while the status is “Finished”.');
    const refused = await rse.post(`/api/outbreaks/${outbreakA}/move`, {
      registration_id: first,
      to: 999_999,
    });
    expect(refused.statusCode).toBe(422);
    const res = await rse.post(`/api/registrations/${second}/cancel`, { comment: 'duplicate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(heard).toEqual([]);
  });
});
