import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/connect';
import { type TemplateName, workerCluster } from './templates';

/**
 * A fresh copy of one of the run's template databases (see `global-setup.ts`) for one test file: PGlite
 * in memory loaded from the template's dump, or, when the suite runs on a throwaway PostgreSQL cluster
 * (`npm run test:pg`), a new database made from the template and dropped on `close()`.
 */
/** The database of a test file; `url` is set on PostgreSQL (for a second connection of the test's own). */
export type TestDatabase = Database & { url?: string };

export async function openTestDatabase(
  template: TemplateName = 'migrated',
  options: { statementTimeoutMs?: number; warmConnections?: number } = {},
): Promise<TestDatabase> {
  const templates = inject('templates');
  if (templates.kind === 'pglite') {
    const dump = new Blob([await readFile(templates.files[template])]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  const { adminUrl, databases } = workerCluster(templates.clusters);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // FILE_COPY: a plain copy of the files, quicker than WAL-logging every block of a small database.
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${databases[template]} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4, ...options });
  return {
    ...db,
    url,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
