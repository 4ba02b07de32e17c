import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const orm = drizzlePg(pool);
    await migratePg(orm, { migrationsFolder });
    return { orm: orm as unknown as Orm, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir);
  const orm = drizzlePglite(client);
  await migratePglite(orm, { migrationsFolder });
  return { orm: orm as unknown as Orm, kind: 'pglite', close: () => client.close() };
}
