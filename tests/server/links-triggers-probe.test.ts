/**
 * The triggers of a statement on registration_diseases (dashboard rollups, alerts' weekly counts;
 * drizzle/0052) read the links' registrations and their other links by index, never by a scan of either
 * table: an import adds far more registrations in its transaction than the tables' statistics count, and
 * a scan (a hash of the whole table) per batch made each batch of a 100,000-row import slower than the
 * one before. The links' registration has no foreign key (drizzle/0060): the same triggers' kin keep the
 * pairs consistent, refused side and concurrent side tested here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';
import { borrowDemoDatabase, type TestDatabase } from '../support/test-db';
import { inTurns, withSecondConnection } from '../support/two-connections';

const ADDED = 300;

let db: TestDatabase;

beforeAll(async () => {
  db = await borrowDemoDatabase();
}, 60_000);

afterAll(() => db.close());

const scansOf = async (orm: Orm) =>
  new Map(
    (
      await queryRows<{ relname: string; seq_scan: number }>(
        orm,
        sql`SELECT relname, seq_scan::int FROM pg_stat_xact_user_tables
            WHERE relname IN ('registrations', 'registration_diseases')`,
      )
    ).map((row) => [row.relname, row.seq_scan]),
  );

const total = async (orm: Orm, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(orm, query))[0]?.n ?? 0;

const diseaseCount = (orm: Orm, diseaseId: number) =>
  Promise.all([
    total(
      orm,
      sql`SELECT coalesce(sum(registrations), 0)::int AS n FROM dashboard_disease_months WHERE disease_id = ${diseaseId}`,
    ),
    total(
      orm,
      sql`SELECT coalesce(sum(registrations), 0)::int AS n FROM alert_week_counts WHERE level = 1 AND disease_id = ${diseaseId}`,
    ),
  ]);

describe('a links statement of many new registrations', () => {
  it('reads registrations and links by index, and counts the new links', async () => {
    await db.orm.transaction(async (tx) => {
      const [disease] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM diseases ORDER BY id LIMIT 1`);
      const diseaseId = disease?.id ?? 0;
      const added = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO registrations (ref, specie_id, village_id, lat, lng)
            SELECT 'PROBE-' || g, s.id, v.id, 13.5, 15.5
            FROM generate_series(1, ${ADDED}) AS g, (SELECT min(id) AS id FROM species) s,
              (SELECT min(id) AS id FROM villages) v
            RETURNING id`,
      );
      expect(added).toHaveLength(ADDED);
      const countsBefore = await diseaseCount(tx, diseaseId);
      const scansBefore = await scansOf(tx);
      await tx.execute(
        sql`INSERT INTO registration_diseases (registration_id, disease_id)
            SELECT id, ${diseaseId} FROM unnest(${`{${added.map((a) => a.id).join(',')}}`}::int[]) AS id`,
      );
      const scansAfter = await scansOf(tx);
      for (const table of ['registrations', 'registration_diseases'])
        expect(scansAfter.get(table), table).toBe(scansBefore.get(table));
      const [months, alerts] = await diseaseCount(tx, diseaseId);
      expect(months - countsBefore[0]).toBe(ADDED);
      expect(alerts - countsBefore[1]).toBe(ADDED);
    });
  });
});

/** The PostgreSQL error code of a failed promise (drizzle puts the driver's error in `cause`). */
async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
}

