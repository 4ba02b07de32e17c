import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect';
import { queryRow, queryRows } from '../../server/db/query';

/** The schemas whose rows a test may change: the app's, its job queue's and the migrations' own. */
const DATA_SCHEMAS = `('public', 'pgboss', 'drizzle')`;

/** Where the copies of the rows live, in the same database (outside the schemas above). */
const SNAPSHOT_SCHEMA = 'test_snapshot';

/**
 * Where a test file makes objects of its own (a table, a function and the triggers calling it), dropped with
 * everything depending on it before the database is put back: such a file leaves its copy fit to reuse. So
 * are the tables a file adds to the app's schemas (a drop-in resource's migration), with their keys, indexes
 * and sequences.
 */
export const SCRATCH_SCHEMA = 'test_scratch';

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

/** A table's size as the planner reads it, which `ANALYZE` and TRUNCATE change. */
const PLANNER_SIZE = `relpages || '/' || reltuples || '/' || relallvisible`;

/**
 * Up to this many kept rows, a changed table is emptied with DELETE rather than truncated: a page or two of
 * dead rows, where TRUNCATE would take along every table whose foreign keys lead to it.
 */
const FEW_ROWS = 100;

interface DataTable {
  oid: number;
  name: string;
  /** The columns an INSERT may set (generated ones are computed again). */
  columns: string;
  /** Where its kept rows are. */
  copy: string;
  /** How many rows are kept. */
  rows: number;
  /** The tables whose foreign keys lead to this one, which TRUNCATE takes along (oids, comma-separated). */
  referrers: string;
  /** Its size for the planner (`PLANNER_SIZE`). */
  plannerSize: string;
}

interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

/** A table a file changed; `analyzed`: its size for the planner is not the kept one. */
interface Changed {
  oid: number;
  analyzed: boolean;
}

/**
 * A database's rows as they are now, kept beside them, so that the database can be put back in that state
 * after a test file wrote to it: what reopening a copy of the template would give, for a fraction of its cost
 * (`borrowDemoDatabase`). DatabaseCleaner's deletion and truncation strategies, with the snapshot in the
 * database itself, applied only to the tables the file changed.
 */
export interface Snapshot {
  /**
   * Puts the rows, sequences and planner statistics back. False when the file changed the schema: the
   * database is then unfit to reuse and the caller closes it.
   */
  restore(): Promise<boolean>;
}

export async function takeSnapshot(db: Database): Promise<Snapshot> {
  const tables = await keepRows(db);
  const sequences = await queryRows<SequenceState>(
    db.orm,
    sql.raw(`SELECT format('%I.%I', schemaname, sequencename) AS name,
        coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname IN ${DATA_SCHEMAS}`),
  );
  const kept = await fingerprint(db);
  // Each write after the snapshot or the last restore is newer than this transaction.
  let mark = await currentTransaction(db);
  return {
    async restore() {
      // Settings, temporary tables, prepared statements, advisory locks and LISTENs of the session, if it is
      // one (PGlite); it fails inside a transaction the file left open, and the database is then replaced.
      if (db.kind === 'pglite') await db.executeSql('DISCARD ALL');
      // On PostgreSQL, a connection the file opened itself and left open would hold the TRUNCATE back.
      else
        await db.executeSql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      await db.executeSql(`DROP SCHEMA IF EXISTS ${SCRATCH_SCHEMA} CASCADE`);
      await dropAddedTables(db, tables);
      if ((await fingerprint(db)) !== kept) return false;
      const changed = await changedTables(db, tables, mark);
      await db.executeSql(restoreStatements(reloadPlan(tables, changed), sequences));
      mark = await currentTransaction(db);
      return true;
    },
  };
}

/** Copies every data table into the snapshot schema. */
async function keepRows(db: Database): Promise<DataTable[]> {
  const tables = await queryRows<Omit<DataTable, 'rows'>>(
    db.orm,
    sql.raw(`SELECT c.oid::int AS oid, format('%I.%I', n.nspname, c.relname) AS name,
        (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
        format('${SNAPSHOT_SCHEMA}.t%s', row_number() OVER (ORDER BY c.oid)) AS copy,
        coalesce((SELECT string_agg(DISTINCT coalesce(pg_partition_root(f.conrelid), f.conrelid)::int::text, ',')
          FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.oid), '') AS referrers,
        ${PLANNER_SIZE} AS "plannerSize"
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ${DATA_SCHEMAS} AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.oid`),
  );
  await db.executeSql(
    [
      `CREATE SCHEMA ${SNAPSHOT_SCHEMA}`,
      ...tables.map((table) => `CREATE TABLE ${table.copy} AS SELECT ${table.columns} FROM ${table.name}`),
    ].join(';\n'),
  );
  const counts = await queryRows<{ rows: number }>(
    db.orm,
    sql.raw(tables.map((table) => `SELECT count(*)::int AS rows FROM ${table.copy}`).join('\nUNION ALL ')),
  );
  return tables.map((table, index) => ({ ...table, rows: counts[index]?.rows ?? 0 }));
}

