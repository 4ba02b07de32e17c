/** Vitest global setup of the server project: builds the template databases once for the whole run. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { ClusterTemplates, PgliteDump, Templates } from './templates';
import { startPostgres } from './with-postgres';

/**
 * The PGlite templates' dumps, written in the background: the client project's files run first (vitest runs
 * projects in name order) and need none, so they start without waiting for them. The server files wait for
 * `ready` (`pgliteDump`), which says what went wrong if the build failed.
 */
async function pgliteTemplates(): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'test-templates-'));
  const files = {
    fresh: join(folder, 'fresh.tar'),
    migrated: join(folder, 'migrated.tar'),
    demo: join(folder, 'demo.tar'),
  };
  const ready = join(folder, 'ready');
  const started = performance.now();
  const announced = writePgliteDumps(files)
    .then(
      () => '',
      (error: unknown) =>
        (error instanceof Error ? (error.stack ?? error.message) : String(error)) || 'failed',
    )
    .then(async (failure) => {
      await writeFile(`${ready}.tmp`, failure);
      await rename(`${ready}.tmp`, ready);
      const ms = Math.round(performance.now() - started);
      process.stderr.write(`test templates (pglite) ${failure ? 'failed after' : 'built in'} ${ms} ms\n`);
    });
  return {
    templates: { kind: 'pglite', files, ready },
    async remove() {
      await announced;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the dumps in a process of its own (`template-build.ts`): run in vitest's process, PGlite's
 * statements (synchronous WebAssembly) held up the modules vitest serves the client workers as they start.
 */
async function writePgliteDumps(files: Record<PgliteDump, string>) {
  const script = fileURLToPath(new URL('./template-build.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, files.fresh, files.migrated, files.demo],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`building the PGlite templates exited with ${code}:\n${errors}`);
}

async function clusterTemplates(
  adminUrl: string,
): Promise<{ cluster: ClusterTemplates; remove(): Promise<void> }> {
  // Loaded here: the PGlite runs build their templates in another process, and need none of the server's modules.
  const [{ openDatabase }, { seedTemplate }] = await Promise.all([
    import('../../server/db/connect'),
    import('./template-build'),
  ]);
  const suffix = randomBytes(4).toString('hex');
  const databases = { migrated: `template_migrated_${suffix}`, demo: `template_demo_${suffix}` };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  try {
    await admin.query(`CREATE DATABASE ${databases.migrated}`);
    const migrated = await openDatabase({ databaseUrl: urlOf(databases.migrated), dataDir: '', poolSize: 1 });
    await migrated.close();
    await admin.query(`CREATE DATABASE ${databases.demo} TEMPLATE ${databases.migrated}`);
    const demo = await openDatabase({ databaseUrl: urlOf(databases.demo), dataDir: '', poolSize: 1 });
    try {
      await seedTemplate(demo.orm);
    } finally {
      await demo.close();
    }
  } finally {
    await admin.end();
  }
  return {
    cluster: { adminUrl, databases },
    async remove() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      for (const name of Object.values(databases))
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The templates on the run's cluster (`adminUrl`) and on one more throwaway cluster per further worker, so
 * that each worker has a cluster of its own (`workerCluster`).
 */
async function postgresTemplates(
  adminUrl: string,
  workers: number,
): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const extra = await Promise.all(Array.from({ length: workers - 1 }, () => startPostgres()));
  const built = await Promise.all([adminUrl, ...extra.map((cluster) => cluster.url)].map(clusterTemplates));
  return {
    templates: { kind: 'postgres', clusters: built.map(({ cluster }) => cluster) },
    async remove() {
      await Promise.all(built.map((cluster) => cluster.remove()));
      await Promise.all(extra.map((cluster) => cluster.stop()));
    },
  };
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  // The demo accounts are hashed here, in vitest's own process: with the project's cost, as its workers
  // hash (PASSWORD_HASH_COST), else every first sign-in of a file pays production's 2^17 and a rehash.
  Object.assign(process.env, project.config.env);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const built = adminUrl
    ? await postgresTemplates(adminUrl, project.vitest.config.maxWorkers)
    : await pgliteTemplates();
  project.provide('templates', built.templates);
  if (built.templates.kind === 'postgres')
    process.stderr.write(
      `test templates (postgres) built in ${Math.round(performance.now() - started)} ms\n`,
    );
  return () => built.remove();
}
