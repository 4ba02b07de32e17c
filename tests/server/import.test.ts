/**
 * Bulk import (issue 12): dry run and commit on good and bad files, CSV and Kobo-style .xlsx, matching
 * of existing records, saved mappings, the audit trail, permissions and areas.
 */
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generators } from '../../server/crud/prepare';
import { rebuildRollups } from '../../server/dashboard/rebuild';
import { queryRows } from '../../server/db/query';
import { BAD_ROW_KINDS, type KoboChoices, koboRegistrations } from '../support/kobo-file';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

type Row = Record<string, unknown> & { id: number };
interface Report {
  committed: boolean;
  counts: Record<string, number>;
  rows: { line: number; status: string; id?: number; errors?: Record<string, string[]> }[];
}

let t: TestApp;
let admin: TestClient;
let choices: KoboChoices;
let provinceOfPlaces: number;

const q = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

function form(file: Buffer | string, name: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const types: Record<string, string> = {
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    csv: 'text/csv',
  };
  const type = types[name.split('.').at(-1) ?? ''] ?? 'application/pdf';
  const bytes = typeof file === 'string' ? file : new Uint8Array(file);
  data.append('file', new Blob([bytes], { type }), name);
  return data;
}

async function upload(
  client: TestClient,
  resource: string,
  file: Buffer | string,
  name: string,
  fields: Record<string, string> = {},
) {
  const response = await client.upload(`/api/${resource}/import`, form(file, name, fields));
  return {
    response,
    body: response.json() as { message: string; report: Report; file: { mapping: Record<string, string> } },
  };
}

/** A report saved through the form's API, of the same species, diseases and place as `one`. */
const saveFormLike = (one: Row) =>
  admin.post('/api/registrations', {
    specie_id: one.specie_id,
    disease_ids: one.disease_ids,
    maleNumber: 1,
    femaleNumber: 1,
    village_id: one.village_id,
    coordinates: one.coordinates,
  });

const total = async (resource: string) =>
  Number((await admin.get(`/api/${resource}?range=[0,0]`)).headers['content-range']?.split('/')[1]);

beforeAll(async () => {
  t = await createTestApp({ registrations: 20 });
  admin = await t.as('admin@example.com');
  const species: Row[] = (await admin.get('/api/species?range=[0,99]')).json();
  const breeds: Row[] = (await admin.get('/api/breeds?range=[0,999]')).json();
  const breed = breeds.find((b) => species.some((s) => s.id === b.specie_id)) as Row;
  const specie = species.find((s) => s.id === breed.specie_id) as Row;
  const diseases: Row[] = (await admin.get('/api/diseases?range=[0,2]')).json();
  const villages: Row[] = (await admin.get('/api/villages?range=[0,3]')).json();
  const places = [];
  for (const village of villages) {
    const municipality: Row = (await admin.get(`/api/municipalities/${village.municipality_id}`)).json();
    const coordinates = village.coordinates as { lat: number; lng: number };
    places.push({ village: String(village.name), municipality: String(municipality.name), ...coordinates });
  }
  const first = villages[0] as Row;
  const [registration]: Row[] = (
    await admin.get(`/api/registrations?${q({ village_id: first.id })}&range=[0,0]`)
  ).json();
  provinceOfPlaces = (registration?.province_id as number) ?? 0;
  choices = {
    specie: String(specie.name),
    breed: String(breed.name),
    diseases: diseases.map((d) => String(d.name)),
    places,
  };
}, 120_000);

