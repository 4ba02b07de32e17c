import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import readXlsxFile, { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localToday } from '../../server/dashboard/calendar';
import { queryRows } from '../../server/db/query';
import { caseDate, casesOf } from '../../server/outbreaks/case-date';
import { refreshOutbreaks } from '../../server/outbreaks/refresh';
import { logOutbreakUpdates, outbreaksUpdated } from '../support/outbreak-updates';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * WOAH-ready exports (issue 10 item 6) against a fixture computed by hand, the outbreak summary, and a
 * reviewer's move. Four reports of WOAH-listed diseases: disease A in one municipality (species 1: 5 + 8
 * sick, 40 + 60 at risk, 1 + 2 dead, 2 destroyed, 1 slaughtered; species 2: 1 sick, 10 at risk, 5
 * vaccinated), disease B elsewhere (species 1: 7 sick, nothing else recorded); a fifth report of A, ruled
 * out, counts nowhere. The first report's onset date, 3 days before its report, starts outbreak A.
 */
let t: TestApp;
let agent: TestClient;
let rse: TestClient;
let editor: TestClient;
const ids: Record<string, number> = {};
let outbreakA: number;
let outbreakB: number;
let names: { a: string; b: string; s1: string; s2: string };

type CaseCounts = Partial<
  Record<'susceptible' | 'deaths' | 'destroyed' | 'slaughtered' | 'vaccinated', number>
>;