/** Drops the tables of the data schemas that are not among the kept ones, and what depends on them. */
async function dropAddedTables(db: Database, tables: DataTable[]) {
  const added = await queryRows<{ name: string }>(
    db.orm,
    sql.raw(`SELECT format('%I.%I', n.nspname, c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ${DATA_SCHEMAS} AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.oid NOT IN (${tables.map((table) => table.oid).join(', ')})`),
  );
  if (added.length) await db.executeSql(`DROP TABLE ${added.map((table) => table.name).join(', ')} CASCADE`);
}

async function currentTransaction(db: Database): Promise<string> {
  return (await queryRow<{ xid: string }>(db.orm, sql`SELECT pg_current_xact_id()::xid::text AS xid`)).xid;
}

/**
 * The tables a file wrote or analyzed since the mark: a row newer than the mark (inserted or updated), fewer
 * rows than kept (deleted), or another size for the planner. Frozen rows never look new: no test freezes.
 */
async function changedTables(db: Database, tables: DataTable[], mark: string): Promise<Changed[]> {
  const probes = tables.map((table) => {
    const wrote = table.rows
      ? `EXISTS (SELECT FROM ${table.name} WHERE age(xmin) <= age('${mark}'::xid))
          OR (SELECT count(*) FROM ${table.name}) <> ${table.rows}`
      : `EXISTS (SELECT FROM ${table.name})`;
    const analyzed = `(SELECT ${PLANNER_SIZE} FROM pg_class WHERE oid = ${table.oid})
      IS DISTINCT FROM '${table.plannerSize}'`;
    return `SELECT ${table.oid} AS oid, ${analyzed} AS analyzed WHERE ${wrote} OR ${analyzed}`;
  });
  return queryRows<Changed>(db.orm, sql.raw(probes.join('\nUNION ALL ')));
}

/**
 * How the changed tables go back. Those with no kept rows (registrations, sessions, the audit log, the
 * rollups…), many, or analyzed, are truncated with the tables whose foreign keys lead to them, as TRUNCATE
 * wants: their files start anew, as in a new copy. Those with a few (the accounts, whose language each
 * sign-in sets, the species…) are emptied with DELETE, which touches no other table: with triggers off, no
 * foreign key cascades or objects.
 */
function reloadPlan(tables: DataTable[], changed: Changed[]) {
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const truncated = new Set<DataTable>();
  const truncate = (table: DataTable | undefined) => {
    if (!table || truncated.has(table)) return;
    truncated.add(table);
    for (const referrer of table.referrers.split(',')) if (referrer) truncate(byOid.get(Number(referrer)));
  };
  for (const { oid, analyzed } of changed) {
    const table = byOid.get(oid);
    if (table && (analyzed || table.rows === 0 || table.rows > FEW_ROWS)) truncate(table);
  }
  const emptied = changed.flatMap(({ oid }) => {
    const table = byOid.get(oid);
    return table && !truncated.has(table) ? [table] : [];
  });
  return { truncated: [...truncated], emptied };
}

/**
 * One statement list, so one transaction: triggers and foreign keys are off while the rows go back (they were
 * all true of the kept rows), the rollups' own rows included.
 */
function restoreStatements(
  { truncated, emptied }: ReturnType<typeof reloadPlan>,
  sequences: SequenceState[],
): string {
  return [
    'SET session_replication_role = replica',
    ...(truncated.length ? [`TRUNCATE ${truncated.map((table) => table.name).join(', ')}`] : []),
    ...emptied.map((table) => `DELETE FROM ${table.name}`),
    ...[...truncated, ...emptied]
      .filter((table) => table.rows)
      .map(
        (table) =>
          `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT * FROM ${table.copy}`,
      ),
    // TRUNCATE forgets the sizes the planner read; a new copy has them.
    ...truncated.map((table) => {
      const [pages, tuples, allVisible] = table.plannerSize.split('/');
      return `UPDATE pg_class SET relpages = ${pages}, reltuples = ${tuples}, relallvisible = ${allVisible}
        WHERE oid = ${table.oid}`;
    }),
    ...sequences.map(
      (sequence) => `SELECT setval('${sequence.name}', ${sequence.value}, ${sequence.called})`,
    ),
    // A file's ANALYZE leaves the columns' statistics, which a new copy does not have.
    `DELETE FROM pg_statistic WHERE starelid >= ${FIRST_NORMAL_OID}`,
    'SELECT pg_stat_reset()',
    'RESET session_replication_role',
  ].join(';\n');
}
