import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The server suite's template databases, built once per run by the global setup: `migrated` (the schema,
 * no rows) and `demo` (the demo seeded with no registrations). Each test file opens a fresh copy, which
 * costs a fraction of migrating and seeding its own (see `openTestDatabase`).
 */
export type TemplateName = 'migrated' | 'demo';

/**
 * The PGlite dumps: the templates, and `fresh`, the cluster as initdb left it (no migration), which a
 * database at an older migration starts from (`openDatabaseAt`) instead of running initdb again.
 */
export type PgliteDump = TemplateName | 'fresh';

export type Templates =
  /**
   * PGlite: a file holding `dumpDataDir()` of each template, usable once `ready` exists (`pgliteDump`):
   * the global setup writes them while the client project's files run.
   */
  | { kind: 'pglite'; files: Record<PgliteDump, string>; ready: string }
  /** PostgreSQL: one cluster per worker, each holding the templates (see `workerCluster`). */
  | { kind: 'postgres'; clusters: ClusterTemplates[] };

/** Databases on the cluster of `adminUrl`, copied with `CREATE DATABASE … TEMPLATE`. */
export interface ClusterTemplates {
  adminUrl: string;
  databases: Record<TemplateName, string>;
}

/**
 * The cluster of this worker. Transaction ids are a cluster's, so a file's open transaction would hold
 * back the sync cursor another file's test expects to move: each worker has a cluster of its own
 * (docs/decisions.md). Vitest numbers its workers from 1 to `maxWorkers`.
 */
export function workerCluster(clusters: ClusterTemplates[]): ClusterTemplates {
  const cluster = clusters[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % clusters.length];
  if (!cluster) throw new Error('no PostgreSQL cluster for the test templates');
  return cluster;
}

/** One of the PGlite dumps, read once written, to open a database from; throws what their building threw. */
export async function pgliteDump(templates: Extract<Templates, { kind: 'pglite' }>, name: PgliteDump) {
  for (;;) {
    const failure = await readFile(templates.ready, 'utf8').catch(() => undefined);
    if (failure) throw new Error(`the test templates could not be built:\n${failure}`);
    if (failure === '') return new Blob([await readFile(templates.files[name])]);
    await sleep(25);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/**
 * How the suite makes a PGlite database from nothing (the templates, an old schema's database): 1 MB WAL
 * segments and a WAL of a few of them, not 16 MB segments of mostly zeros that every dump carries.
 */
export const NEW_PGLITE = {
  initArgs: ['--wal-segsize=1'],
  settings: ['min_wal_size = 2MB', 'max_wal_size = 4MB'],
};

/** The instant the test demo is seeded at: the suite's dates and periods are relative to it. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');
