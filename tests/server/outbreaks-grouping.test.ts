import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localToday } from '../../server/dashboard/calendar';
import { queryRows } from '../../server/db/query';
import { refreshOutbreaks } from '../../server/outbreaks/refresh';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Outbreak grouping (issue 10 item 5): same disease and municipality, or within the distance, and within
 * the window of the last case → the same outbreak; otherwise a new one; a canceled report leaves it; a
 * reviewer moves a report. Rules: 21 days, 10 km.
 */
let t: TestApp;
let agent: TestClient;
let rse: TestClient;
let editor: TestClient;
let specie: number;
let diseaseA: number;
let diseaseB: number;
/** Two villages of one municipality, and one of a municipality in another province. */
let village1: number;
let village2: number;
let farVillage: number;

type Outbreak = Record<string, unknown> & { id: number };

async function report(
  village: number,
  coordinates: { lat: number; lng: number },
  diseases = [diseaseA],
  onset_date?: string,
) {
  const res = await agent.post('/api/registrations', {
    specie_id: specie,
    village_id: village,
    disease_ids: diseases,
    maleNumber: 2,
    femaleNumber: 3,
    coordinates,
    onset_date,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** The outbreaks a registration belongs to, by disease. */
async function outbreaksOf(id: number) {
  const rows = await queryRows<{ outbreak_id: number; disease_id: number }>(
    t.db.orm,
    sql`SELECT outbreak_id, disease_id FROM outbreak_registrations WHERE registration_id = ${id} ORDER BY disease_id`,
  );
  return rows;
}

const outbreakOf = async (id: number) => (await outbreaksOf(id))[0]?.outbreak_id;
const show = async (id: number): Promise<Outbreak> => (await rse.get(`/api/outbreaks/${id}`)).json();

/** Dates every case of an outbreak `days` earlier, as if reported then. */
async function age(outbreak: number, days: number) {
  await t.db.orm.execute(sql`UPDATE registrations SET created_at = created_at - make_interval(days => ${days}),
      report_date = report_date - ${days}::int, onset_date = onset_date - ${days}::int
    WHERE id IN (SELECT registration_id FROM outbreak_registrations WHERE outbreak_id = ${outbreak})`);
  await refreshOutbreaks(t.db.orm, [outbreak]);
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  [agent, rse, editor] = await Promise.all([
    t.as('agent@example.com'),
    t.as('rse@example.com'),
    t.as('editor@example.com'),
  ]);
  const [s] = await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM species ORDER BY id LIMIT 1`);
  const diseases = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT id FROM diseases ORDER BY id LIMIT 2`,
  );
  const [pair] = await queryRows<{ a: number; b: number; province_id: number }>(
    t.db.orm,
    sql`SELECT min(v.id) AS a, max(v.id) AS b, min(d.province_id) AS province_id
        FROM villages v JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
        GROUP BY v.municipality_id HAVING count(*) >= 2 ORDER BY v.municipality_id LIMIT 1`,
  );
  const [far] = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT v.id FROM villages v JOIN municipalities m ON m.id = v.municipality_id
        JOIN departments d ON d.id = m.department_id WHERE d.province_id <> ${pair!.province_id} ORDER BY v.id LIMIT 1`,
  );
  specie = s!.id;
  diseaseA = diseases[0]!.id;
  diseaseB = diseases[1]!.id;
  village1 = pair!.a;
  village2 = pair!.b;
  farVillage = far!.id;
}, 120_000);

const HERE = { lat: 12.1, lng: 15.05 };
/** About 4.4 km north of HERE. */
const NEAR = { lat: 12.14, lng: 15.05 };
/** About 330 km east of HERE. */
const FAR = { lat: 12.1, lng: 18.1 };

describe('outbreak grouping', () => {
  let first: number;

  it('a first report opens an outbreak of its disease at its village', async () => {
    const id = await report(village1, HERE);
    first = (await outbreakOf(id))!;
    const outbreak = await show(first);
    expect(outbreak).toMatchObject({
      disease_id: diseaseA,
      status: 'ongoing',
      village_id: village1,
      cases: 5,
      registrations_count: 1,
      coordinates: HERE,
    });
    expect(outbreak.ref).toMatch(/^OB-\d{4}-\d{4}$/);
    expect(outbreak.municipality_id).toEqual(expect.any(Number));
    expect(outbreak.province_id).toEqual(expect.any(Number));
    expect(outbreak.started_at).toBe(outbreak.last_case_at);
    // A day of the dashboard's calendar, without a time: today, as the report gave no onset date.
    expect(outbreak.started_at).toBe(localToday());
  });

  it('a report of the same disease in the same municipality joins it, however far', async () => {
    const id = await report(village2, FAR);
    expect(await outbreakOf(id)).toBe(first);
    const outbreak = await show(first);
    expect(outbreak).toMatchObject({ cases: 10, registrations_count: 2 });
    // The centre is the mean of the registrations' coordinates.
    expect(outbreak.coordinates).toEqual({ lat: 12.1, lng: (15.05 + 18.1) / 2 });
  });

  it('a report of another municipality within the distance of the centre joins it', async () => {
    const centre = (await show(first)).coordinates as { lat: number; lng: number };
    const id = await report(farVillage, { lat: centre.lat + 0.04, lng: centre.lng });
    expect(await outbreakOf(id)).toBe(first);
  });

  it('a report of another municipality beyond the distance opens a new outbreak', async () => {
    const id = await report(farVillage, { lat: 9.5, lng: 16.5 });
    const other = await outbreakOf(id);
    expect(other).not.toBe(first);
    expect((await show(other!)).registrations_count).toBe(1);
  });

  it('a report of another disease at the same place opens its own outbreak; one of two diseases joins both', async () => {
    const b = await report(village1, HERE, [diseaseB]);
    const outbreakB = await outbreakOf(b);
    expect(outbreakB).not.toBe(first);
    expect((await show(outbreakB!)).disease_id).toBe(diseaseB);
    const both = await report(village1, NEAR, [diseaseA, diseaseB]);
    expect((await outbreaksOf(both)).map((m) => m.outbreak_id)).toEqual([first, outbreakB]);
  });

  it('after the window (21 days since the last case) the same place opens a new outbreak', async () => {
    await age(first, 22);
    const id = await report(village1, HERE);
    const fresh = await outbreakOf(id);
    expect(fresh).not.toBe(first);
    // Within the window it would have joined: 20 days is still the same outbreak.
    await age(fresh!, 20);
    expect(await outbreakOf(await report(village1, HERE))).toBe(fresh);
    // The onset date dates a case: 25 days ago is within the window of the cases 20 days ago and today,
    // and starts the outbreak that day; 50 days ago is not, and opens another.
    const onset = addDays(localToday(), -25);
    expect(await outbreakOf(await report(village1, HERE, [diseaseA], onset))).toBe(fresh);
    expect((await show(fresh!)).started_at).toBe(onset);
    const older = await outbreakOf(await report(village1, HERE, [diseaseA], addDays(localToday(), -50)));
    expect(older).not.toBe(fresh);
  });

  it('a resolved outbreak takes no new case', async () => {
    const id = await report(farVillage, { lat: 9.5, lng: 16.5 });
    const outbreak = await show((await outbreakOf(id))!);
    const res = await rse.put(`/api/outbreaks/${outbreak.id}`, { status: 'resolved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended_at).toBe(localToday());
    expect(await outbreakOf(await report(farVillage, { lat: 9.5, lng: 16.5 }))).not.toBe(outbreak.id);
  });

  it('an end date before the last case or after today is refused on the field; a day in between is kept', async () => {
    const outbreak = await show((await outbreakOf(await report(farVillage, { lat: 7.5, lng: 21.5 })))!);
    const resolve = (ended_at: string) =>
      rse.put(`/api/outbreaks/${outbreak.id}`, { status: 'resolved', ended_at });
    for (const day of [addDays(localToday(), -1), addDays(localToday(), 1)]) {
      const res = await resolve(day);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['ended_at']);
    }
    expect((await show(outbreak.id)).status).toBe('ongoing');
    const res = await resolve(localToday());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', ended_at: localToday() });
  });

  it('a canceled report leaves its outbreak; an outbreak left empty is removed', async () => {
    const id = await report(farVillage, { lat: 8.5, lng: 20.5 }, [diseaseB]);
    const alone = (await outbreakOf(id))!;
    const res = await rse.post(`/api/registrations/${id}/cancel`, { comment: 'duplicate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outbreaksOf(id)).toEqual([]);
    expect((await rse.get(`/api/outbreaks/${alone}`)).statusCode).toBe(404);
    // Reopened, it is grouped again.
    expect(
      (await rse.post(`/api/registrations/${id}/reopen`, { comment: 'not a duplicate' })).statusCode,
    ).toBe(200);
    expect(await outbreakOf(id)).toEqual(expect.any(Number));
  });

  it('a corrected disease moves the report to an outbreak of the new disease', async () => {
    const id = await report(village1, HERE, [diseaseA]);
    const res = await rse.put(`/api/registrations/${id}`, { disease_ids: [diseaseB] });
    expect(res.statusCode, res.body).toBe(200);
    const [membership] = await outbreaksOf(id);
    expect(membership?.disease_id).toBe(diseaseB);
  });

  it("an outbreak's confirmation date is its first confirmed case's; suspected cases leave it empty", async () => {
    const first = await report(farVillage, { lat: 9.1, lng: 18.1 });
    const outbreak = (await outbreakOf(first))!;
    const second = await report(farVillage, { lat: 9.1, lng: 18.1 });
    expect(await outbreakOf(second)).toBe(outbreak);
    expect((await show(outbreak)).confirmed_at).toBeNull();
    const confirmed = await rse.post(`/api/registrations/${second}/confirm-clinical`, {
      comment: 'Typical lesions',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().confirmed_at).toEqual(expect.any(String));
    expect((await show(outbreak)).confirmed_at).toBe(confirmed.json().confirmed_at);
  });

  it('a reviewer declares an outbreak endemic and back to ongoing; neither has an end date', async () => {
    const outbreak = (await outbreakOf(await report(farVillage, { lat: 11.5, lng: 17.5 }, [diseaseB])))!;
    const endemic = await rse.put(`/api/outbreaks/${outbreak}`, { status: 'endemic' });
    expect(endemic.statusCode, endemic.body).toBe(200);
    expect(endemic.json()).toMatchObject({ status: 'endemic', ended_at: null });
    const bad = await rse.put(`/api/outbreaks/${outbreak}`, { status: 'over' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    const back = await rse.put(`/api/outbreaks/${outbreak}`, { status: 'ongoing' });
    expect(back.json()).toMatchObject({ status: 'ongoing', ended_at: null });
  });

  it('outbreaks are opened by the server only, and changed only by reviewers', async () => {
    expect((await rse.post('/api/outbreaks', { village_id: village1 })).statusCode).toBe(404);
    expect((await rse.delete(`/api/outbreaks/${first}`)).statusCode).toBe(404);
    expect((await editor.put(`/api/outbreaks/${first}`, { status: 'endemic' })).statusCode).toBe(403);
    expect((await agent.get(`/api/outbreaks/${first}`)).statusCode).toBe(403);
  });
});
