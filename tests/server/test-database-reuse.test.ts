import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { seedDemoRegistrations } from '../../server/db/seed/registrations';
import { SCRATCH_SCHEMA } from '../support/restorable';
import { TEST_NOW } from '../support/templates';
import { borrowDemoDatabase, type TestDatabase } from '../support/test-db';

/**
 * The files of a worker reuse one copy of the demo (tests/support/restorable.ts): what a file leaves in it,
 * rows, sequences, statistics, session settings or schema, is gone for the next file.
 */

const rowsOf = async (db: TestDatabase, text: string) => (await db.executeSql(text)).rows;

/** Every row of every table the app writes, where each sequence stands, and the planner's statistics. */
async function contents(db: TestDatabase) {
  const tables = await queryRows<{ name: string }>(
    db.orm,
    sql`SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
      WHERE schemaname IN ('public', 'pgboss', 'drizzle') ORDER BY 1`,
  );
  const state: Record<string, unknown> = {};
  for (const { name } of tables)
    state[name] = await rowsOf(
      db,
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${name} t`,
    );
  state.sequences = await rowsOf(
    db,
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`,
  );
  state.statistics = await rowsOf(db, 'SELECT count(*)::int AS n FROM pg_statistic WHERE starelid >= 16384');
  state.plannerSizes = await rowsOf(
    db,
    `SELECT relname, relpages, reltuples FROM pg_class
      WHERE relnamespace::regnamespace::text IN ('public', 'pgboss', 'drizzle') AND relkind IN ('r', 'p')
      ORDER BY 1`,
  );
  return state;
}

