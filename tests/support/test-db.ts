import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/connect';
import { type Snapshot, takeSnapshot } from './restorable';
import { pgliteDump, type TemplateName, workerCluster } from './templates';

/**
 * A fresh copy of one of the run's template databases (see `global-setup.ts`) for one test file: PGlite
 * in memory loaded from the template's dump, or, when the suite runs on a throwaway PostgreSQL cluster
 * (`npm run test:pg`), a new database made from the template and dropped on `close()`.
 */
/** The database of a test file; `url` is set on PostgreSQL (for a second connection of the test's own). */
export type TestDatabase = Database & { url?: string };

/**
 * A test file's PGlite starts with 16 MB of shared buffers, not PostgreSQL's 128: starting one spends
 * 1.5 CPU-seconds instead of 2.4 (the start's cost grows with the buffers), and a test database fits in them.
 */
export const TEST_PGLITE_SETTINGS = ['shared_buffers = 16MB'];

export async function openTestDatabase(
  template: TemplateName = 'migrated',
  options: { statementTimeoutMs?: number; warmConnections?: number } = {},
): Promise<TestDatabase> {
  const templates = inject('templates');
  if (templates.kind === 'pglite') {
    const dump = await pgliteDump(templates, template);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump, pgliteSettings: TEST_PGLITE_SETTINGS });
  }
  const copy = await copyTemplate(template);
  const db = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 4, ...options });
  return {
    ...db,
    url: copy.url,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}

interface KeptCopy {
  /** The copy's own connection: PGlite's one, or on PostgreSQL the one that puts the copy back. */
  keeper: Database;
  snapshot: Snapshot;
  /** PostgreSQL: the copy's database, which each borrowing file opens a pool of its own on. */
  url?: string;
  lent: boolean;
  drop(): Promise<void>;
}

/**
 * The worker's copy of the demo template, reused by the files the worker runs one after the other. On PGlite,
 * opening a copy costs 450–700 ms (its 18 MB unpacked into PGlite's file system, PostgreSQL started) and
 * putting one back 100–150 ms.
 */
let kept: Promise<KeptCopy> | undefined;

async function keepDemoCopy(): Promise<KeptCopy> {
  if (inject('templates').kind === 'pglite') {
    const db = await openTestDatabase('demo');
    return { keeper: db, snapshot: await takeSnapshot(db), lent: false, drop: () => db.close() };
  }
  const copy = await copyTemplate('demo');
  const keeper = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 1, migrate: false });
  const drop = async () => {
    await keeper.close();
    await copy.drop();
  };
  return { keeper, snapshot: await takeSnapshot(keeper), url: copy.url, lent: false, drop };
}

/**
 * A copy of the demo template for one test file, as `openTestDatabase('demo', options)` gives, closed by the
 * file as usual: that puts the worker's copy back as the template left it for the next file, or replaces it
 * when the file changed its schema. On PostgreSQL each file gets a pool of its own (its sessions end with the
 * file). A file's second database is a new copy.
 */
export async function borrowDemoDatabase(
  options: Parameters<typeof openTestDatabase>[1] = {},
): Promise<TestDatabase> {
  kept ??= keepDemoCopy();
  const keeping = kept;
  const copy = await keeping.catch((error: unknown) => {
    if (kept === keeping) kept = undefined;
    throw error;
  });
  if (copy.lent) return openTestDatabase('demo', options);
  copy.lent = true;
  const pool = copy.url
    ? await openDatabase({
        databaseUrl: copy.url,
        dataDir: '',
        poolSize: 4,
        migrate: false,
        ...options,
      }).catch((error: unknown) => {
        copy.lent = false;
        throw error;
      })
    : copy.keeper;
  let returned = false;
  return {
    ...pool,
    url: copy.url,
    async close() {
      if (returned) return;
      returned = true;
      if (pool !== copy.keeper) await pool.close();
      if (await copy.snapshot.restore().catch(() => false)) {
        copy.lent = false;
        return;
      }
      if (kept === keeping) kept = undefined;
      await copy.drop();
    },
  };
}

/** A new database on the worker's PostgreSQL cluster, copied from one of the run's templates. */
async function copyTemplate(template: TemplateName): Promise<{ url: string; drop(): Promise<void> }> {
  const templates = inject('templates');
  if (templates.kind !== 'postgres') throw new Error('the templates are not on PostgreSQL');
  const { adminUrl, databases } = workerCluster(templates.clusters);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  // FILE_COPY: a plain copy of the files, quicker than WAL-logging every block of a small database.
  await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${databases[template]} STRATEGY FILE_COPY`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
