import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, type Query, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Orm = PgDatabase<PgQueryResultHKT>;

/**
 * Rows as arrays, in the statement's column order, typed by the driver alone: what an export reads by the
 * million, without building an object per row and mapping it through the ORM's columns.
 */
export interface RowReader {
  /** One statement's rows. */
  arrays(statement: SQL): Promise<unknown[][]>;
  /**
   * PostgreSQL only: every row of one statement (or of one compiled by another thread) through a
   * server-side cursor (one snapshot, one plan), `size` at a time, the next batch fetched while `each`
   * handles the current one. On a connection of its own, given back when done, when `each` throws or when
   * `signal` aborts (the fetch in flight cancelled).
   */
  cursor?(
    statement: SQL | Query,
    size: number,
    signal: AbortSignal,
    each: (rows: unknown[][]) => Promise<void>,
  ): Promise<void>;
  /** PostgreSQL only: how another thread opens the same database (an export's worker). */
  server?: { databaseUrl: string; statementTimeoutMs?: number };
}

export interface Database {
  orm: Orm;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a request's queries on one connection, cancelled in the database when `signal` aborts (the
   * client went away). PGlite is one connection and cannot interrupt a statement: `run` gets the orm.
   */
  withConnection<T>(run: (orm: Orm) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /**
   * Raw SQL with $1… parameters, or several statements without parameters (the job queue's own
   * maintenance): the adapter pg-boss runs on, over the same pool or the same embedded database.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  rows: RowReader;
  close(): Promise<void>;
}

const dialect = new PgDialect();

/** drizzle-kit's migrations, applied in order by `openDatabase`. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: a PostgreSQL server through a pool when `databaseUrl` is set, else PGlite
 * (PostgreSQL in WASM) in `dataDir` ('memory://' for a throwaway one). Migrations run before it is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Told about connections lost outside a query (a restart); the pool replaces them by itself. */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: start from this dump (`dumpDataDir()`) of another database, e.g. a test template. */
  loadDataDir?: Blob;
  /** PGlite only: lines for its postgresql.conf (a test database's smaller buffers). */
  pgliteSettings?: string[];
  /** PGlite only: arguments of the initdb run for a new database (a test template's smaller WAL). */
  pgliteInitArgs?: string[];
  /** PostgreSQL cancels any statement of the pool running longer (the app's requests; not migrations). */
  statementTimeoutMs?: number;
  /** False for a database another thread of the process has already opened (and migrated). */
  migrate?: boolean;
  /**
   * PostgreSQL only: connections opened at once, their catalogue caches loaded (WARM_UP, as every later
   * connection's), and kept open however long they stay idle (the pool's minimum).
   */
  warmConnections?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    if (options.migrate !== false) await migrateOnce(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      statement_timeout: options.statementTimeoutMs,
      // While the server is away, fail fast (503) rather than queue requests behind a hanging connect.
      connectionTimeoutMillis: 5000,
      // A new connection's first statements load its catalogue caches (a write's alert evaluation took
      // 150–630 ms instead of 15–130 on one): the warm ones are never closed, others after 5 minutes idle
      // (not pg's 10 seconds) so that a busy spell's writes find warm ones; none keeps a finished script alive.
      idleTimeoutMillis: 300_000,
      min: options.warmConnections ?? 0,
      allowExitOnIdle: true,
      // A warm pool warms every connection it opens before handing it out: the first ones, and those
      // replacing connections a restart took, which it opens on demand. A failed warm-up fails the query.
      onConnect: options.warmConnections ? (client) => client.query(WARM_UP) : undefined,
    });
    // Without these listeners, a connection dropped by a restart (57P01) is an unhandled 'error' event
    // that ends the process: the idle ones are reported by the pool, checked-out ones by their client.
    const onError = options.onConnectionError ?? (() => {});
    pool.on('error', () => {}); // the same error as the client's own listener below reports
    pool.on('connect', (client) => client.on('error', onError));
    if (options.warmConnections) await openWarm(pool, options.warmConnections);
    const orm: Orm = drizzlePg(pool);
    const url = options.databaseUrl;
    // The pool hands out the same few clients again and again: each keeps its ORM (a dialect, a session).
    const orms = new WeakMap<pg.PoolClient, Orm>();
    const ormOf = (client: pg.PoolClient) => {
      const known = orms.get(client);
      if (known) return known;
      const clientOrm: Orm = drizzlePg(client);
      orms.set(client, clientOrm);
      return clientOrm;
    };
    const withConnection = <T>(run: (orm: Orm) => Promise<T>, signal?: AbortSignal) =>
      onOwnConnection(pool, url, (client) => run(ormOf(client)), signal);
    // drizzle-orm's transaction on a pool sends BEGIN before the try whose finally releases the connection:
    // a BEGIN that fails (the server restarting under a write) kept its connection checked out for ever, a
    // pool slot lost per outage (database-restart.test.ts). On a connection of its own, released whatever
    // happens, and dropped by the pool when it died.
    const inTransaction: Orm['transaction'] = (transaction, config) =>
      withConnection((connection) => connection.transaction(transaction, config));
    orm.transaction = inTransaction;
    const executeSql = (text: string, values?: unknown[]) => pool.query(text, values);
    const rows: RowReader = {
      arrays: async (statement) => {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        return (await pool.query({ text, values: params, rowMode: 'array' })).rows;
      },
      cursor: (statement, size, signal, each) =>
        onOwnConnection(pool, url, (client) => readCursor(client, statement, size, each), signal),
      server: { databaseUrl: url, statementTimeoutMs: options.statementTimeoutMs },
    };
    return { orm, kind: 'postgres', withConnection, executeSql, rows, close: () => pool.end() };
  }
  const client = await openPglite(
    options.dataDir,
    options.loadDataDir,
    options.pgliteSettings,
    options.pgliteInitArgs,
  );
  const pglite = drizzlePglite(client);
  await migratePglite(pglite, { migrationsFolder });
  const orm: Orm = pglite;
  // PGlite's extended protocol takes one statement: parameterless text goes through `exec`, which takes many.
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  };
  const rows: RowReader = {
    arrays: async (statement) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows;
    },
  };
  return {
    orm,
    kind: 'pglite',
    withConnection: (run) => run(orm),
    executeSql,
    rows,
    close: () => client.close(),
  };
}