async function report(
  village: number,
  specie: number,
  disease: number,
  sick: [number, number],
  caseData: CaseCounts & { onset_date?: string } = {},
  lat = 12.1,
) {
  const res = await agent.post('/api/registrations', {
    specie_id: specie,
    village_id: village,
    disease_ids: [disease],
    maleNumber: sick[0],
    femaleNumber: sick[1],
    coordinates: { lat, lng: 15.05 },
    ...caseData,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const outbreakOf = async (registration: number) =>
  (
    await queryRows<{ outbreak_id: number }>(
      t.db.orm,
      sql`SELECT outbreak_id FROM outbreak_registrations WHERE registration_id = ${registration}`,
    )
  )[0]?.outbreak_id;

const csvRows = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

const today = localToday();
const year = Number(today.slice(0, 4));
const semester = Number(today.slice(5, 7)) <= 6 ? 1 : 2;
/** Three days before today, kept within the semester so every count falls in it. */
const onsetDay = [addDays(today, -3), `${year}-${semester === 1 ? '01' : '07'}-01`].sort().at(-1)!;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  [agent, rse, editor] = await Promise.all([
    t.as('agent@example.com'),
    t.as('rse@example.com'),
    t.as('editor@example.com'),
  ]);
  const species = await queryRows<{ id: number; name: string }>(
    t.db.orm,
    sql`SELECT id, name_en AS name FROM species ORDER BY id LIMIT 2`,
  );
  const diseases = await queryRows<{ id: number; name: string }>(
    t.db.orm,
    sql`SELECT id, coalesce(name_en, name) AS name FROM diseases WHERE woah_listed ORDER BY id LIMIT 2`,
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
  const [s1, s2] = species;
  const [a, b] = diseases;
  names = { a: a!.name, b: b!.name, s1: s1!.name, s2: s2!.name };
  ids.r1 = await report(pair!.a, s1!.id, a!.id, [2, 3], {
    susceptible: 40,
    deaths: 1,
    destroyed: 2,
    onset_date: onsetDay,
  });
  ids.r2 = await report(pair!.b, s2!.id, a!.id, [1, 0], { susceptible: 10, vaccinated: 5 });
  ids.r3 = await report(pair!.a, s1!.id, a!.id, [4, 4], { susceptible: 60, deaths: 2, slaughtered: 1 });
  ids.r4 = await report(far!.id, s1!.id, b!.id, [3, 4], {}, 9.5);
  ids.r5 = await report(pair!.a, s1!.id, a!.id, [9, 9], { susceptible: 500 });
  // Ruled out (by its laboratory results): the next write of it takes it out of its outbreak.
  await t.db.orm.execute(sql`UPDATE registrations SET classification = 'ruled_out' WHERE id = ${ids.r5}`);
  expect((await rse.put(`/api/registrations/${ids.r5}`, { maleNumber: 9 })).statusCode).toBe(200);
  outbreakA = (await outbreakOf(ids.r1!))!;
  outbreakB = (await outbreakOf(ids.r4!))!;
}, 120_000);

describe('WAHIS outbreak rows', () => {
  it('the six-monthly CSV has one row per outbreak × species with the six counts (hand-computed)', async () => {
    const res = await rse.get(`/api/outbreaks/six-monthly?year=${year}&semester=${semester}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([
      'Outbreak reference',
      'Disease',
      'Outbreak status',
      'Start date',
      'Confirmation date',
      'End date',
      'First administrative division',
      'Second administrative division',
      'Third administrative division',
      'Location',
      'Latitude',
      'Longitude',
      'Species',
      'Susceptible',
      'Cases',
      'Deaths',
      'Killed and disposed of',
      'Slaughtered',
      'Vaccinated',
    ]);
    const pick = (row: string[]) => [
      row[1],
      row[2],
      row[12],
      row[13],
      row[14],
      row[15],
      row[16],
      row[17],
      row[18],
    ];
    // Species in name order within an outbreak; counts no registration recorded stay empty.
    const expected = [
      [names.a, 'Ongoing', names.s1, '100', '13', '3', '2', '1', ''],
      [names.a, 'Ongoing', names.s2, '10', '1', '', '', '', '5'],
      [names.b, 'Ongoing', names.s1, '', '7', '', '', '', ''],
    ];
    const sortBySpecies = (list: (string | undefined)[][]) =>
      [...list].sort((x, y) => `${x[0]}${x[2]}`.localeCompare(`${y[0]}${y[2]}`));
    expect(sortBySpecies(rows.map(pick))).toEqual(sortBySpecies(expected));
    expect(rows.every((row) => /^OB-\d{4}-\d{4}$/.test(row[0]!))).toBe(true);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[3]!))).toBe(true);
    // Outbreak A starts on its first case's onset date.
    expect(rows.filter((row) => row[1] === names.a).map((row) => row[3])).toEqual([onsetDay, onsetDay]);
  });

  it('in French, the same rows under French headers and values', async () => {
    rse.language = 'fr';
    const res = await rse.get(`/api/outbreaks/six-monthly?year=${year}&semester=${semester}&format=csv`);
    rse.language = 'en';
    const [header, first] = csvRows(res.body);
    expect(header?.slice(0, 3)).toEqual(['Référence du foyer', 'Maladie', 'Statut du foyer']);
    expect(first?.[2]).toBe('En cours');
  });

  it('the presence part lists each WOAH-listed disease per susceptible species, absent ones as no occurrence reported', async () => {
    const res = await rse.get(
      `/api/outbreaks/six-monthly?year=${year}&semester=${semester}&format=csv&part=presence`,
    );
    const rows = csvRows(res.body);
    expect(rows).toContainEqual([names.a, names.s1, 'Present', '1', '13']);
    expect(rows).toContainEqual([names.a, names.s2, 'Present', '1', '1']);
    expect(rows).toContainEqual([names.b, names.s1, 'Present', '1', '7']);
    const susceptible = await queryRows<{ disease: string; specie: string; listed: boolean }>(
      t.db.orm,
      sql`SELECT d.name_en AS disease, s.name_en AS specie, d.woah_listed AS listed
          FROM disease_species ds JOIN diseases d ON d.id = ds.disease_id JOIN species s ON s.id = ds.specie_id
          WHERE d.id NOT IN (SELECT disease_id FROM outbreaks)`,
    );
    const absent = susceptible.find((x) => x.listed);
    const unlisted = susceptible.find((x) => !x.listed);
    expect(rows).toContainEqual([absent!.disease, absent!.specie, 'No occurrence reported', '0', '0']);
    expect(rows.some((r) => r[0] === unlisted!.disease)).toBe(false);
  });

  it("the six-monthly workbook (the default format) holds the CSV's parts as sheets, in the reader's language", async () => {
    const query = `/api/outbreaks/six-monthly?year=${year}&semester=${semester}`;
    rse.language = 'ar';
    const csv = async (part: string) => csvRows((await rse.get(`${query}&format=csv&part=${part}`)).body);
    const [outbreaks, presence] = [await csv('outbreaks'), await csv('presence')];
    const res = await rse.get(query);
    rse.language = 'en';
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/six-monthly-\d{4}-S[12]\.xlsx/);
    // Rows as text without trailing blanks (a sheet pads its rows to its width), blank rows left out.
    const asText = (rows: unknown[][]) =>
      rows
        .map((row) => row.map((v) => (v === null ? '' : String(v))))
        .map((row) => row.slice(0, row.findLastIndex((v) => v !== '') + 1))
        .filter((row) => row.length);
    const [first, second] = await readXlsxFile(res.rawPayload);
    expect(outbreaks[0]?.[0]).toBe('مرجع البؤرة');
    expect(asText(first?.data ?? [])).toEqual(asText(presence));
    expect(asText(second?.data ?? [])).toEqual(asText(outbreaks));
  });

  it('another semester has no outbreak rows', async () => {
    const res = await rse.get(`/api/outbreaks/six-monthly?year=${year - 3}&semester=1&format=csv`);
    expect(csvRows(res.body)).toHaveLength(1);
  });

  it('the immediate notification and the follow-up report of one outbreak are workbooks', async () => {
    const immediate = await rse.get(`/api/outbreaks/${outbreakA}/report?type=immediate`);
    expect(immediate.statusCode, immediate.body).toBe(200);
    expect(immediate.headers['content-disposition']).toMatch(/OB-\d{4}-\d{4}-immediate\.xlsx/);
    const buffer = immediate.rawPayload;
    expect((await readXlsxFile(buffer)).map((x) => x.sheet)).toEqual(['Report', 'Outbreaks']);
    const head = await readSheet(buffer, 'Report');
    expect(head[0]).toEqual(['Report type', 'Immediate notification (draft)']);
    const rows = await readSheet(buffer, 'Outbreaks');
    expect(rows.slice(1).map((r) => [r[12], r[14]])).toEqual(
      [
        [names.s1, 13],
        [names.s2, 1],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    const followUp = await rse.get(`/api/outbreaks/${outbreakA}/report?type=follow-up`);
    expect((await readXlsxFile(followUp.rawPayload)).map((x) => x.sheet)).toEqual([
      'Report',
      'Outbreaks',
      'Epidemic curve',
    ]);
    const curve = await readSheet(followUp.rawPayload, 'Epidemic curve');
    expect(curve.slice(1).reduce((n, r) => n + Number(r[2]), 0)).toBe(14);
  });

  it('exports are recorded in the audit trail', async () => {
    const rows = await queryRows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'export' AND resource = 'outbreaks'`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('field agents may not export', async () => {
    expect((await agent.get(`/api/outbreaks/six-monthly?year=${year}&semester=1`)).statusCode).toBe(403);
    expect((await agent.get(`/api/outbreaks/${outbreakA}/report?type=immediate`)).statusCode).toBe(403);
  });
});

describe('outbreak summary and moves', () => {
  it('the summary gives totals by species, the epi-week curve and the registrations for the map', async () => {
    const res = await rse.get(`/api/outbreaks/${outbreakA}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.species.map((s: { specie: string; cases: number }) => [s.specie, s.cases]).sort()).toEqual(
      [
        [names.s1, 13],
        [names.s2, 1],
      ].sort(),
    );
    expect(summary.weeks.reduce((n: number, w: { cases: number }) => n + w.cases, 0)).toBe(14);
    expect(summary.weeks[0].week).toMatch(/^\d{4}-W\d{2}$/);
    // The ruled-out report r5 is not one of them.
    expect(summary.registrations.map((r: { id: number }) => r.id).sort()).toEqual(
      [ids.r1, ids.r2, ids.r3].sort(),
    );
    expect(summary.registrations[0]).toMatchObject({
      id: ids.r1,
      specie: names.s1,
      classification: 'suspected',
      village: expect.any(String),
    });
  });

  it('a reviewer moves a registration to a new outbreak and back; grouping leaves it there', async () => {
    await logOutbreakUpdates(t.db);
    const res = await rse.post(`/api/outbreaks/${outbreakA}/move`, { registration_id: ids.r2, to: null });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().outbreak_id;
    expect(fresh).not.toBe(outbreakA);
    expect((await rse.get(`/api/outbreaks/${outbreakA}`)).json().registrations_count).toBe(2);
    // The new outbreak is written once, already summed from its one registration: only the left one is
    // updated, and a refresh finds nothing to change in the new one.
    expect(await outbreaksUpdated(t.db)).toEqual([outbreakA]);
    const [moved] = await queryRows<{ day: string; sick: number }>(
      t.db.orm,
      sql`SELECT to_char(${caseDate('r')}, 'YYYY-MM-DD') AS day, ${casesOf('r')} AS sick
          FROM registrations r WHERE r.id = ${ids.r2}`,
    );
    expect((await rse.get(`/api/outbreaks/${fresh}`)).json()).toMatchObject({
      status: 'ongoing',
      registrations_count: 1,
      cases: moved!.sick,
      started_at: moved!.day,
      last_case_at: moved!.day,
    });
    await refreshOutbreaks(t.db.orm, [fresh]);
    expect(await outbreaksUpdated(t.db)).toEqual([]);
    // An update of the registration regroups it, but a moved registration stays where it was put.
    expect((await rse.put(`/api/registrations/${ids.r2}`, { maleNumber: 2 })).statusCode).toBe(200);
    expect(await outbreakOf(ids.r2!)).toBe(fresh);
    const back = await rse.post(`/api/outbreaks/${fresh}/move`, { registration_id: ids.r2, to: outbreakA });
    expect(back.json()).toEqual({ outbreak_id: outbreakA });
    // The emptied outbreak is gone.
    expect((await rse.get(`/api/outbreaks/${fresh}`)).statusCode).toBe(404);
  });

  it('a move to an outbreak of another disease, or of a registration not in the outbreak, is 422', async () => {
    const other = await rse.post(`/api/outbreaks/${outbreakA}/move`, {
      registration_id: ids.r1,
      to: outbreakB,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.to).toEqual(['The outbreak must be of the same disease.']);
    const stranger = await rse.post(`/api/outbreaks/${outbreakA}/move`, {
      registration_id: ids.r4,
      to: null,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.registration_id).toEqual(['This registration is not in this outbreak.']);
  });

  it('only reviewers move registrations', async () => {
    const res = await editor.post(`/api/outbreaks/${outbreakA}/move`, { registration_id: ids.r1, to: null });
    expect(res.statusCode).toBe(403);
    expect(await outbreakOf(ids.r1!)).toBe(outbreakA);
  });
});