describe('importing registrations from a Kobo-style workbook', () => {
  const bad = [4, 17, 30];
  let file: Buffer;
  beforeAll(async () => {
    file = await koboRegistrations(choices, 40, bad);
  });

  it('dry run: maps the Kobo headers, reports every bad row with its field and message, writes nothing', async () => {
    const before = await total('registrations');
    const { response, body } = await upload(admin, 'registrations', file, 'repimat.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(body.file.mapping).toMatchObject({
      'group_animal/espece': 'specie_id',
      'group_animal/race': 'breed_id',
      'group_animal/maladies': 'disease_ids',
      'group_animal/males': 'maleNumber',
      'group_animal/femelles': 'femaleNumber',
      'group_lieu/commune': 'municipality_id',
      'group_lieu/village': 'village_id',
      'group_lieu/localisation': 'coordinates',
      _uuid: 'uuid',
    });
    expect(body.report.committed).toBe(false);
    expect(body.report.counts).toEqual({ created: 37, updated: 0, unchanged: 0, error: 3 });
    const errors = body.report.rows.filter((r) => r.status === 'error');
    // Rows are numbered as the spreadsheet shows them: the header is row 1.
    expect(errors.map((r) => r.line)).toEqual(bad.map((i) => i + 2));
    const fields = errors.map((r) => Object.keys(r.errors ?? {})[0]);
    expect(fields).toEqual(['village_id', 'maleNumber', 'specie_id']);
    expect(BAD_ROW_KINDS).toHaveLength(3);
    expect(await total('registrations')).toBe(before);
  });

  it('answers in the user language (fr, ar)', async () => {
    admin.language = 'fr';
    const fr = (await upload(admin, 'registrations', file, 'repimat.xlsx')).body.report.rows;
    admin.language = 'ar';
    const ar = (await upload(admin, 'registrations', file, 'repimat.xlsx')).body.report.rows;
    admin.language = 'en';
    const messages = (rows: Report['rows']) => rows.flatMap((r) => Object.values(r.errors ?? {}).flat());
    expect(messages(fr)).toContain('Introuvable : aucun enregistrement ne porte ce nom ou ce code');
    expect(messages(ar).join(' ')).toMatch(/[\u0600-\u06FF]/);
  });

  it('all or nothing: a file with bad rows writes nothing (422)', async () => {
    const before = await total('registrations');
    const { response, body } = await upload(admin, 'registrations', file, 'repimat.xlsx', {
      mode: 'commit',
      on_error: 'all',
    });
    expect(response.statusCode).toBe(422);
    expect(body.report.committed).toBe(false);
    expect(body.report.counts.error).toBe(3);
    expect(await total('registrations')).toBe(before);
  });

  it('valid rows only: writes the 37 good rows with their links, ancestry and audit rows', async () => {
    const before = await total('registrations');
    const { response, body } = await upload(admin, 'registrations', file, 'repimat.xlsx', {
      mode: 'commit',
      on_error: 'valid',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body.report.committed).toBe(true);
    expect(body.report.counts).toEqual({ created: 37, updated: 0, unchanged: 0, error: 3 });
    expect(await total('registrations')).toBe(before + 37);
    const created = body.report.rows.filter((r) => r.status === 'created');
    expect(created.every((r) => typeof r.id === 'number')).toBe(true);
    const one: Row = (await admin.get(`/api/registrations/${created[1]?.id}`)).json();
    expect(one.disease_ids).toHaveLength(2);
    expect(one.province_id).toBeTruthy();
    expect(String(one.ref)).toMatch(/^REG-/);
    const audit: Row[] = (await admin.get(`/api/audit?${q({ action: 'import' })}&range=[0,9]`)).json();
    expect(audit[0]?.changes).toMatchObject({ file: { after: 'repimat.xlsx' }, created: { after: 37 } });
    const history: Row[] = (await admin.get(`/api/registrations/${one.id}/history`)).json();
    expect(history.map((h) => h.action)).toContain('create');
  });

  it('the same file again finds every written row by its Kobo _uuid: nothing new', async () => {
    const { body } = await upload(admin, 'registrations', file, 'repimat.xlsx', {
      mode: 'commit',
      on_error: 'valid',
    });
    expect(body.report.counts).toEqual({ created: 0, updated: 0, unchanged: 37, error: 3 });
  });

  it('a drawn ref that a stored registration holds is drawn again: no clash, nothing overwritten', async () => {
    const stored: Row[] = (await admin.get('/api/registrations?range=[0,1]')).json();
    const taken = stored.map((row) => String(row.ref));
    // The first two draws give refs two stored registrations hold; the ones after them are random again.
    const draws = vi.spyOn(generators, 'registrationRef');
    for (const ref of taken) draws.mockReturnValueOnce(ref);
    try {
      const { response, body } = await upload(
        admin,
        'registrations',
        await koboRegistrations(choices, 3),
        'k.xlsx',
        { mode: 'commit' },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(draws.mock.calls.length).toBeGreaterThanOrEqual(taken.length + 3);
      expect(body.report.counts.created).toBe(3);
      const refs = [];
      for (const row of body.report.rows) {
        const record: Row = (await admin.get(`/api/registrations/${row.id}`)).json();
        refs.push(String(record.ref));
      }
      expect(new Set(refs).size).toBe(3);
      for (const ref of refs) expect(taken).not.toContain(ref);
      for (const [i, ref] of taken.entries())
        expect((await admin.get(`/api/registrations/${stored[i]?.id}`)).json()).toMatchObject({ ref });
    } finally {
      draws.mockRestore();
    }
  });
});

describe('a report dated in the future', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  /** Two rows of one place: reported yesterday, and reported the day after tomorrow (after any zone's today). */
  const csv = () => {
    const place = choices.places[0] as KoboChoices['places'][number];
    const row = (reported: string) => ({
      'group_animal/espece': choices.specie,
      'group_animal/race': choices.breed,
      'group_animal/maladies': choices.diseases[0],
      'group_animal/males': 2,
      'group_animal/femelles': 3,
      'group_lieu/commune': place.municipality,
      'group_lieu/village': place.village,
      'group_lieu/localisation': `${place.lat} ${place.lng} 300 5`,
      report_date: reported,
    });
    return Papa.unparse([row(day(-1)), row(day(2))]);
  };
  const reportDateErrors = (report: Report) => report.rows.map((r) => r.errors?.report_date ?? null);

  it('is refused on its row with the message in the reader’s language; all or nothing writes nothing', async () => {
    const before = await total('registrations');
    admin.language = 'fr';
    const fr = await upload(admin, 'registrations', csv(), 'futur.csv', { mode: 'commit', on_error: 'all' });
    admin.language = 'ar';
    const ar = await upload(admin, 'registrations', csv(), 'futur.csv');
    admin.language = 'en';
    expect(fr.response.statusCode, fr.response.body).toBe(422);
    expect(fr.body.report.committed).toBe(false);
    expect(fr.body.report.rows.map((r) => r.status)).toEqual(['created', 'error']);
    expect(reportDateErrors(fr.body.report)).toEqual([null, ['Ne peut pas être postérieure à aujourd’hui']]);
    expect(reportDateErrors(ar.body.report)).toEqual([null, ['لا يمكن أن يكون بعد اليوم']]);
    expect(await total('registrations')).toBe(before);
  });

  it('valid rows only: the row of yesterday is written, the future one is not', async () => {
    const before = await total('registrations');
    const { response, body } = await upload(admin, 'registrations', csv(), 'futur.csv', {
      mode: 'commit',
      on_error: 'valid',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body.report.counts).toMatchObject({ created: 1, error: 1 });
    expect(await total('registrations')).toBe(before + 1);
    const written: Row = (await admin.get(`/api/registrations/${body.report.rows[0]?.id}`)).json();
    expect(written.report_date).toBe(day(-1));
    // The future row's own date: from 23:00 UTC, the reports the file's other tests made today (in the
    // server's zone, UTC+1) are already dated from UTC's tomorrow.
    const future = (await admin.get(`/api/registrations?${q({ report_date_gte: day(2) })}`)).json();
    expect(future).toEqual([]);
  });
});

describe('importing reference data from CSV, matching existing records', () => {
  it('creates, then finds the same rows unchanged, then updates by code', async () => {
    const csv = 'code,name,reference\nZZ1,Province Alpha,REF-A\nZZ2,"Province, Beta",REF-B\n';
    const dry = await upload(admin, 'provinces', csv, 'provinces.csv');
    expect(dry.body.report.counts).toEqual({ created: 2, updated: 0, unchanged: 0, error: 0 });
    const first = await upload(admin, 'provinces', csv, 'provinces.csv', { mode: 'commit' });
    expect(first.response.statusCode, first.response.body).toBe(200);
    const again = await upload(admin, 'provinces', csv, 'provinces.csv');
    expect(again.body.report.counts).toEqual({ created: 0, updated: 0, unchanged: 2, error: 0 });
    const changed = 'code,name\nzz1,Province Alpha Nord\n';
    const update = await upload(admin, 'provinces', changed, 'provinces.csv', { mode: 'commit' });
    expect(update.body.report.counts.updated).toBe(1);
    const [alpha]: Row[] = (await admin.get(`/api/provinces?${q({ q: 'ZZ1' })}`)).json();
    expect(alpha?.name).toBe('Province Alpha Nord');
  });

  it('villages by name within their municipality; a duplicate row and a missing parent are reported', async () => {
    const [municipality]: Row[] = (await admin.get('/api/municipalities?range=[0,0]')).json();
    const name = String(municipality?.name);
    const csv = [
      'name,commune,latitude,longitude',
      `Village Import Un,${name},12.1,15.1`,
      `Village Import Un,${name},12.1,15.1`,
      'Village Import Deux,Commune inconnue,12.2,15.2',
      `Village Import Trois,${name},abc,15.3`,
    ].join('\n');
    const { body } = await upload(admin, 'villages', csv, 'villages.csv', {
      mode: 'commit',
      on_error: 'all',
    });
    expect(body.report.committed).toBe(false);
    expect(body.report.rows.map((r) => r.status)).toEqual(['created', 'error', 'error', 'error']);
    expect(body.report.rows[1]?.errors?.['']?.[0]).toContain('row 2');
    expect(Object.keys(body.report.rows[2]?.errors ?? {})).toEqual(['municipality_id']);
    expect(Object.keys(body.report.rows[3]?.errors ?? {})).toEqual(['coordinates']);
    expect((await admin.get(`/api/villages?${q({ q: 'Village Import' })}`)).json()).toEqual([]);
  });

  it('a saved mapping per source is used again for that source', async () => {
    const csv = 'Nom de la maladie\nFièvre Import Test\n';
    const mapping = JSON.stringify({ 'Nom de la maladie': 'name' });
    const first = await upload(admin, 'diseases', csv, 'd.csv', {
      mode: 'commit',
      mapping,
      source: 'Partenaire X',
    });
    expect(first.body.report.counts.created).toBe(1);
    const saved: { source: string; mapping: Record<string, string> }[] = (
      await admin.get('/api/diseases/import/mappings')
    ).json();
    expect(saved[0]).toMatchObject({ source: 'Partenaire X', mapping: { 'Nom de la maladie': 'name' } });
    const again = await upload(admin, 'diseases', csv, 'd.csv', { source: 'partenaire x' });
    expect(again.body.file.mapping).toEqual({ 'Nom de la maladie': 'name' });
    expect(again.body.report.counts.unchanged).toBe(1);
  });

  it('a unique value one row gives up may be taken by a later row, in its batch or the next', async () => {
    const seed = [
      'reference,code,name',
      'SW-A,SWC1,Swap Un',
      'SW-B,SWC2,Swap Deux',
      'SW-C,SWC3,Swap Trois',
      'SW-D,SWC4,Swap Quatre',
    ].join('\n');
    const seeded = await upload(admin, 'provinces', seed, 'swap.csv', { mode: 'commit' });
    expect(seeded.body.report.counts.created).toBe(4);
    // Rows match by reference and move codes: SWC1 to SW-B in the first batch of 1,000 rows, SWC2 to SW-C
    // in the second (its holders were read before the first batch was written), and SWC3 to a new record
    // written in the same batch as the update that frees it. The filler rows repeat row 2, each one a cheap
    // "duplicate row" error.
    const csv = [
      'reference,code,name',
      'SW-A,SWC9,Swap Un',
      'SW-B,SWC1,Swap Deux',
      ...Array.from({ length: 1000 }, () => 'SW-A,SWC9,Swap Un'),
      'SW-C,SWC2,Swap Trois',
      'SW-E,SWC3,Swap Cinq',
      'SW-D,SWC2,Swap Quatre',
    ].join('\n');
    const { response, body } = await upload(admin, 'provinces', csv, 'swap.csv', {
      mode: 'commit',
      on_error: 'valid',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body.report.counts).toEqual({ created: 1, updated: 3, unchanged: 0, error: 1001 });
    // A value still held in the file's order is refused, as a form save would refuse it.
    expect(body.report.rows.at(-1)?.errors).toEqual({ code: ['This value is already taken'] });
    const stored: Row[] = (
      await admin.get(`/api/provinces?${q({ q: 'Swap' })}&sort=["reference","ASC"]`)
    ).json();
    expect(stored.map((p) => [p.reference, p.code])).toEqual([
      ['SW-A', 'SWC9'],
      ['SW-B', 'SWC1'],
      ['SW-C', 'SWC2'],
      ['SW-D', 'SWC4'],
      ['SW-E', 'SWC3'],
    ]);
  });
});

describe('the commit’s transaction', () => {
  it('writes without JIT compilation; a form save after it runs with the setting as before', async () => {
    const orm = t.db.orm;
    const setting = async () =>
      (await queryRows<{ jit: string }>(orm, sql`SELECT current_setting('jit') AS jit`))[0]?.jit;
    const seen = async () =>
      (await queryRows<{ jit: string }>(orm, sql`SELECT jit FROM import_jit_seen`)).map((r) => r.jit);
    // A statement trigger on the links records the setting their statements run under.
    await orm.execute(sql`CREATE TABLE import_jit_seen (jit text)`);
    await orm.execute(sql`CREATE FUNCTION import_jit_seen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO import_jit_seen VALUES (current_setting('jit')); RETURN NULL; END $$`);
    await orm.execute(sql`CREATE TRIGGER import_jit_seen AFTER INSERT ON registration_diseases
      FOR EACH STATEMENT EXECUTE FUNCTION import_jit_seen()`);
    try {
      const before = await setting();
      expect(before).toMatch(/^(on|off)$/);
      const file = await koboRegistrations(choices, 3);
      const { response } = await upload(admin, 'registrations', file, 'k.xlsx', { mode: 'commit' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await seen()).toEqual(['off']);
      const [first]: Row[] = (await admin.get('/api/registrations?range=[0,0]')).json();
      const one: Row = (await admin.get(`/api/registrations/${first?.id}`)).json();
      const saved = await saveFormLike(one);
      expect(saved.statusCode, saved.body).toBe(201);
      expect(await seen()).toEqual(['off', before]);
    } finally {
      await orm.execute(sql`DROP TRIGGER import_jit_seen ON registration_diseases`);
      await orm.execute(sql`DROP FUNCTION import_jit_seen()`);
      await orm.execute(sql`DROP TABLE import_jit_seen`);
    }
  });
});

describe('the rollups an import moves', () => {
  /** Every rollup's rows, as text: what a refused import must leave as it found. */
  const rollups = async () => {
    const names = await queryRows<{ name: string }>(
      t.db.orm,
      sql`SELECT unnest(dashboard_rollup_tables()) AS name`,
    );
    const rows = async (name: string) =>
      (
        await queryRows<{ row: string }>(
          t.db.orm,
          sql`SELECT t::text AS row FROM ${sql.identifier(name)} t ORDER BY 1`,
        )
      ).map((r) => r.row);
    return Object.fromEntries(await Promise.all(names.map(async ({ name }) => [name, await rows(name)])));
  };
  const registrationsCounted = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.db.orm,
          sql`SELECT coalesce(sum(registrations), 0)::int AS n FROM dashboard_registration_months`,
        )
      )[0]?.n,
    );

  it('are written once per rollup at the end of the commit, and equal a recount after it', async () => {
    const orm = t.db.orm;
    // A statement trigger on two rollups records each statement that writes them.
    await orm.execute(sql`CREATE TABLE import_rollup_writes (rollup text)`);
    await orm.execute(sql`CREATE FUNCTION import_rollup_writes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO import_rollup_writes VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
    for (const rollup of ['alert_week_counts', 'dashboard_registration_months'])
      await orm.execute(
        sql.raw(`CREATE TRIGGER import_rollup_writes AFTER INSERT ON ${rollup}
          FOR EACH STATEMENT EXECUTE FUNCTION import_rollup_writes()`),
      );
    const writes = async () =>
      (await queryRows<{ rollup: string }>(orm, sql`SELECT rollup FROM import_rollup_writes ORDER BY 1`)).map(
        (r) => r.rollup,
      );
    try {
      const counted = await registrationsCounted();
      // Two batches of the import (1,000 rows each).
      const file = await koboRegistrations(choices, 1500);
      const { response, body } = await upload(admin, 'registrations', file, 'big.xlsx', { mode: 'commit' });
      expect(response.statusCode, response.body).toBe(200);
      expect(body.report.counts.created).toBe(1500);
      expect(await writes()).toEqual(['alert_week_counts', 'dashboard_registration_months']);
      expect(await registrationsCounted()).toBe(counted + 1500);
      expect(await rebuildRollups(t.db)).toBe(0);
      // Held for the import's transaction only: a form save after it writes the rollups itself.
      const one: Row = (await admin.get(`/api/registrations/${body.report.rows[0]?.id}`)).json();
      const saved = await saveFormLike(one);
      expect(saved.statusCode, saved.body).toBe(201);
      expect(await registrationsCounted()).toBe(counted + 1501);
      expect(await rebuildRollups(t.db)).toBe(0);
    } finally {
      for (const rollup of ['alert_week_counts', 'dashboard_registration_months'])
        await orm.execute(sql.raw(`DROP TRIGGER import_rollup_writes ON ${rollup}`));
      await orm.execute(sql`DROP FUNCTION import_rollup_writes()`);
      await orm.execute(sql`DROP TABLE import_rollup_writes`);
    }
  }, 120_000);

  it('valid rows only: the rollups count the rows written and equal a recount', async () => {
    const counted = await registrationsCounted();
    const file = await koboRegistrations(choices, 1200, [3, 1100]);
    const { response, body } = await upload(admin, 'registrations', file, 'some-bad.xlsx', {
      mode: 'commit',
      on_error: 'valid',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body.report.counts).toMatchObject({ created: 1198, error: 2 });
    expect(await registrationsCounted()).toBe(counted + 1198);
    expect(await rebuildRollups(t.db)).toBe(0);
  }, 120_000);

  it('a refused import moves nothing, though its first batch was written before the bad row', async () => {
    const before = await rollups();
    expect(before.alert_week_counts.length).toBeGreaterThan(0);
    const file = await koboRegistrations(choices, 1200, [1100]);
    const { response, body } = await upload(admin, 'registrations', file, 'late-bad.xlsx', {
      mode: 'commit',
      on_error: 'all',
    });
    expect(response.statusCode).toBe(422);
    expect(body.report.counts).toMatchObject({ created: 1199, error: 1 });
    expect(await rollups()).toEqual(before);
    const [held] = await queryRows<{ held: boolean }>(t.db.orm, sql`SELECT rollups_held() AS held`);
    expect(held?.held).toBe(false);
  }, 120_000);
});

describe('refused imports', () => {
  it('needs the write permission, a CSV or .xlsx file, and a multipart body', async () => {
    const decideur = await t.as('decideur@example.com');
    expect((await upload(decideur, 'provinces', 'code\nX', 'p.csv')).response.statusCode).toBe(403);
    const pdf = await upload(admin, 'provinces', '%PDF-1.4', 'p.pdf');
    expect(pdf.response.statusCode).toBe(422);
    expect(pdf.body.message).toBe('Only CSV and Excel (.xlsx) files can be imported.');
    const broken = await upload(admin, 'provinces', 'not a zip', 'p.xlsx');
    expect(broken.response.statusCode).toBe(422);
    expect((await admin.post('/api/provinces/import', { file: 'x' })).statusCode).toBe(415);
    expect((await admin.get('/api/provinces/import/mappings')).statusCode).toBe(200);
  });

  it('a provincial user cannot import registrations outside their province', async () => {
    const provinces: Row[] = (await admin.get('/api/provinces?range=[0,99]')).json();
    const elsewhere = provinces.find((p) => p.id !== provinceOfPlaces) as Row;
    const limited = await signInOfficer(
      t,
      'import-province@example.com',
      { province_ids: [elsewhere.id] },
      'Editor',
    );
    const file = await koboRegistrations({ ...choices, places: choices.places.slice(0, 1) }, 3);
    const before = await total('registrations');
    const { body } = await upload(limited, 'registrations', file, 'k.xlsx', {
      mode: 'commit',
      on_error: 'valid',
    });
    expect(body.report.counts.error).toBe(3);
    expect(body.report.rows[0]?.errors?.['']).toEqual([
      'This lies outside your areas: you may only change what is in them.',
    ]);
    expect(await total('registrations')).toBe(before);
  });

  it('streams progress lines then the report when asked for NDJSON', async () => {
    const file = await koboRegistrations(choices, 5);
    const response = await admin.upload('/api/registrations/import', form(file, 'k.xlsx'), {
      accept: 'application/x-ndjson',
    });
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0].file.headers).toContain('group_lieu/village');
    expect(lines.some((l) => l.progress)).toBe(true);
    expect(lines.at(-1).report.counts.created).toBe(5);
  });
});