const ROLLBACK = new Error('rollback');
/** Runs `work` in a transaction that is always rolled back. */
const rolledBack = (work: (tx: Orm) => Promise<void>) =>
  db.orm
    .transaction(async (tx) => {
      await work(tx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });

/** A committed registration with one disease link; answers its id and the disease's. */
async function registered(ref: string) {
  const [row] = await queryRows<{ id: number; disease: number }>(
    db.orm,
    sql`WITH r AS (
          INSERT INTO registrations (ref, specie_id, village_id, lat, lng)
          SELECT ${ref}, (SELECT min(id) FROM species), (SELECT min(id) FROM villages), 13.5, 15.5 RETURNING id)
        INSERT INTO registration_diseases (registration_id, disease_id)
        SELECT r.id, (SELECT min(id) FROM diseases) FROM r RETURNING registration_id AS id, disease_id AS disease`,
  );
  if (!row) throw new Error('not registered');
  return row;
}

const linksOf = async (orm: Orm, registrationId: number) =>
  total(
    orm,
    sql`SELECT count(*)::int AS n FROM registration_diseases WHERE registration_id = ${registrationId}`,
  );

describe('the links’ registration, kept without a foreign key (drizzle/0060)', () => {
  it('has no key, and a link to a registration that does not exist is refused as the key refused it', async () => {
    const keys = await queryRows<{ name: string }>(
      db.orm,
      sql`SELECT conname AS name FROM pg_constraint
          WHERE conrelid = 'registration_diseases'::regclass AND contype = 'f'`,
    );
    expect(keys.map((k) => k.name)).toEqual(['registration_diseases_disease_id_diseases_id_fk']);
    const { id, disease } = await registered('LINK-KEY-1');
    const [{ n: missing } = { n: 0 }] = await queryRows<{ n: number }>(
      db.orm,
      sql`SELECT max(id)::int + 1000 AS n FROM registrations`,
    );
    const before = await total(db.orm, sql`SELECT count(*)::int AS n FROM registration_diseases`);
    // One good link and one to nobody in the same statement: nothing is written.
    const inserting = db.orm.execute(
      sql`INSERT INTO registration_diseases (registration_id, disease_id)
          SELECT ${missing}::int, ${disease}::int UNION ALL SELECT ${id}::int, (SELECT max(id) FROM diseases)`,
    );
    expect(await codeOf(inserting)).toBe('23503');
    const moving = db.orm.execute(
      sql`UPDATE registration_diseases SET registration_id = ${missing}::int WHERE registration_id = ${id}`,
    );
    expect(await codeOf(moving)).toBe('23503');
    expect(await total(db.orm, sql`SELECT count(*)::int AS n FROM registration_diseases`)).toBe(before);
    expect(await linksOf(db.orm, id)).toBe(1);
  });

  it('refuses links written outside READ COMMITTED, whose snapshot could miss a delete', async () => {
    const { id } = await registered('LINK-KEY-2');
    const writing = db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
      await tx.execute(
        sql`INSERT INTO registration_diseases (registration_id, disease_id) SELECT ${id}, max(id) FROM diseases`,
      );
    });
    expect(await codeOf(writing)).toBe('0A000');
    expect(await linksOf(db.orm, id)).toBe(1);
  });

  it('a deleted registration takes its links, and a TRUNCATE of registrations all of them', async () => {
    const { id, disease } = await registered('LINK-KEY-3');
    const [months] = await diseaseCount(db.orm, disease);
    await db.orm.execute(sql`DELETE FROM registrations WHERE id = ${id}`);
    expect(await linksOf(db.orm, id)).toBe(0);
    // The rollups lose the registration once, as with the key's cascade.
    expect((await diseaseCount(db.orm, disease))[0]).toBe(months - 1);
    await rolledBack(async (tx) => {
      await tx.execute(sql`TRUNCATE registrations CASCADE`);
      expect(await total(tx, sql`SELECT count(*)::int AS n FROM registration_diseases`)).toBe(0);
    });
    expect(await total(db.orm, sql`SELECT count(*)::int AS n FROM registration_diseases`)).toBeGreaterThan(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a delete waits for links being written to its registration and removes them; links written after it are refused',
    async () => {
      const link = (orm: Orm, id: number) =>
        orm.execute(
          sql`INSERT INTO registration_diseases (registration_id, disease_id) SELECT ${id}::int, max(id) FROM diseases`,
        );
      const deletion = (orm: Orm, id: number) => orm.execute(sql`DELETE FROM registrations WHERE id = ${id}`);
      await withSecondConnection(db.url, async (other) => {
        // The link first: the delete waits for its commit, then removes it.
        const first = await registered('LINK-KEY-4');
        await inTurns({
          watch: db.orm,
          first: { on: other, run: (tx) => link(tx, first.id) },
          second: { waits: 'DELETE FROM registrations', run: () => deletion(db.orm, first.id) },
        });
        expect(await linksOf(db.orm, first.id)).toBe(0);

        // The delete first: the link waits for its commit, then finds the registration gone.
        const second = await registered('LINK-KEY-5');
        const linking = inTurns({
          watch: db.orm,
          first: { on: other, run: (tx) => deletion(tx, second.id) },
          second: { waits: 'INSERT INTO registration_diseases', run: () => link(db.orm, second.id) },
        });
        expect(await codeOf(linking)).toBe('23503');
        expect(await linksOf(db.orm, second.id)).toBe(0);
      });
    },
  );
});
