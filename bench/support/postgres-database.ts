import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../server/db/connect';
import { startPostgres } from '../../tests/support/with-postgres';
import type { Cleanup } from './cleanup';

/** The app's database on a throwaway PostgreSQL cluster, both closed by the cleanup. */
export async function openPostgresDatabase(cleanup: Cleanup, folder: string): Promise<Database> {
  const postgres = cleanup.add(await startPostgres(), (p) => p.stop());
  return cleanup.add(
    await openDatabase({ databaseUrl: postgres.url, dataDir: join(folder, randomBytes(4).toString('hex')) }),
    (d) => d.close(),
  );
}
