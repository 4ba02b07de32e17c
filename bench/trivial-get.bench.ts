/**
 * The cost of the API itself on a trivial signed-in read (`GET /api/species`, the demo's 8 rows) on
 * PostgreSQL: the real app (session, viewer, routing, validation, serialisation) against a bare node:http
 * handler replaying, on a pool of the same size, the very statements the app ran for that request minus
 * the session's. Issue 14's target: the app at ≥ 0.6× the bare handler's req/s, in the same run. The two
 * take turns (app, bare, bare, app, …) and the ratio is the median of each round's: on the shared machine
 * a single pair measured seconds apart moved with whatever else ran (0.1× and 0.72× for the same code).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/connect';
import { seedDemo } from '../server/db/seed';
import { startPostgres } from '../tests/support/with-postgres';
import { type Served, serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import type { LoadFigures } from './support/load';
import { loadInProcess } from './support/load-process';
import type { Bench } from './support/record';
import { median } from './support/stats';
import { tempFolder } from './support/temp-folder';

const PATH = `/api/species?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,24]')}`;
const CONNECTIONS = 10;
const WARMUP_MS = 2_000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 6) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TARGET_RATIO = 0.6;
/** Statements of the session lookup: the part of the app's work the bare handler has no equivalent of. */
const SESSION_STATEMENT = /\bfrom sessions\b|\baccess_generation\b|\bupdate "sessions"/i;

interface Statement {
  text: string;
  values: unknown[];
}

/** Every statement the app sends while `act` runs (whatever client of the pg driver sends it). */
async function statementsOf(act: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const original = pg.Client.prototype.query;
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // drizzle sends `{ text, rowMode }` and the parameters as the second argument.
      const config = first as { text: string; values?: unknown[] };
      seen.push({ text: config.text, values: Array.isArray(second) ? second : (config.values ?? []) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = recording as typeof original;
  try {
    await act();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

/** Answers every request with the rows of the recorded statements, run one after the other. */
async function serveReplay(pool: pg.Pool, statements: Statement[]): Promise<Served> {
  const server = createServer(async (_req, res) => {
    try {
      let rows: unknown[] = [];
      for (const statement of statements) rows = (await pool.query(statement.text, statement.values)).rows;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(rows));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  const load = { url, headers, connections: CONNECTIONS, maxRequests: 500_000 };
  await loadInProcess({ ...load, durationMs: WARMUP_MS });
  const figures = await loadInProcess({ ...load, durationMs: MEASURE_MS });
  process.stdout.write(
    `  ${label.padEnd(8)} ${figures.requestsPerSecond} req/s  p50 ${figures.p50Ms} ms  p95 ${figures.p95Ms} ms (${figures.errors} errors)\n`,
  );
  if (figures.errors > 0) throw new Error(`${label}: ${figures.errors} failed requests`);
  return figures;
}

const cell = (f: Pick<LoadFigures, 'requestsPerSecond' | 'p50Ms' | 'p95Ms'>) =>
  `${f.requestsPerSecond} req/s (p50 ${f.p50Ms} / p95 ${f.p95Ms} ms)`;

const bench: Bench = {
  title: `Trivial signed-in GET (${decodeURIComponent(PATH)}) on PostgreSQL: app vs bare node:http, ${CONNECTIONS} connections`,
  async run() {
    const { path: folder, remove } = tempFolder('bench-trivial-');
    const cleanup = new Cleanup();
    try {
      const postgres = cleanup.add(await startPostgres(), (p) => p.stop());
      const db = cleanup.add(
        await openDatabase({ databaseUrl: postgres.url, dataDir: folder, poolSize: CONNECTIONS }),
        (d) => d.close(),
      );
      await seedDemo(db.orm, { registrations: 0 });
      const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
      const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
      const url = `${app.url}${PATH}`;
      const recorded = await statementsOf(async () => {
        const response = await fetch(url, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`GET ${PATH}: ${response.status}`);
        await response.arrayBuffer();
      });
      const replayed = recorded.filter((s) => !SESSION_STATEMENT.test(s.text));
      if (!replayed.length) throw new Error('the request ran no statement of its own');
      const pool = cleanup.add(new pg.Pool({ connectionString: postgres.url, max: CONNECTIONS }), (p) =>
        p.end(),
      );
      const bare = cleanup.add(await serveReplay(pool, replayed), (b) => b.close());

      const rounds: { app: LoadFigures; bare: LoadFigures; ratio: number; loadAverage: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // App first in even rounds, bare first in odd ones: neither always gets the later, busier slot.
        const bareFirst = round % 2 === 1 ? await measure('bare', `${bare.url}/`) : null;
        const appFigures = await measure('app', url, { cookie });
        const bareFigures = bareFirst ?? (await measure('bare', `${bare.url}/`));
        const ratio = Math.round((appFigures.requestsPerSecond / bareFigures.requestsPerSecond) * 100) / 100;
        rounds.push({ app: appFigures, bare: bareFigures, ratio, loadAverage: loadavg()[0] ?? 0 });
      }
      const ratio = median(rounds.map((r) => r.ratio));
      const middle = (side: 'app' | 'bare') => ({
        requestsPerSecond: median(rounds.map((r) => r[side].requestsPerSecond)),
        p50Ms: median(rounds.map((r) => r[side].p50Ms)),
        p95Ms: median(rounds.map((r) => r[side].p95Ms)),
      });
      const appFigures = middle('app');
      const bareFigures = middle('bare');
      const met = ratio >= TARGET_RATIO;
      const loads = rounds.map((r) => r.loadAverage.toFixed(1)).join(' → ');
      return {
        summary: `app ${cell(appFigures)} vs bare ${cell(bareFigures)} = ${ratio}× (medians of ${ROUNDS} rounds taking turns, rounds ${rounds.map((r) => `${r.ratio}×`).join(' / ')}, load ${loads}; the request's ${replayed.length} statements, the session's ${recorded.length - replayed.length} left out); target ≥ ${TARGET_RATIO}× ${met ? 'met' : 'NOT met'}`,
        figures: {
          request: `GET ${decodeURIComponent(PATH)}`,
          connections: CONNECTIONS,
          measureMs: MEASURE_MS,
          statements: { replayed: replayed.map((s) => s.text), session: recorded.length - replayed.length },
          app: appFigures,
          bare: bareFigures,
          ratio,
          rounds,
          targetRatio: TARGET_RATIO,
          targetMet: met,
        },
      };
    } finally {
      await cleanup.run();
      remove();
    }
  },
};

export default bench;
