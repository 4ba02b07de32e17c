/**
 * The registrations list, first page newest first with its total, on 100,000 registrations: the real app
 * (signed in as the admin) against a bare node:http handler running the same SQL, on PostgreSQL and on
 * PGlite, in the same run.
 */
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, openPglite } from '../server/db/connect';
import { startPostgres } from '../tests/support/with-postgres';
import { type Served, serveApp, signIn } from './support/app-server';
import { type Query, serveBareList } from './support/bare-list';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import type { LoadFigures } from './support/load';
import { loadInProcess } from './support/load-process';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const TOTAL = 100_000;
const PATH = `/api/registrations?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,9]')}`;
const CONNECTIONS = 10;
const WARMUP_MS = 2_000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const MAX_REQUESTS = 200_000;
const TARGET_RATIO = 0.7;

interface Pair {
  app: LoadFigures;
  bare: LoadFigures;
  ratio: number;
}

async function check(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${url}${PATH}`, { headers });
  const range = response.headers.get('content-range') ?? '';
  const body = (await response.json()) as { disease_ids?: unknown }[];
  // Past 1,000 rows the total is the planner's estimate (X-Total-Estimated): within 10 % of the truth.
  const total = Number(range.split('/').pop());
  const exact = response.headers.get('x-total-estimated') !== 'true';
  const plausible = exact ? total === TOTAL : Math.abs(total - TOTAL) / TOTAL < 0.1;
  if (response.status !== 200 || body.length !== 10 || !plausible || !body[0]?.disease_ids) {
    throw new Error(
      `unexpected answer from ${url}: ${response.status} ${range} ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
}

async function measure(label: string, served: Served, headers: Record<string, string> = {}) {
  await check(served.url, headers);
  const load = { url: `${served.url}${PATH}`, headers, connections: CONNECTIONS, maxRequests: MAX_REQUESTS };
  await loadInProcess({ ...load, durationMs: WARMUP_MS });
  const figures = await loadInProcess({ ...load, durationMs: MEASURE_MS });
  process.stdout.write(
    `  ${label.padEnd(16)} ${figures.requestsPerSecond} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms` +
      `  (${figures.requests} requests, ${figures.errors} errors)\n`,
  );
  if (figures.errors > 0) throw new Error(`${label}: ${figures.errors} failed requests`);
  return figures;
}

const pair = (app: LoadFigures, bare: LoadFigures): Pair => ({
  app,
  bare,
  ratio: Math.round((app.requestsPerSecond / bare.requestsPerSecond) * 100) / 100,
});

async function onPostgres(folder: string): Promise<Pair> {
  const cleanup = new Cleanup();
  try {
    const postgres = cleanup.add(await startPostgres(), (p) => p.stop());
    const db = cleanup.add(await openDatabase({ databaseUrl: postgres.url, dataDir: folder }), (d) =>
      d.close(),
    );
    await fillRegistrations(db, TOTAL, 'postgres');
    const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
    const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
    const appFigures = await measure('postgres app', app, { cookie });

    const pool = cleanup.add(new pg.Pool({ connectionString: postgres.url, max: 10 }), (p) => p.end());
    const bare = cleanup.add(
      await serveBareList(async (text, params) => (await pool.query(text, params)).rows),
      (b) => b.close(),
    );
    return pair(appFigures, await measure('postgres bare', bare));
  } finally {
    await cleanup.run();
  }
}

async function onPglite(folder: string): Promise<Pair> {
  const dataDir = join(folder, 'pglite');
  let appFigures: LoadFigures;
  const cleanup = new Cleanup();
  try {
    const db = cleanup.add(await openDatabase({ dataDir }), (d) => d.close());
    await fillRegistrations(db, TOTAL, 'pglite');
    const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
    const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
    appFigures = await measure('pglite app', app, { cookie });
  } finally {
    await cleanup.run();
  }
  // PGlite is one connection in this process: the baseline opens the same files once the app is gone.
  try {
    const client = cleanup.add(await openPglite(dataDir), (c) => c.close());
    const query: Query = async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params)).rows;
    const bare = cleanup.add(await serveBareList(query), (b) => b.close());
    return pair(appFigures, await measure('pglite bare', bare));
  } finally {
    await cleanup.run();
  }
}

const bench: Bench = {
  title: `GET /api/registrations first page with total, ${TOTAL.toLocaleString('en')} registrations: app vs bare node:http`,
  async run() {
    const { path: folder, remove } = tempFolder('bench-list-');
    try {
      const postgres = await onPostgres(folder);
      const pglite = await onPglite(folder);
      const cell = (name: string, p: Pair) =>
        `${name}: app ${p.app.requestsPerSecond} req/s (p50 ${p.app.p50Ms} / p99 ${p.app.p99Ms} ms) vs bare ` +
        `${p.bare.requestsPerSecond} req/s (p50 ${p.bare.p50Ms} / p99 ${p.bare.p99Ms} ms) = ${p.ratio}×`;
      const met = postgres.ratio >= TARGET_RATIO && pglite.ratio >= TARGET_RATIO;
      return {
        summary: `${cell('PostgreSQL', postgres)}; ${cell('PGlite', pglite)}; target ≥ ${TARGET_RATIO}× ${met ? 'met' : 'NOT met'}`,
        figures: {
          registrations: TOTAL,
          request: `GET ${decodeURIComponent(PATH)}`,
          connections: CONNECTIONS,
          warmupMs: WARMUP_MS,
          measureMs: MEASURE_MS,
          targetRatio: TARGET_RATIO,
          targetMet: met,
          postgres,
          pglite,
        },
      };
    } finally {
      remove();
    }
  },
};

export default bench;
