/**
 * A database left at an older migration, as a site that has not upgraded yet holds it: migrated up to
 * `lastTag` only, filled by the test with the SQL of that time, then upgraded (the remaining migrations
 * run when the app opens it). PGlite in memory, or a new database on the suite's PostgreSQL cluster.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder, openDatabase, openPglite } from '../../server/db/connect';
import { NEW_PGLITE, pgliteDump, workerCluster } from './templates';
import { TEST_PGLITE_SETTINGS, type TestDatabase } from './test-db';

/** Made as the templates are, with a test file's buffers: a fraction of the dump to reload. */
const PGLITE_SETTINGS = [...TEST_PGLITE_SETTINGS, ...NEW_PGLITE.settings];

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of the migrations folder whose journal stops at `lastTag`. */
async function migrationsUpTo(lastTag: string) {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal: { entries: JournalEntry[] } = JSON.parse(await readFile(journalFile, 'utf8'));
  const last = journal.entries.find((e) => e.tag === lastTag);
  if (!last) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.filter((e) => e.idx <= last.idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

export interface OldDatabase {
  /** Runs SQL of that time (one statement, $1… parameters). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Closes it and opens it with the app: the migrations since `lastTag` run. */
  upgrade(): Promise<TestDatabase>;
}

export async function openDatabaseAt(lastTag: string): Promise<OldDatabase> {
  const folder = await migrationsUpTo(lastTag);
  const templates = inject('templates');
  try {
    if (templates.kind === 'pglite') {
      // The run's cluster as initdb made it: a quarter of the CPU of running initdb again.
      const client = await openPglite('memory://', await pgliteDump(templates, 'fresh'), PGLITE_SETTINGS);
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      return {
        query: async <T>(text: string, values?: unknown[]) => (await client.query<T>(text, values)).rows,
        async upgrade() {
          const dump = await client.dumpDataDir('none');
          await client.close();
          return openDatabase({ dataDir: 'memory://', loadDataDir: dump, pgliteSettings: PGLITE_SETTINGS });
        },
      };
    }
    const { adminUrl } = workerCluster(templates.clusters);
    const name = `test_old_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
    return {
      query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[],
      async upgrade() {
        await client.end();
        const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
        return {
          ...db,
          url,
          async close() {
            await db.close();
            const cleanup = new pg.Client({ connectionString: adminUrl });
            await cleanup.connect();
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.end());
          },
        };
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
