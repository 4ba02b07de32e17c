/** The demo registrations, drawn in Node from the seeded PRNG so every machine gets the same ones. */

import { sql } from 'drizzle-orm';
import { nth } from '../../../shared/arrays';
import { groupSeededRegistrations } from '../../outbreaks/seed-grouping';
import type { Orm } from '../connect';
import { queryRow, queryRows } from '../query';
import { CASE_COLUMNS, caseValues, seedSamplesSql } from './case-data';
import type { VillagePoint } from './locations';
import {
  buildModel,
  MAX_ANIMALS,
  type Model,
  NO_BREED_RATE,
  RECENT_DAYS,
  SECOND_DISEASE_RATE,
  STATUS_OLD,
  STATUS_RECENT,
  TABLE_SIZE,
  VILLAGE_RADIUS_KM,
} from './model';
import { mulberry32, near, pick, type Random } from './random';
import { demoRef } from './refs';

const DAY_MS = 86_400_000;
// The registrations draw from their own stream, so that a copy of a demo seeded with none can be topped
// up to exactly the demo seeded with `count` (the test suite's template database does that).
const REGISTRATIONS_SEED = 20_250_102;

/** Adds the demo registrations to a demo database that has its animals, villages and accounts. */
export async function seedDemoRegistrations(orm: Orm, options: { count: number; now: Date }): Promise<void> {
  if (options.count <= 0) return;
  // One after the other: a transaction is one connection.
  const species = await queryRows<{ id: number; name: string }>(
    orm,
    sql`SELECT id, name FROM species ORDER BY id`,
  );
  const breeds = await queryRows<{ id: number; specie_id: number }>(
    orm,
    sql`SELECT id, specie_id FROM breeds ORDER BY id`,
  );
  const diseases = await queryRows<{ id: number; name: string }>(
    orm,
    sql`SELECT id, name FROM diseases ORDER BY id`,
  );
  const villages = await queryRows<VillagePoint>(orm, sql`SELECT id, lat, lng FROM villages ORDER BY id`);
  const users = await queryRows<{ id: number; username: string }>(
    orm,
    sql`SELECT id, username FROM users WHERE username IN ('agent', 'rse')`,
  );
  const idOf = (username: string) => users.filter((u) => u.username === username).map((u) => u.id);
  // Field agents file most cases; the RSE a third.
  const authors = [...idOf('agent'), ...idOf('agent'), ...idOf('rse')];
  const model = buildModel({ species, breeds, diseases, now: options.now });
  const random = mulberry32(REGISTRATIONS_SEED);
  const { last } = await queryRow<{ last: number }>(
    orm,
    sql`SELECT coalesce(max(id), 0) AS last FROM registrations`,
  );
  await seedRegistrations(orm, model, random, villages, authors, options.count);
  // Bulk inserts pass the workflow listener that groups live reports: the demo gets its outbreaks here.
  await groupSeededRegistrations(orm, last, options.now);
}

interface Draft {
  at: Date;
  row: Record<string, unknown>;
  diseaseIds: number[];
}

/**
 * Inserts the registrations and their diseases in one statement: the rows travel as one JSON parameter,
 * which PGlite parses far faster than tens of thousands of bound parameters.
 */
export async function seedRegistrations(
  tx: Orm,
  model: Model,
  random: Random,
  villages: VillagePoint[],
  userIds: number[],
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const drafts = Array.from({ length: count }, () => draw(model, random, villages, userIds));
  const now = new Date(model.now);
  drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows = drafts.map((draft, i) => ({ ...draft.row, ref: demoRef(draft.at, i + 1) }));
  const links = drafts.flatMap((draft, i) =>
    draft.diseaseIds.map((disease_id) => ({ ref: nth(rows, i).ref, disease_id })),
  );
  const { last } = await queryRow<{ last: number }>(
    tx,
    sql`SELECT coalesce(max(id), 0) AS last FROM registrations`,
  );
  await tx.execute(sql`
    WITH ins AS (
      INSERT INTO registrations (ref, specie_id, breed_id, male_number, female_number, status, village_id,
        lat, lng, user_id, created_at, updated_at, ${CASE_COLUMNS})
      SELECT ref, specie_id, breed_id, male_number, female_number, status, village_id, lat, lng, user_id, at, at,
        ${caseValues(sql`ref`, sql`at`, sql`(male_number + female_number)`, sql`status`, now)}
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS j(ref text, specie_id int, breed_id int,
        male_number int, female_number int, status text, village_id int, lat float8, lng float8, user_id int,
        at timestamptz)
      RETURNING id, ref
    )
    INSERT INTO registration_diseases (registration_id, disease_id)
    SELECT ins.id, d.disease_id
    FROM ins JOIN json_to_recordset(${JSON.stringify(links)}::json) AS d(ref text, disease_id int) USING (ref)`);
  await tx.execute(seedSamplesSql(last));
}

const index = (random: Random) => Math.floor(random() * TABLE_SIZE);

function draw(model: Model, random: Random, villages: VillagePoint[], userIds: number[]): Draft {
  const entry = <T>(table: readonly T[]) => nth(table, index(random));
  const s = entry(model.speciesTable);
  const diseaseTable = nth(model.diseaseTables, s);
  const first = entry(diseaseTable);
  const second = random() < SECOND_DISEASE_RATE ? entry(diseaseTable) : first;
  const period = nth(model.periods, entry(nth(model.periodTables, first)));
  const at = new Date(period.start + Math.floor(random() * period.duration));
  const breeds = nth(model.breedIds, s);
  const village = pick(random, villages);
  const maleNumber = Math.floor((MAX_ANIMALS + 1) * random() ** 2);
  const femaleNumber = Math.floor((MAX_ANIMALS + 1) * random() ** 2);
  return {
    at,
    diseaseIds: [...new Set([nth(model.diseaseIds, first), nth(model.diseaseIds, second)])],
    row: {
      specie_id: nth(model.speciesIds, s),
      breed_id: breeds.length && random() >= NO_BREED_RATE ? pick(random, breeds) : null,
      male_number: maleNumber,
      female_number: maleNumber + femaleNumber === 0 ? 1 : femaleNumber,
      status: status(random(), (model.now - at.getTime()) / DAY_MS),
      village_id: village.id,
      ...near(random, village.lat, village.lng, VILLAGE_RADIUS_KM),
      user_id: userIds.length ? pick(random, userIds) : null,
      at: at.toISOString(),
    },
  };
}

function status(r: number, ageDays: number): string {
  const odds = ageDays < RECENT_DAYS ? STATUS_RECENT : STATUS_OLD;
  if (r < odds.waiting) return 'waiting';
  return r < odds.waiting + odds.finished ? 'finished' : 'canceled';
}