/**
 * Plans a query over every table of the app and of the job queue, reading nothing: a connection's first
 * statement over a table builds its entry in that connection's catalogue caches (its indexes, triggers,
 * columns), 100–170 ms for registrations' 27 indexes and 41 triggers against 1–20 ms warm. The connection
 * then says so (app.warmed_up: what tests check).
 */
export const WARM_UP = `DO $$
  DECLARE t regclass;
  BEGIN
    FOR t IN SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname IN ('public', 'pgboss') AND c.relkind IN ('r', 'p') LOOP
      EXECUTE format('EXPLAIN SELECT * FROM %s WHERE false', t);
    END LOOP;
    PERFORM set_config('app.warmed_up', 'on', false);
  END $$`;

/**
 * The server's warm connections: an alert evaluation reads on two at once while the mail queue's worker
 * may hold a third.
 */
export const WARM_CONNECTIONS = 3;

/** Opens `count` connections together, warmed by the pool's `onConnect` (they stay in the pool, idle). */
async function openWarm(pool: pg.Pool, count: number) {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

/** Migrations on a connection of their own: they may run longer than the pool's statement timeout. */
async function migrateOnce(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * Reads `statement` through a cursor in a read-only transaction, fetching the next batch before handing
 * out the current one; ends the transaction whatever happens.
 */
async function readCursor(
  client: pg.PoolClient,
  statement: SQL | Query,
  size: number,
  each: (rows: unknown[][]) => Promise<void>,
) {
  const { sql: text, params } = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
  const fetch = () =>
    client.query<unknown[]>({ text: `FETCH ${size} FROM read_rows`, rowMode: 'array' }).then((r) => r.rows);
  let next: Promise<unknown[][]> | null = null;
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    await client.query(`DECLARE read_rows NO SCROLL CURSOR FOR ${text}`, params);
    next = fetch();
    while (next) {
      const rows: unknown[][] = await next;
      next = rows.length === size ? fetch() : null;
      if (rows.length) await each(rows);
    }
    await client.query('COMMIT');
  } catch (error) {
    // The fetch in flight ends (or is cancelled) before the transaction does; the connection stays usable.
    await next?.catch(() => undefined);
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * One pooled connection for `run`; if `signal` aborts meanwhile, its running statement is cancelled
 * from a separate connection (the pool may be exhausted by the very queries to cancel).
 */
async function onOwnConnection<T>(
  pool: pg.Pool,
  url: string,
  run: (client: pg.PoolClient) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const client = await pool.connect();
  // Left while waiting for a connection: its statement must not even start.
  if (signal?.aborted) {
    client.release();
    throw Object.assign(new Error('the client left before its query started'), { code: '57014' });
  }
  // Set by pg on every connection, missing from its type declarations.
  const pid = (client as pg.PoolClient & { processID: number }).processID;
  // The connection goes back to the pool only once a cancel in flight is done, so it never hits the next user.
  let cancelling: Promise<unknown> | undefined;
  const cancel = () => {
    const canceller = new pg.Client({ connectionString: url });
    cancelling = canceller
      .connect()
      .then(() => canceller.query('SELECT pg_cancel_backend($1)', [pid]))
      .catch(() => {})
      .finally(() => canceller.end().catch(() => {}));
  };
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await run(client);
  } finally {
    signal?.removeEventListener('abort', cancel);
    await cancelling;
    client.release();
  }
}

/** PGlite with the extensions the migrations use (trigram indexes for "contains" searches). */
export async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
  settings?: string[],
  initArgs?: string[],
) {
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir,
    postgresqlconf: settings,
    initDbStartParams: initArgs,
  });
  await dropRowArrayParsers(client);
  return client;
}

/**
 * PGlite starts with a parser for the arrays of every type of the database, 273 of them arrays of row types
 * (its catalogues', the app's tables'), and copies that table into each query that brings parsers of its own,
 * as all of drizzle's do. Their sparse type ids make that copy a slow one: a `SELECT 1` through drizzle took
 * 170 µs with them, 100 µs without. PGlite has no parser for a row type, so those array parsers only split an
 * array of rows into strings, and no query of the app reads one.
 */
async function dropRowArrayParsers(client: PGlite) {
  const { rows } = await client.query<{ typarray: number }>(
    "SELECT typarray FROM pg_type WHERE typtype = 'c' AND typarray <> 0",
  );
  const rowArrays = new Set(rows.map((row) => String(row.typarray)));
  client.parsers = Object.fromEntries(Object.entries(client.parsers).filter(([oid]) => !rowArrays.has(oid)));
}
