import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { inTurns, withSecondConnection } from '../support/two-connections';

/**
 * An outbreak's links to its reports have no foreign key to registrations (drizzle/0059): triggers keep
 * them to existing reports, as the key did, from both sides: a link to a missing report is refused, a
 * deleted or truncated report takes its links with it.
 */
let t: TestApp;
let agent: TestClient;
let specie: number;
let disease: number;
let village: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.orm, query);

async function report() {
  const res = await agent.post('/api/registrations', {
    specie_id: specie,
    village_id: village,
    disease_ids: [disease],
    maleNumber: 1,
    femaleNumber: 1,
    coordinates: { lat: 12.1, lng: 15.05 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const linksOf = async (id: number) =>
  (
    await rows<{ outbreak_id: number }>(
      sql`SELECT outbreak_id FROM outbreak_registrations WHERE registration_id = ${id}`,
    )
  ).map((l) => l.outbreak_id);

/** The error code a query fails with, through the drivers' and drizzle's wrapping. */
async function codeOf(query: Promise<unknown>) {
  try {
    await query;
  } catch (e) {
    const error = e as { code?: string; cause?: { code?: string } };
    return error.code ?? error.cause?.code;
  }
  return 'no error';
}

const deleteReport = (orm: Orm, id: number) => orm.execute(sql`DELETE FROM registrations WHERE id = ${id}`);

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  agent = await t.as('agent@example.com');
  const [row] = await rows<{ specie: number; disease: number; village: number }>(
    sql`SELECT (SELECT min(id) FROM species) AS specie, (SELECT min(id) FROM diseases) AS disease,
               (SELECT min(id) FROM villages) AS village`,
  );
  ({ specie, disease, village } = row!);
}, 120_000);

describe('outbreak links without a foreign key to registrations (drizzle/0059)', () => {
  it('a link to a report that does not exist is refused as the key refused it, and nothing is written', async () => {
    const [id, unlinked] = [await report(), await report()];
    const [outbreak] = await linksOf(id);
    expect(outbreak).toEqual(expect.any(Number));
    await t.db.orm.execute(sql`DELETE FROM outbreak_registrations WHERE registration_id = ${unlinked}`);
    const [{ missing }] = (await rows<{ missing: number }>(
      sql`SELECT max(id) + 1000 AS missing FROM registrations`,
    )) as [{ missing: number }];
    // With a valid link in the same statement: the whole statement is refused.
    expect(
      await codeOf(
        t.db.orm.execute(sql`INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
          VALUES (${outbreak}, ${unlinked}, ${disease}), (${outbreak}, ${missing}, ${disease})`),
      ),
    ).toBe('23503');
    expect(await linksOf(unlinked)).toEqual([]);
    expect(await linksOf(missing)).toEqual([]);
    expect(
      await codeOf(
        t.db.orm.execute(
          sql`UPDATE outbreak_registrations SET registration_id = ${missing} WHERE registration_id = ${id}`,
        ),
      ),
    ).toBe('23503');
    expect(await linksOf(id)).toEqual([outbreak]);
  });

  it('a link to a report that exists is written, and moved', async () => {
    const [a, b] = [await report(), await report()];
    const [outbreak] = await linksOf(a);
    await t.db.orm.execute(sql`DELETE FROM outbreak_registrations WHERE registration_id = ${b}`);
    await t.db.orm.execute(sql`INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
      VALUES (${outbreak}, ${b}, ${disease})`);
    expect(await linksOf(b)).toEqual([outbreak]);
    await t.db.orm.execute(sql`UPDATE outbreak_registrations SET moved_by = 1 WHERE registration_id = ${b}`);
    expect(await linksOf(b)).toEqual([outbreak]);
  });

  it('a deleted report takes its links with it, in the deleting transaction', async () => {
    const [kept, gone] = [await report(), await report()];
    const [outbreak] = await linksOf(gone);
    const undone = new Error('rolled back');
    await expect(
      t.db.orm.transaction(async (tx) => {
        await deleteReport(tx, gone);
        expect(
          await queryRows(tx, sql`SELECT 1 FROM outbreak_registrations WHERE registration_id = ${gone}`),
        ).toEqual([]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await linksOf(gone)).toEqual([outbreak]);
    await deleteReport(t.db.orm, gone);
    expect(await linksOf(gone)).toEqual([]);
    expect(await linksOf(kept)).toEqual([outbreak]);
  });

  it('are written and follow their reports in READ COMMITTED only: elsewhere refused, nothing written', async () => {
    const [linked, unlinked] = [await report(), await report()];
    const [outbreak] = await linksOf(linked);
    await t.db.orm.execute(sql`DELETE FROM outbreak_registrations WHERE registration_id = ${unlinked}`);
    for (const level of ['REPEATABLE READ', 'SERIALIZABLE'])
      for (const write of [
        sql`INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
            VALUES (${outbreak}, ${unlinked}, ${disease})`,
        sql`DELETE FROM registrations WHERE id = ${linked}`,
      ])
        expect(
          await codeOf(
            t.db.orm.transaction(async (tx) => {
              await tx.execute(sql.raw(`SET TRANSACTION ISOLATION LEVEL ${level}`));
              await tx.execute(write);
            }),
          ),
        ).toBe('0A000');
    expect(await linksOf(unlinked)).toEqual([]);
    expect(await linksOf(linked)).toEqual([outbreak]);
  });

  // Two connections at once: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stay consistent with a report deleted while its link is written',
    async () => {
      const [first, second] = [await report(), await report()];
      const [outbreak] = await linksOf(first);
      await t.db.orm.execute(
        sql`DELETE FROM outbreak_registrations WHERE registration_id IN (${first}, ${second})`,
      );
      const link = (tx: Orm, id: number) =>
        tx.execute(sql`INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
          VALUES (${outbreak}, ${id}, ${disease})`);
      await withSecondConnection(t.db.url, async (deleter) => {
        // The link written first: the deletion waits for its commit, then removes it.
        await inTurns({
          watch: t.db.orm,
          first: { on: t.db.orm, run: (tx) => link(tx, first) },
          second: { waits: 'DELETE FROM registrations', run: () => deleteReport(deleter, first) },
        });
        expect(await linksOf(first)).toEqual([]);

        // The deletion first: the link waits for its commit, then is refused.
        const linkingLate = inTurns({
          watch: t.db.orm,
          first: { on: deleter, run: (tx) => deleteReport(tx, second) },
          second: {
            waits: 'INSERT INTO outbreak_registrations',
            run: () => t.db.orm.transaction((tx) => link(tx, second)),
          },
        });
        expect(await codeOf(linkingLate)).toBe('23503');
        expect(await linksOf(second)).toEqual([]);
      });
    },
  );

  // Last: it empties the registry.
  it('a truncated registry takes every link with it', async () => {
    expect((await rows(sql`SELECT 1 FROM outbreak_registrations LIMIT 1`)).length).toBe(1);
    const undone = new Error('rolled back');
    await expect(
      t.db.orm.transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE registrations CASCADE`);
        expect(await queryRows(tx, sql`SELECT 1 FROM outbreak_registrations LIMIT 1`)).toEqual([]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect((await rows(sql`SELECT 1 FROM outbreak_registrations LIMIT 1`)).length).toBe(1);
    await t.db.orm.execute(sql`TRUNCATE registrations CASCADE`);
    expect(await rows(sql`SELECT 1 FROM outbreak_registrations LIMIT 1`)).toEqual([]);
  });
});