/** One file's use of the worker's copy: `use` runs on it, and it is given back. */
async function asAFile<T>(use: (db: TestDatabase) => Promise<T>): Promise<T> {
  const db = await borrowDemoDatabase();
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** Which copy a file was lent: PGlite's connection, or the PostgreSQL database's address. */
const copyOf = (db: TestDatabase): unknown => db.url ?? db.orm;

describe("a worker's reused demo database", () => {
  it('comes back with the rows, sequences and statistics a file changed, rollups included', async () => {
    const before = await asAFile(contents);
    await asAFile(async (db) => {
      await seedDemoRegistrations(db.orm, { count: 30, now: TEST_NOW });
      await db.executeSql(`UPDATE users SET nom = 'Changed'`);
      await db.executeSql('DELETE FROM villages WHERE id IN (SELECT id FROM villages ORDER BY id LIMIT 5)');
      await db.executeSql('TRUNCATE species CASCADE');
      expect(await contents(db)).not.toEqual(before);
    });
    await asAFile(async (db) => {
      expect(await contents(db)).toEqual(before);
      // The same ids again: a reused database numbers new rows as a new copy would.
      await seedDemoRegistrations(db.orm, { count: 1, now: TEST_NOW });
      expect(await rowsOf(db, 'SELECT min(id)::int AS id FROM registrations')).toEqual([{ id: 1 }]);
    });
  });

  it('comes back from changes that keep the number of rows, from ANALYZE alone, and from the job queue', async () => {
    const before = await asAFile(contents);
    await asAFile(async (db) => {
      // As many species as before, one of them another: only its row's age tells.
      await db.executeSql(`DELETE FROM disease_species WHERE specie_id = (SELECT max(id) FROM species)`);
      await db.executeSql(`DELETE FROM breeds WHERE specie_id = (SELECT max(id) FROM species)`);
      await db.executeSql(`DELETE FROM species WHERE id = (SELECT max(id) FROM species)`);
      await db.executeSql(`INSERT INTO species (name) VALUES ('Autruche')`);
      await db.executeSql('ANALYZE villages');
      await db.executeSql(
        `INSERT INTO pgboss.job (name, data) SELECT name, '{}' FROM pgboss.queue ORDER BY name LIMIT 1`,
      );
      expect(await contents(db)).not.toEqual(before);
    });
    await asAFile(async (db) => expect(await contents(db)).toEqual(before));
  });

  it("does not keep a file's session settings", async () => {
    await asAFile((db) => db.executeSql(`SET statement_timeout = '1s'; SET enable_seqscan = off`));
    await asAFile(async (db) => {
      expect(await rowsOf(db, 'SHOW statement_timeout')).toEqual([{ statement_timeout: '0' }]);
      expect(await rowsOf(db, 'SHOW enable_seqscan')).toEqual([{ enable_seqscan: 'on' }]);
    });
  });

  it("is kept when a file's own objects are in the scratch schema, which goes with them", async () => {
    const before = await asAFile(async (db) => ({ copy: copyOf(db), contents: await contents(db) }));
    const used = await asAFile(async (db) => {
      await db.executeSql(`CREATE SCHEMA ${SCRATCH_SCHEMA}`);
      await db.executeSql(`CREATE TABLE ${SCRATCH_SCHEMA}.probe (id int)`);
      await db.executeSql(`CREATE FUNCTION ${SCRATCH_SCHEMA}.probe() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN INSERT INTO ${SCRATCH_SCHEMA}.probe VALUES (NEW.id); RETURN NEW; END $$`);
      await db.executeSql(`CREATE TRIGGER probe AFTER UPDATE ON species
        FOR EACH ROW EXECUTE FUNCTION ${SCRATCH_SCHEMA}.probe()`);
      await db.executeSql(`UPDATE species SET name = name || '!'`);
      return copyOf(db);
    });
    await asAFile(async (db) => {
      expect(used === before.copy && copyOf(db) === before.copy).toBe(true);
      expect(await contents(db)).toEqual(before.contents);
      expect(await rowsOf(db, "SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'probe'")).toEqual([
        { n: 0 },
      ]);
    });
  });

  it('is kept when a file added tables (a drop-in resource’s migration), which go with their keys', async () => {
    const before = await asAFile(async (db) => ({ copy: copyOf(db), contents: await contents(db) }));
    const used = await asAFile(async (db) => {
      await db.executeSql(`CREATE TABLE vaccines (id serial PRIMARY KEY,
        disease_id integer NOT NULL REFERENCES diseases (id) ON DELETE RESTRICT)`);
      await db.executeSql('CREATE INDEX vaccines_disease_id_idx ON vaccines (disease_id)');
      await db.executeSql('INSERT INTO vaccines (disease_id) SELECT id FROM diseases');
      return copyOf(db);
    });
    await asAFile(async (db) => {
      expect(used === before.copy && copyOf(db) === before.copy).toBe(true);
      expect(await contents(db)).toEqual(before.contents);
      expect(await rowsOf(db, "SELECT to_regclass('vaccines') IS NULL AS gone")).toEqual([{ gone: true }]);
      expect(await rowsOf(db, "SELECT to_regclass('vaccines_id_seq') IS NULL AS gone")).toEqual([
        { gone: true },
      ]);
      // The diseases it referenced can go again.
      await db.executeSql('DELETE FROM disease_species');
      await db.executeSql('DELETE FROM registration_diseases');
      expect(await rowsOf(db, 'DELETE FROM diseases RETURNING 1')).not.toEqual([]);
    });
  });

  it('is replaced when a file changed the schema of tables it had', async () => {
    const first = await asAFile(async (db) => copyOf(db));
    await asAFile((db) => db.executeSql('ALTER TABLE species ADD COLUMN probe integer'));
    await asAFile((db) => db.executeSql('ALTER TABLE users DISABLE TRIGGER ALL'));
    await asAFile(async (db) => {
      expect(copyOf(db) === first).toBe(false);
      expect(await rowsOf(db, "SELECT count(*)::int AS n FROM pg_attribute WHERE attname = 'probe'")).toEqual(
        [{ n: 0 }],
      );
      expect(await rowsOf(db, "SELECT count(*)::int AS n FROM pg_trigger WHERE tgenabled = 'D'")).toEqual([
        { n: 0 },
      ]);
    });
  });
});
