import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/connect';
import { queryRow, queryRows } from '../../server/db/query';
import { groupRegistrations } from '../../server/outbreaks/grouping';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * An outbreak's ancestry (drizzle/0061) is sent by the opening and checked once per statement, looked up per
 * row only for a row without it, and its three columns have no foreign keys: the village's key and the copy
 * keep it true.
 */
let t: TestApp;
let admin: TestClient;

interface Place {
  province: number;
  department: number;
  municipality: number;
  village: number;
}

const RULES = { windowDays: 21, distanceKm: 10 };

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

const ancestry = (p: Place) => ({
  province_id: p.province,
  department_id: p.department,
  municipality_id: p.municipality,
});

/** How often the per-row look-up ran in this transaction. */
const lookUps = async (tx: Orm) =>
  (
    await queryRow<{ calls: number }>(
      tx,
      sql`SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_xact_user_functions
          WHERE funcname = 'registration_location_ancestry'`,
    )
  ).calls;

const ancestryOf = (tx: Orm, where: ReturnType<typeof sql>) =>
  queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT province_id, department_id, municipality_id FROM outbreaks WHERE ${where} ORDER BY id`,
  );

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  admin = await t.as('admin@example.com');
}, 120_000);

describe('location ancestry of outbreaks', () => {
  it('is sent by the grouping that opens them: no per-row look-up', async () => {
    const place = await newPlace('Outbreak Sent');
    const specie = (await admin.get('/api/species?range=[0,0]')).json()[0].id;
    const disease = (await admin.get('/api/diseases?range=[0,0]')).json()[0].id;
    const res = await admin.post('/api/registrations', {
      specie_id: specie,
      disease_ids: [disease],
      maleNumber: 1,
      femaleNumber: 1,
      village_id: place.village,
      // Far from the demo's reports: no outbreak of theirs within reach.
      coordinates: { lat: 21, lng: 19 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const undone = new Error('rolled back');
    await expect(
      t.db.orm.transaction(async (tx) => {
        // Opened again: its outbreak removed (with its links), grouped as a new report is.
        await tx.execute(
          sql`DELETE FROM outbreaks WHERE id IN (SELECT outbreak_id FROM outbreak_registrations WHERE registration_id = ${id})`,
        );
        await tx.execute(sql`SET LOCAL track_functions = 'pl'`);
        const [change] = await groupRegistrations(tx, RULES, [id]);
        expect(change).toMatchObject({ kind: 'opened' });
        expect(await ancestryOf(tx, sql`id = ${change!.outbreakId}`)).toEqual([ancestry(place)]);
        expect(await lookUps(tx)).toBe(0);
        throw undone;
      }),
    ).rejects.toBe(undone);
  });

  it('is looked up for rows without it, corrected where a row brings a wrong one, with no keys of its own', async () => {
    const keys = await queryRows<{ name: string }>(
      t.db.orm,
      sql`SELECT a.attname AS name FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND c.conrelid = 'outbreaks'::regclass ORDER BY 1`,
    );
    expect(keys.map((k) => k.name)).toEqual(['disease_id', 'village_id']);
    const north = await newPlace('Outbreak North');
    const south = await newPlace('Outbreak South');
    const { nowhere } = await queryRow<{ nowhere: number }>(
      t.db.orm,
      sql`SELECT (SELECT max(id) FROM provinces) + (SELECT max(id) FROM departments)
            + (SELECT max(id) FROM municipalities) + (SELECT max(id) FROM villages) + 1000 AS nowhere`,
    );
    const sent = [
      ['ANC-RIGHT', ancestry(north)],
      ['ANC-NONE', { province_id: null, department_id: null, municipality_id: null }],
      ['ANC-WRONG', ancestry(south)],
      ['ANC-NOWHERE', { province_id: nowhere, department_id: nowhere, municipality_id: nowhere }],
    ] as const;
    await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL track_functions = 'pl'`);
      const values = sent.map(
        ([ref, a]) =>
          sql`(${ref}, ${north.village}, ${a.municipality_id}::int, ${a.department_id}::int, ${a.province_id}::int)`,
      );
      await tx.execute(
        sql`INSERT INTO outbreaks (ref, village_id, municipality_id, department_id, province_id)
            VALUES ${sql.join(values, sql`, `)}`,
      );
      // The look-up ran for the row without an ancestry and for the corrections of the two wrong ones.
      expect(await lookUps(tx)).toBe(3);
    });
    expect(await ancestryOf(t.db.orm, sql`ref LIKE 'ANC-%'`)).toEqual(sent.map(() => ancestry(north)));
    // An update bringing ids of no place, or another place's, is recomputed from the village.
    await t.db.orm.execute(
      sql`UPDATE outbreaks SET province_id = ${nowhere}, department_id = ${south.department} WHERE ref = 'ANC-RIGHT'`,
    );
    expect(await ancestryOf(t.db.orm, sql`ref = 'ANC-RIGHT'`)).toEqual([ancestry(north)]);
    // A village that does not exist is still refused by its key.
    await expect(
      t.db.orm.execute(sql`INSERT INTO outbreaks (ref, village_id) VALUES ('ANC-NO-VILLAGE', ${nowhere})`),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    // A municipality with a village under it still cannot be deleted (a restrict or a no-action key: which one
    // fires first differs between the drivers).
    const refused = await t.db.orm
      .execute(sql`DELETE FROM municipalities WHERE id = ${north.municipality}`)
      .then(
        () => null,
        (e: { cause?: { code?: string } }) => e.cause?.code,
      );
    expect(['23001', '23503']).toContain(refused);
  });
});
