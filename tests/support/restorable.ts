import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect';
import { queryRow, queryRows } from '../../server/db/query';

/** The schemas whose rows a test may change: the app's, its job queue's and the migrations' own. */
const DATA_SCHEMAS = `('public', 'pgboss', 'drizzle')`;

/** Where the copies of the rows live, in the same database (outside the schemas above). */
const SNAPSHOT_SCHEMA = 'test_snapshot';

/** PostgreSQL's first object id after initdb: everything at or past it was made by a migration or a test. */
const FIRST_NORMAL_OID = 16384;

/**
 * The objects migrations made (tables, columns, triggers, functions, constraints) and the cluster's roles
 * and per-database settings: a file whose DDL moved it leaves a database that is not put back but replaced.
 */
const SCHEMA_FINGERPRINT = `SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
  SELECT 'c' || (oid, relname, relkind, reloptions)::text AS item FROM pg_class
    WHERE oid >= ${FIRST_NORMAL_OID} AND relpersistence <> 't'
  UNION ALL SELECT 'a' || (attrelid, attnum, attname, atttypid, attnotnull, atthasdef)::text FROM pg_attribute
    WHERE attrelid >= ${FIRST_NORMAL_OID} AND attnum > 0 AND NOT attisdropped
  UNION ALL SELECT 't' || (oid, tgenabled)::text FROM pg_trigger WHERE oid >= ${FIRST_NORMAL_OID}
  UNION ALL SELECT 'p' || oid || md5(prosrc) FROM pg_proc WHERE oid >= ${FIRST_NORMAL_OID}
  UNION ALL SELECT 'o' || oid FROM pg_constraint WHERE oid >= ${FIRST_NORMAL_OID}
  UNION ALL SELECT 'r' || (oid, rolname)::text FROM pg_authid
  UNION ALL SELECT 's' || (setdatabase, setrole, setconfig)::text FROM pg_db_role_setting
) AS catalogue`;

const fingerprint = async (db: Database) =>
  (await queryRow<{ fingerprint: string }>(db.orm, sql.raw(SCHEMA_FINGERPRINT))).fingerprint;

interface DataTable {
  name: string;
  /** The columns an INSERT may set (generated ones are computed again). */
  columns: string;
}

interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

/**
 * A database's rows as they are now, kept beside them, so that the database can be put back in that state
 * after a test file wrote to it: what reopening a copy of the template would give, for a fraction of its cost
 * (`borrowDemoDatabase`). DatabaseCleaner's truncation strategy, with the snapshot in the database itself.
 */
export interface Snapshot {
  /**
   * Puts the rows, sequences and planner statistics back. False when the file changed the schema: the
   * database is then unfit to reuse and the caller closes it.
   */
  restore(): Promise<boolean>;
}

export async function takeSnapshot(db: Database): Promise<Snapshot> {
  const tables = await queryRows<DataTable>(
    db.orm,
    sql.raw(`SELECT format('%I.%I', n.nspname, c.relname) AS name,
        (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ${DATA_SCHEMAS} AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY 1`),
  );
  const sequences = await queryRows<SequenceState>(
    db.orm,
    sql.raw(`SELECT format('%I.%I', schemaname, sequencename) AS name,
        coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname IN ${DATA_SCHEMAS}`),
  );
  const copyOf = (index: number) => `${SNAPSHOT_SCHEMA}.t${index}`;
  await db.executeSql(
    [
      `CREATE SCHEMA ${SNAPSHOT_SCHEMA}`,
      ...tables.map(
        (table, index) => `CREATE TABLE ${copyOf(index)} AS SELECT ${table.columns} FROM ${table.name}`,
      ),
    ].join(';\n'),
  );
  const kept = await fingerprint(db);
  // One statement list, so one transaction: triggers and foreign keys are off while the rows go back
  // (they were all true of the copied rows), the rollups' own rows included.
  const restoreRows = [
    'SET session_replication_role = replica',
    `TRUNCATE ${tables.map((table) => table.name).join(', ')} CASCADE`,
    ...tables.map(
      (table, index) =>
        `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT * FROM ${copyOf(index)}`,
    ),
    ...sequences.map(
      (sequence) => `SELECT setval('${sequence.name}', ${sequence.value}, ${sequence.called})`,
    ),
    // TRUNCATE forgets the tables' sizes; the columns' statistics (a seed's ANALYZE) go too, as in a new copy.
    `DELETE FROM pg_statistic WHERE starelid >= ${FIRST_NORMAL_OID}`,
    'SELECT pg_stat_reset()',
    'RESET session_replication_role',
  ].join(';\n');
  return {
    async restore() {
      // Settings, temporary tables, prepared statements, advisory locks and LISTENs of the session, if it is
      // one (PGlite); it fails inside a transaction the file left open, and the database is then replaced.
      if (db.kind === 'pglite') await db.executeSql('DISCARD ALL');
      // On PostgreSQL, a connection the file opened itself and left open would hold the TRUNCATE back.
      else
        await db.executeSql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      if ((await fingerprint(db)) !== kept) return false;
      await db.executeSql(restoreRows);
      return true;
    },
  };
}
