import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRow, queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;

interface Place {
  province: number;
  department: number;
  municipality: number;
  village: number;
}

const list = (filter: object) =>
  admin.get(`/api/registrations?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
const ids = (res: { json(): { id: number }[] }) => res.json().map((r) => r.id);

/** A fresh province → department → municipality → village chain, so moves touch nothing else. */
async function newPlace(name: string): Promise<Place> {
  const province = (await admin.post('/api/provinces', { name, code: name })).json().id;
  const department = (await admin.post('/api/departments', { name, province_id: province })).json().id;
  const municipality = (await admin.post('/api/municipalities', { name, department_id: department })).json()
    .id;
  const village = (
    await admin.post('/api/villages', {
      name,
      municipality_id: municipality,
      coordinates: { lat: 12, lng: 15 },
    })
  ).json().id;
  return { province, department, municipality, village };
}

async function register(village: number) {
  const specie = (await admin.get('/api/species?range=[0,0]')).json()[0].id;
  const disease = (await admin.get('/api/diseases?range=[0,0]')).json()[0].id;
  const res = await admin.post('/api/registrations', {
    specie_id: specie,
    disease_ids: [disease],
    maleNumber: 1,
    femaleNumber: 1,
    village_id: village,
    coordinates: { lat: 12, lng: 15 },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const ancestry = (p: Place) => ({
  province_id: p.province,
  department_id: p.department,
  municipality_id: p.municipality,
});

beforeAll(async () => {
  t = await createTestApp({ registrations: 20 });
  admin = await t.as('admin@example.com');
});

describe('location ancestry of registrations', () => {
  it('is set from the village on create and update, and ignores values sent by the client', async () => {
    const north = await newPlace('Ancestry North');
    const south = await newPlace('Ancestry South');
    const created = await register(north.village);
    expect(created).toMatchObject({ village_id: north.village, ...ancestry(north) });

    const moved = await admin.put(`/api/registrations/${created.id}`, {
      ...created,
      village_id: south.village,
      province_id: north.province,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject(ancestry(south));
  });

  it('follows a village, a municipality or a department that moves, and so does its outbreak', async () => {
    const from = await newPlace('Ancestry From');
    const to = await newPlace('Ancestry To');
    const record = await register(from.village);
    // Its own outbreak, opened at its village (grouping may have joined a neighbour's).
    const [joined] = (await admin.get(`/api/registrations/${record.id}/outbreaks`)).json();
    const alone = await admin.post(`/api/outbreaks/${joined.id}/move`, {
      registration_id: record.id,
      to: null,
    });
    expect(alone.statusCode, alone.body).toBe(200);
    const outbreak = { id: alone.json().outbreak_id };
    const readOutbreak = async () => (await admin.get(`/api/outbreaks/${outbreak.id}`)).json();
    expect(await readOutbreak()).toMatchObject({ village_id: from.village, ...ancestry(from) });
    const read = async () => {
      const registration = (await admin.get(`/api/registrations/${record.id}`)).json();
      const { province_id, department_id, municipality_id } = await readOutbreak();
      expect({ province_id, department_id, municipality_id }).toEqual({
        province_id: registration.province_id,
        department_id: registration.department_id,
        municipality_id: registration.municipality_id,
      });
      return registration;
    };

    const village = (await admin.get(`/api/villages/${from.village}`)).json();
    await admin.put(`/api/villages/${from.village}`, { ...village, municipality_id: to.municipality });
    expect(await read()).toMatchObject(ancestry(to));

    const municipality = (await admin.get(`/api/municipalities/${to.municipality}`)).json();
    await admin.put(`/api/municipalities/${to.municipality}`, {
      ...municipality,
      department_id: from.department,
    });
    expect(await read()).toMatchObject({ ...ancestry(from), municipality_id: to.municipality });

    const department = (await admin.get(`/api/departments/${from.department}`)).json();
    await admin.put(`/api/departments/${from.department}`, { ...department, province_id: to.province });
    expect(await read()).toMatchObject({
      province_id: to.province,
      department_id: from.department,
      municipality_id: to.municipality,
    });
  });

  it('is looked up only for rows that come without it, and corrected where a row brings a wrong one', async () => {
    const north = await newPlace('Ancestry Sent North');
    const south = await newPlace('Ancestry Sent South');
    const rows = [
      { ref: 'SENT-RIGHT', ...ancestry(north) },
      { ref: 'SENT-NONE', province_id: null, department_id: null, municipality_id: null },
      { ref: 'SENT-WRONG', ...ancestry(south) },
    ];
    await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL track_functions = 'pl'`);
      const values = rows.map(
        (r) =>
          sql`(${r.ref}, (SELECT min(id) FROM species), ${north.village}, 12, 15, ${r.municipality_id}::int, ${r.department_id}::int, ${r.province_id}::int)`,
      );
      await tx.execute(
        sql`INSERT INTO registrations (ref, specie_id, village_id, lat, lng, municipality_id, department_id, province_id)
            VALUES ${sql.join(values, sql`, `)}`,
      );
      // The look-up ran for the row without an ancestry and for the correction of the wrong one, not
      // for the row that brought its own.
      const { calls } = await queryRow<{ calls: number }>(
        tx,
        sql`SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_xact_user_functions
            WHERE funcname = 'registration_location_ancestry'`,
      );
      expect(calls).toBe(2);
    });
    const stored = await queryRows<Record<string, unknown>>(
      t.db.orm,
      sql`SELECT ref, province_id, department_id, municipality_id FROM registrations
          WHERE ref LIKE 'SENT-%' ORDER BY ref`,
    );
    expect(stored).toEqual(
      ['SENT-NONE', 'SENT-RIGHT', 'SENT-WRONG'].map((ref) => ({ ref, ...ancestry(north) })),
    );
  });

  it('has no keys of its own: the village key and the copy still keep out a wrong ancestry', async () => {
    const keys = await queryRows<{ name: string }>(
      t.db.orm,
      sql`SELECT a.attname AS name FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND c.conrelid = 'registrations'::regclass ORDER BY 1`,
    );
    expect(keys.map((k) => k.name)).toEqual(['breed_id', 'specie_id', 'user_id', 'village_id']);
    const north = await newPlace('Keyless North');
    const south = await newPlace('Keyless South');
    const { nowhere } = await queryRow<{ nowhere: number }>(
      t.db.orm,
      sql`SELECT (SELECT max(id) FROM provinces) + (SELECT max(id) FROM departments)
            + (SELECT max(id) FROM municipalities) + (SELECT max(id) FROM villages) + 1000 AS nowhere`,
    );
    const specie = sql`(SELECT min(id) FROM species)`;
    const insert = (ref: string, village: number) =>
      t.db.orm.execute(
        sql`INSERT INTO registrations (ref, specie_id, village_id, lat, lng, municipality_id, department_id, province_id)
            VALUES (${ref}, ${specie}, ${village}, 12, 15, ${nowhere}, ${nowhere}, ${nowhere})`,
      );

    // Written by SQL: ids of no place are replaced by the village's, on insert and on update.
    await insert('KEYLESS-NOWHERE', north.village);
    await t.db.orm.execute(
      sql`UPDATE registrations SET province_id = ${nowhere}, department_id = ${south.department}
          WHERE ref = 'KEYLESS-NOWHERE'`,
    );
    const stored = await queryRow<Record<string, unknown>>(
      t.db.orm,
      sql`SELECT province_id, department_id, municipality_id FROM registrations WHERE ref = 'KEYLESS-NOWHERE'`,
    );
    expect(stored).toEqual(ancestry(north));
    await expect(insert('KEYLESS-NO-VILLAGE', nowhere)).rejects.toThrow();

    // Through the API: an unknown village is refused with its field's message; sent ids are ignored.
    const specieId = (await admin.get('/api/species?range=[0,0]')).json()[0].id;
    const disease = (await admin.get('/api/diseases?range=[0,0]')).json()[0].id;
    const body = {
      specie_id: specieId,
      disease_ids: [disease],
      maleNumber: 1,
      femaleNumber: 1,
      coordinates: { lat: 12, lng: 15 },
      province_id: nowhere,
      department_id: nowhere,
      municipality_id: nowhere,
    };
    const refused = await admin.post('/api/registrations', { ...body, village_id: nowhere });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['village_id']);
    const created = await admin.post('/api/registrations', { ...body, village_id: south.village });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(ancestry(south));

    // Through an import: a row whose municipality, department or province is not its village's is an
    // error on the village; the right one is written with the village's ancestry.
    const specieName = (await admin.get(`/api/species/${specieId}`)).json().name;
    const diseaseName = (await admin.get(`/api/diseases/${disease}`)).json().name;
    const row = (level: string, place: string) =>
      `${specieName},${diseaseName},1,1,${level},${place},Keyless North,12,15`;
    const csv = [
      'specie,diseases,maleNumber,femaleNumber,level,place,village,latitude,longitude',
      row('municipality', 'Keyless South'),
      row('department', 'Keyless South'),
      row('province', 'Keyless South'),
      row('municipality', 'Keyless North'),
    ];
    const before = await queryRow<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM registrations WHERE village_id = ${north.village}`,
    );
    for (const [i, level] of ['municipality', 'department', 'province', 'municipality'].entries()) {
      const file = [csv[0]?.replace('level,place', level), csv[i + 1]?.replace(`${level},`, '')].join('\n');
      const data = new FormData();
      data.append('mode', 'commit');
      data.append('on_error', 'valid');
      data.append('file', new Blob([file], { type: 'text/csv' }), 'keyless.csv');
      const res = await admin.upload('/api/registrations/import', data);
      expect(res.statusCode, res.body).toBe(200);
      const [result] = res.json().report.rows;
      if (i < 3) expect(Object.keys(result.errors ?? {}), level).toEqual(['village_id']);
      else expect(result.status).toBe('created');
    }
    const imported = await queryRows<Record<string, unknown>>(
      t.db.orm,
      sql`SELECT province_id, department_id, municipality_id FROM registrations
          WHERE village_id = ${north.village} ORDER BY id OFFSET ${before.n}`,
    );
    expect(imported).toEqual([ancestry(north)]);
  });

  it('filters the list by province, department and municipality', async () => {
    const place = await newPlace('Ancestry Filter');
    const other = await newPlace('Ancestry Other');
    const inside = await register(place.village);
    await register(other.village);
    expect(ids(await list({ province_id: place.province }))).toEqual([inside.id]);
    expect(ids(await list({ department_id: place.department }))).toEqual([inside.id]);
    expect(ids(await list({ municipality_id: [place.municipality] }))).toEqual([inside.id]);
    expect((await list({ province_id: 'north' })).statusCode).toBe(400);
  });

  it.each([
    'registrations',
    'outbreaks',
  ])('is true for every row of %s, seeded or written by SQL', async (table) => {
    const { wrong } = await queryRow<{ wrong: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS wrong FROM ${sql.identifier(table)} r
          JOIN villages v ON v.id = r.village_id JOIN municipalities m ON m.id = v.municipality_id
          JOIN departments d ON d.id = m.department_id
          WHERE (r.municipality_id, r.department_id, r.province_id) IS DISTINCT FROM (m.id, d.id, d.province_id)`,
    );
    expect(wrong).toBe(0);
  });
});
