/**
 * How far the embedded database (PGlite) carries the app: one PGlite database grown step by step
 * (10,000 → 1,000,000 registrations by default, `BENCH_PGLITE_SIZES=10000,100000`), and at each size its
 * folder on disk, the server process's resident memory, the planner statistics refresh the server runs
 * (ANALYZE), a restart (opening the folder again), and what one user waits for the registrations list
 * (first page, a filter, a reference search) and the dashboard. Baseline: the same figures at the
 * smallest size, in the same run.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/connect';
import { queryRow } from '../server/db/query';
import { refreshStatistics } from '../server/maintenance/statistics';
import { serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import { sequentialLatency } from './support/latency';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const SIZES = (process.env.BENCH_PGLITE_SIZES ?? '10000,100000,300000,1000000')
  .split(',')
  .map((size) => Number(size.replace(/_/g, '')));
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const MB = 1024 * 1024;

/** Bytes of a folder, recursively. */
function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce((sum, entry) => {
    const inner = join(path, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(inner) : statSync(inner).size);
  }, 0);
}

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round(performance.now() - started);
};

/** Paths one user opens, with values that exist in the data. */
async function pathsOf(db: Database) {
  const { month, specie } = await queryRow<{ month: string; specie: number }>(
    db.orm,
    sql`SELECT to_char(created_at, 'YYMM') AS month, specie_id AS specie FROM registrations
        ORDER BY created_at DESC LIMIT 1`,
  );
  const list = (filter: object) =>
    `/api/registrations?${new URLSearchParams({
      sort: JSON.stringify(['created_at', 'DESC']),
      range: '[0,9]',
      filter: JSON.stringify(filter),
    })}`;
  return {
    'list page 1': list({}),
    'list species + status': list({ specie_id: specie, status: 'waiting' }),
    'list ref search (this month)': list({ q: `REG-${month}` }),
    dashboard: '/api/dashboard',
  };
}

async function measureSize(db: Database, folder: string, dataDir: string, size: number) {
  const registrations = await fillRegistrations(db, size, `pglite ${size}`);
  const analyseMs = await timed(() => refreshStatistics(db));
  const cleanup = new Cleanup();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  try {
    const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
    const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
    const latency: Record<string, { p50Ms: number; p95Ms: number }> = {};
    for (const [label, path] of Object.entries(await pathsOf(db))) {
      const { p50Ms, p95Ms } = await sequentialLatency(`${app.url}${path}`, cookie, MEASURE_MS);
      latency[label] = { p50Ms, p95Ms };
      process.stdout.write(`  ${size}: ${label.padEnd(30)} p50 ${p50Ms} ms  p95 ${p95Ms} ms\n`);
    }
    return {
      registrations,
      diskMb: Math.round(folderBytes(dataDir) / MB),
      peakRssMb: Math.round(peakRss / MB),
      analyseMs,
      latency,
    };
  } finally {
    clearInterval(sampler);
    await cleanup.run();
  }
}

type SizeFigures = Awaited<ReturnType<typeof measureSize>> & { reopenMs: number };

const bench: Bench = {
  title: "PGlite by size: disk, memory, statistics refresh, restart and one user's list/dashboard latency",
  async run() {
    const { path: folder, remove } = tempFolder('bench-pglite-size-');
    const dataDir = join(folder, 'pglite');
    const steps: SizeFigures[] = [];
    try {
      let db = await openDatabase({ dataDir });
      try {
        for (const size of SIZES) {
          const figures = await measureSize(db, folder, dataDir, size);
          await db.close();
          let reopened: Database | undefined;
          const reopenMs = await timed(async () => {
            reopened = await openDatabase({ dataDir });
          });
          if (!reopened) throw new Error('PGlite did not reopen');
          db = reopened;
          steps.push({ ...figures, reopenMs });
          process.stdout.write(
            `  ${size}: disk ${figures.diskMb} MB, peak RSS ${figures.peakRssMb} MB, ANALYZE ${figures.analyseMs} ms, reopen ${reopenMs} ms\n`,
          );
        }
      } finally {
        await db.close();
      }
      const base = steps[0];
      const row = (s: SizeFigures) =>
        `${s.registrations.toLocaleString('en')}: ${s.diskMb} MB disk, ${s.peakRssMb} MB RSS, page 1 p50 ` +
        `${s.latency['list page 1']?.p50Ms} ms (×${base ? Math.round(((s.latency['list page 1']?.p50Ms ?? 0) / (base.latency['list page 1']?.p50Ms ?? 1)) * 10) / 10 : 1})`;
      return { summary: steps.map(row).join('; '), figures: { sizes: steps } };
    } finally {
      remove();
    }
  },
};

export default bench;
