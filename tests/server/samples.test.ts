/**
 * Issue 10 item 3: laboratory samples, a child collection of a registration, and the classification
 * rules: a positive result confirms (laboratory); all negative rules out unless a reviewer classified the
 * case with a reason; permissions and areas follow the registration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowEvent } from '../../server/workflow/events';
import { nth } from '../../shared/arrays';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let rse: TestClient;
let editor: TestClient;
let decideur: TestClient;
let agent: TestClient;
const events: WorkflowEvent[] = [];
let base: Record<string, unknown>;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sample = (registration_id: number, result = 'pending', extra: object = {}) => ({
  registration_id,
  sample_date: day(-3),
  laboratory: 'LRVZ Farcha',
  test: 'RT-PCR',
  result,
  result_date: result === 'pending' ? null : day(-1),
  ...extra,
});

async function newCase(client: TestClient = rse): Promise<number> {
  const res = await client.post('/api/registrations', base);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const read = async (id: number) => (await rse.get(`/api/registrations/${id}`)).json();
const addSample = async (id: number, result: string) => {
  const res = await rse.post('/api/samples', sample(id, result));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp({ registrations: 30, listeners: [async (event) => void events.push(event)] });
  [rse, editor, decideur, agent] = await Promise.all([
    t.as('rse@example.com'),
    t.as('editor@example.com'),
    t.as('decideur@example.com'),
    t.as('agent@example.com'),
  ]);
  const [species] = (await rse.get('/api/species?range=[0,0]')).json();
  base = {
    specie_id: species.id,
    disease_ids: [(await rse.get('/api/diseases?range=[0,0]')).json()[0].id],
    maleNumber: 2,
    femaleNumber: 3,
    village_id: (await rse.get('/api/villages?range=[0,0]')).json()[0].id,
    coordinates: { lat: 12.1, lng: 15.05 },
  };
}, 120_000);

describe('laboratory samples classify the case', () => {
  it('a pending sample leaves it suspected; a positive result confirms it (laboratory) and says so to the listeners', async () => {
    const id = await newCase();
    await addSample(id, 'pending');
    expect((await read(id)).classification).toBe('suspected');
    events.length = 0;
    await addSample(id, 'positive');
    const record = await read(id);
    expect(record.classification).toBe('confirmed_laboratory');
    expect(record.confirmed_at).not.toBeNull();
    // The parent is reclassified inside the sample's write, before its creation is announced.
    expect(events.map((e) => e.type)).toEqual(['classified', 'confirmed', 'created']);
    expect(events[0]).toMatchObject({
      resource: 'registrations',
      ids: [id],
      from: 'suspected',
      to: 'confirmed_laboratory',
      cause: 'samples',
    });
    const listed = (
      await rse.get(`/api/samples?filter=${encodeURIComponent(JSON.stringify({ registration_id: id }))}`)
    ).json();
    expect(listed.map((s: { result: string }) => s.result).sort()).toEqual(['pending', 'positive']);
  });

  it('all negative rules it out; a new pending sample makes it suspected again; correcting a result reclassifies', async () => {
    const id = await newCase();
    const first = await addSample(id, 'negative');
    expect((await read(id)).classification).toBe('ruled_out');
    const pending = await addSample(id, 'pending');
    expect((await read(id)).classification).toBe('suspected');
    expect(
      (await rse.put(`/api/samples/${pending}`, { result: 'negative', result_date: day(0) })).statusCode,
    ).toBe(200);
    expect((await read(id)).classification).toBe('ruled_out');
    expect((await rse.put(`/api/samples/${first}`, { result: 'positive' })).statusCode).toBe(200);
    expect((await read(id)).classification).toBe('confirmed_laboratory');
    expect((await rse.delete(`/api/samples/${first}`)).statusCode).toBe(200);
    const after = await read(id);
    expect(after).toMatchObject({ classification: 'ruled_out', confirmed_at: null });
  });

  it('a reviewer’s classification with a reason stands against negative results, until a positive one', async () => {
    const id = await newCase();
    await addSample(id, 'negative');
    expect((await read(id)).classification).toBe('ruled_out');
    const noReason = await rse.post(`/api/registrations/${id}/confirm-clinical`, {});
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['comment']);
    events.length = 0;
    const confirmed = await rse.post(`/api/registrations/${id}/confirm-clinical`, {
      comment: 'Typical lesions on 4 animals; sample taken too late',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      classification: 'confirmed_clinical',
      classification_reason: 'Typical lesions on 4 animals; sample taken too late',
    });
    expect(confirmed.json().confirmed_at).not.toBeNull();
    expect(events.map((e) => e.type)).toEqual(['transition', 'classified', 'confirmed']);
    expect(events[1]).toMatchObject({ cause: 'review', from: 'ruled_out', to: 'confirmed_clinical' });

    await addSample(id, 'negative');
    expect((await read(id)).classification).toBe('confirmed_clinical');
    // From confirmed by a laboratory, a reviewer cannot take it back: the result must be corrected.
    const positive = await addSample(id, 'positive');
    expect((await read(id)).classification).toBe('confirmed_laboratory');
    const refused = await rse.post(`/api/registrations/${id}/rule-out`, { comment: 'no' });
    expect(refused.statusCode).toBe(422);
    // The positive result superseded the reviewer: without it, the negatives rule the case out.
    await rse.delete(`/api/samples/${positive}`);
    expect((await read(id)).classification).toBe('ruled_out');
    const history = (await rse.get(`/api/registrations/${id}/transitions`)).json();
    expect(history.map((h: { action: string }) => h.action)).toContain('confirm-clinical');
  });

  it('refuses a result dated before its sample, a result without a date, a sample in the future, or of an unknown registration (422, nothing written, in the reader’s language)', async () => {
    const id = await newCase();
    rse.language = 'fr';
    const res = await rse.post(
      '/api/samples',
      sample(id, 'negative', { sample_date: day(-1), result_date: day(-2) }),
    );
    rse.language = 'en';
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      result_date: ['Ne peut pas être antérieure à : Date du prélèvement'],
    });
    const undated = await rse.post('/api/samples', sample(id, 'positive', { result_date: null }));
    expect(undated.statusCode).toBe(422);
    expect(undated.json().errors).toEqual({ result_date: ['Required when Result is “Positive”'] });
    const future = await rse.post('/api/samples', sample(id, 'pending', { sample_date: day(3) }));
    expect(future.json().errors.sample_date).toEqual(['Cannot be later than today']);
    const orphan = await rse.post('/api/samples', sample(999_999));
    expect(orphan.json().errors.registration_id).toEqual(['The selected item does not exist']);
    const bad = await rse.post('/api/samples', sample(id, 'maybe'));
    expect(Object.keys(bad.json().errors)).toEqual(['result']);
    const listed = (
      await rse.get(`/api/samples?filter=${encodeURIComponent(JSON.stringify({ registration_id: id }))}`)
    ).json();
    expect(listed).toEqual([]);
    expect((await read(id)).classification).toBe('suspected');
  });

  it('a pending sample may have no result date; giving it a result asks for one, checked against the stored sample date', async () => {
    const id = await newCase();
    const pending = await addSample(id, 'pending');
    const undated = await rse.put(`/api/samples/${pending}`, { result: 'negative' });
    expect(undated.statusCode).toBe(422);
    expect(Object.keys(undated.json().errors)).toEqual(['result_date']);
    const early = await rse.put(`/api/samples/${pending}`, { result: 'negative', result_date: day(-4) });
    expect(early.json().errors).toEqual({ result_date: ['Cannot be earlier than: Sample date'] });
    expect((await read(id)).classification).toBe('suspected');
    const ok = await rse.put(`/api/samples/${pending}`, { result: 'negative', result_date: day(-3) });
    expect(ok.statusCode).toBe(200);
    expect((await read(id)).classification).toBe('ruled_out');
  });
});

describe('who may record samples and classify', () => {
  it('only reviewers (validate registration) write samples and classify; others are refused, field agents read nothing', async () => {
    const id = await newCase();
    expect((await editor.post('/api/samples', sample(id, 'positive'))).statusCode).toBe(403);
    expect((await decideur.post('/api/samples', sample(id, 'positive'))).statusCode).toBe(403);
    expect((await agent.post('/api/samples', sample(id, 'positive'))).statusCode).toBe(403);
    expect(
      (await editor.post(`/api/registrations/${id}/confirm-clinical`, { comment: 'sure' })).statusCode,
    ).toBe(403);
    expect((await read(id)).classification).toBe('suspected');
    const mine = await addSample(id, 'pending');
    expect((await editor.put(`/api/samples/${mine}`, { result: 'positive' })).statusCode).toBe(403);
    expect((await editor.delete(`/api/samples/${mine}`)).statusCode).toBe(403);
    expect((await decideur.get(`/api/samples/${mine}`)).statusCode).toBe(200);
    expect((await agent.get('/api/samples')).statusCode).toBe(403);
    // A registration cannot be classified through a form.
    const put = await rse.put(`/api/registrations/${id}`, { classification: 'confirmed_clinical' });
    expect(put.statusCode).toBe(200);
    expect((await read(id)).classification).toBe('suspected');
  });

  it('a provincial reviewer reads and writes samples of registrations in the province only', async () => {
    const all = (await rse.get('/api/registrations?range=[0,999]')).json() as {
      id: number;
      province_id: number;
    }[];
    const province = nth(all, 0).province_id;
    const provincial = await signInOfficer(t, 'rse-samples@example.com', { province_ids: [province] });
    const insideId = nth(
      all.filter((r) => r.province_id === province),
      0,
    ).id;
    const outside = all.find((r) => r.province_id !== province)!;
    const outsideSample = await addSample(outside.id, 'pending');
    const insideSample = await addSample(insideId, 'pending');
    const listed = (await provincial.get('/api/samples?range=[0,999]')).json() as { id: number }[];
    expect(listed.map((s) => s.id)).toContain(insideSample);
    expect(listed.map((s) => s.id)).not.toContain(outsideSample);
    expect((await provincial.get(`/api/samples/${outsideSample}`)).statusCode).toBe(404);
    expect((await provincial.post('/api/samples', sample(outside.id, 'positive'))).statusCode).toBe(403);
    expect((await provincial.put(`/api/samples/${outsideSample}`, { result: 'positive' })).statusCode).toBe(
      403,
    );
    expect((await read(outside.id)).classification).not.toBe('confirmed_laboratory');
    const ok = await provincial.put(`/api/samples/${insideSample}`, {
      result: 'positive',
      result_date: day(0),
    });
    expect(ok.statusCode).toBe(200);
    expect((await read(insideId)).classification).toBe('confirmed_laboratory');
  });

  it('samples go with their registration when it is deleted for good', async () => {
    const admin = await t.as('admin@example.com');
    const id = await newCase();
    const s = await addSample(id, 'negative');
    expect((await admin.delete(`/api/registrations/${id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/registrations/${id}?force=true`)).statusCode).toBe(200);
    expect((await admin.get(`/api/samples/${s}`)).statusCode).toBe(404);
  });
});
