/**
 * A small, hand-countable set of registrations for the dashboard tests, inserted with Drizzle into a
 * fresh app without demo registrations. The expected figures in the tests are computed by hand from it.
 *
 *  #  created_at (UTC)       species breed  m  f  status    diseases  lat,lng        note
 *  1  2025-03-10T10:00      A       A1     2  3  waiting   D1        12.10,15.05
 *  2  2025-03-20T10:00      A       A2     1  0  finished  D1 D2     12.11,15.06
 *  3  2025-07-05T10:00      A       -      0  4  canceled  D2        9.50,18.30
 *  4  2025-07-06T10:00      B       B1     5  5  waiting   D1        13.00,20.00
 *  5  2024-12-31T23:30      B       B1     1  1  finished  D3        13.01,20.01    2025-01-01 in N'Djamena
 *  6  2024-06-15T12:00      A       A1     3  3  waiting   D1        12.10,15.05
 *  7  2025-05-01T12:00      A       A1    10 10  waiting   D1        12.105,15.055  in the trash
 *  8  2025-12-30T12:00      B       -      2  0  finished  D2 D3     13.02,20.02    ISO week 2026-W01
 */

import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../server/db/connect';
import { theRow } from '../../server/db/query';
import {
  breeds,
  diseases,
  registrationDiseases,
  registrations,
  species,
  villages,
} from '../../server/db/schema';
import { nth } from '../../shared/arrays';

export interface FixtureIds {
  A: number;
  B: number;
  A1: number;
  A2: number;
  B1: number;
  D1: number;
  D2: number;
  D3: number;
  names: Record<'A' | 'B' | 'A1' | 'A2' | 'B1' | 'D1' | 'D2' | 'D3', string>;
  registrations: number[];
}

type Row = [
  at: string,
  specie: 'A' | 'B',
  breed: 'A1' | 'A2' | 'B1' | null,
  m: number,
  f: number,
  status: string,
  diseases: ('D1' | 'D2' | 'D3')[],
  lat: number,
  lng: number,
  trashed?: boolean,
];

export const FIXTURE: Row[] = [
  ['2025-03-10T10:00:00Z', 'A', 'A1', 2, 3, 'waiting', ['D1'], 12.1, 15.05],
  ['2025-03-20T10:00:00Z', 'A', 'A2', 1, 0, 'finished', ['D1', 'D2'], 12.11, 15.06],
  ['2025-07-05T10:00:00Z', 'A', null, 0, 4, 'canceled', ['D2'], 9.5, 18.3],
  ['2025-07-06T10:00:00Z', 'B', 'B1', 5, 5, 'waiting', ['D1'], 13, 20],
  ['2024-12-31T23:30:00Z', 'B', 'B1', 1, 1, 'finished', ['D3'], 13.01, 20.01],
  ['2024-06-15T12:00:00Z', 'A', 'A1', 3, 3, 'waiting', ['D1'], 12.1, 15.05],
  ['2025-05-01T12:00:00Z', 'A', 'A1', 10, 10, 'waiting', ['D1'], 12.105, 15.055, true],
  ['2025-12-30T12:00:00Z', 'B', null, 2, 0, 'finished', ['D2', 'D3'], 13.02, 20.02],
];

export async function insertFixture(orm: Orm): Promise<FixtureIds> {
  const someSpecies = await orm.select().from(species).orderBy(asc(species.id)).limit(2);
  const [a, b] = [nth(someSpecies, 0), nth(someSpecies, 1)];
  const breedsOf = (id: number) =>
    orm.select().from(breeds).where(eq(breeds.specie_id, id)).orderBy(asc(breeds.id));
  const [breedsOfA, breedsOfB] = [await breedsOf(a.id), await breedsOf(b.id)];
  const [a1, a2, b1] = [nth(breedsOfA, 0), nth(breedsOfA, 1), nth(breedsOfB, 0)];
  const someDiseases = await orm.select().from(diseases).orderBy(asc(diseases.id)).limit(3);
  const [d1, d2, d3] = [nth(someDiseases, 0), nth(someDiseases, 1), nth(someDiseases, 2)];
  const village = theRow(await orm.select().from(villages).orderBy(asc(villages.id)).limit(1));
  const ids = { A: a.id, B: b.id, A1: a1.id, A2: a2.id, B1: b1.id, D1: d1.id, D2: d2.id, D3: d3.id };
  // The suite reads in English: names as an English reader sees them (French where untranslated).
  const english = (row: Record<string, unknown>) => String(row.name_en ?? row.name);
  const names = {
    A: english(a),
    B: english(b),
    A1: english(a1),
    A2: english(a2),
    B1: english(b1),
    D1: english(d1),
    D2: english(d2),
    D3: english(d3),
  };

  const created: number[] = [];
  for (const [i, [at, specie, breed, m, f, status, ds, lat, lng, trashed]] of FIXTURE.entries()) {
    const row = theRow(
      await orm
        .insert(registrations)
        .values({
          ref: `FIX-${i + 1}`,
          specie_id: ids[specie],
          breed_id: breed ? ids[breed] : null,
          maleNumber: m,
          femaleNumber: f,
          status,
          village_id: village.id,
          lat,
          lng,
          created_at: new Date(at),
          updated_at: new Date(at),
          deleted_at: trashed ? new Date('2025-06-01T00:00:00Z') : null,
        })
        .returning({ id: registrations.id }),
    );
    await orm
      .insert(registrationDiseases)
      .values(ds.map((d) => ({ registration_id: row.id, disease_id: ids[d] })));
    created.push(row.id as number);
  }
  await orm.execute(sql`ANALYZE registrations`);
  return { ...ids, names: names as FixtureIds['names'], registrations: created };
}
