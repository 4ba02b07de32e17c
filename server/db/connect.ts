import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Orm = PgDatabase<PgQueryResultHKT>;

export interface Database {
  orm: Orm;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

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
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the server is away, fail fast (503) rather than queue requests behind a hanging connect.
      connectionTimeoutMillis: 5000,
    });
    // Without these listeners, a connection dropped by a restart (57P01) is an unhandled 'error' event
    // that ends the process: the idle ones are reported by the pool, checked-out ones by their client.
    const onError = options.onConnectionError ?? (() => {});
    pool.on('error', () => {}); // the same error as the client's own listener below reports
    pool.on('connect', (client) => client.on('error', onError));
    const orm = drizzlePg(pool);
    await migratePg(orm, { migrationsFolder });
    return { orm: orm as unknown as Orm, kind: 'postgres', close: () => pool.end() };
  }
  const client = await openPglite(options.dataDir, options.loadDataDir);
  const orm = drizzlePglite(client);
  await migratePglite(orm, { migrationsFolder });
  return { orm: orm as unknown as Orm, kind: 'pglite', close: () => client.close() };
}

/** PGlite with the extensions the migrations use (trigram indexes for "contains" searches). */
export const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
