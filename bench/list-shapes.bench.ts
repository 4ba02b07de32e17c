/**
 * Issue 14's table: every query shape the registrations list can produce, on PostgreSQL at BENCH_ROWS
 * registrations (default 1,000,000), p50/p95 and req/s at 10 connections, against the physical floor of
 * the same run (a bare node:http handler reading the first 10 rows by index, no count); the dashboard's
 * search box typed one character at a time (one user, ≤ 100 ms a keystroke); plus the streamed export of
 * every row (time and the server's memory growth).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeCursor } from '../server/crud/keyset';
import { openDatabase } from '../server/db/connect';
import { queryRows } from '../server/db/query';
import { startPostgres } from '../tests/support/with-postgres';
import { type Served, serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import type { LoadFigures } from './support/load';
import { loadInProcess } from './support/load-process';
import type { Bench } from './support/record';
import { typeReferences } from './support/search-box';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CONNECTIONS = 10;
const WARMUP_MS = 1_000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const TARGET_P95_MS = 150;
const TARGET_KEYSTROKE_MS = 100;
/** BENCH_EXPORT=0 leaves the export out (it reads every row: minutes at a million on a busy machine). */
const WITH_EXPORT = process.env.BENCH_EXPORT !== '0';
/**
 * BENCH_DATABASE_URL measures a database already filled (and vacuumed) with BENCH_ROWS registrations,
 * so a before/after pair of one index change costs minutes, not two generations of a million rows.
 */
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;
const FLOOR_SQL = `select "id", "created_at" from "registrations" where "deleted_at" is null
  order by "created_at" desc, "id" desc limit 10`;

interface Shape {
  label: string;
  filter?: object;
  sort?: [string, string];
  range?: [number, number];
  cursor?: string;
}

interface Row {
  shape: string;
  figures: LoadFigures;
  timesFloor: number;
}

const listPath = ({ filter = {}, sort = ['created_at', 'DESC'], range = [0, 9], cursor }: Shape) => {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
  });
  if (cursor) query.set('cursor', cursor);
  return `/api/registrations?${query}`;
};

async function load(url: string, headers: Record<string, string>) {
  const options = { url, headers, connections: CONNECTIONS, maxRequests: 100_000 };
  await loadInProcess({ ...options, durationMs: WARMUP_MS });
  return loadInProcess({ ...options, durationMs: MEASURE_MS });
}

async function serveFloor(pool: pg.Pool): Promise<Served> {
  const server = createServer(async (_req, res) => {
    const { rows } = await pool.query(FLOOR_SQL);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

/** Values that exist in the data set: a species, a province, a disease, references of a recent and an old month. */
async function samples(orm: Parameters<typeof queryRows>[0]) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(orm, query))[0]!;
  const species = await one<{ id: number }>(
    sql`SELECT specie_id AS id FROM registrations GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const province = await one<{ id: number }>(
    sql`SELECT province_id AS id FROM registrations GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const disease = await one<{ id: number }>(
    sql`SELECT disease_id AS id FROM registration_diseases GROUP BY 1 ORDER BY count(*) ASC LIMIT 1`,
  );
  const newest = await one<{ ref: string; month: string }>(
    sql`SELECT ref, to_char(created_at, 'YYMM') AS month FROM registrations ORDER BY created_at DESC LIMIT 1`,
  );
  const oldest = await one<{
    month: string;
    from: string;
    to: string;
  }>(sql`SELECT to_char(created_at, 'YYMM') AS month,
      to_char(date_trunc('month', created_at), 'YYYY-MM-DD') AS from, to_char(date_trunc('month', created_at) + interval '2 months', 'YYYY-MM-DD') AS to
    FROM registrations ORDER BY created_at ASC LIMIT 1`);
  const middle = await one<{
    created: string;
    id: string;
  }>(sql`SELECT created_at::text AS created, id::text AS id FROM registrations
    WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(ROWS / 2)} LIMIT 1`);
  // References spread over the data set's time, newest to oldest: what the search box is typed with.
  const spread = await Promise.all(
    [0, 0.25, 0.5, 0.75, 1].map(async (at) => {
      const offset = Math.min(ROWS - 1, Math.floor(ROWS * at));
      const row = await one<{ ref: string }>(sql`SELECT ref FROM registrations WHERE deleted_at IS NULL
        ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT 1`);
      return row.ref;
    }),
  );
  return { species, province, disease, newest, oldest, middle, spread };
}

const bench: Bench = {
  title: `Registrations list, every query shape, ${ROWS.toLocaleString('en')} registrations on PostgreSQL, ${CONNECTIONS} connections`,
  async run() {
    const { path: folder, remove } = tempFolder('bench-shapes-');
    const cleanup = new Cleanup();
    try {
      const databaseUrl = GIVEN_DATABASE ?? cleanup.add(await startPostgres(), (p) => p.stop()).url;
      const db = cleanup.add(await openDatabase({ databaseUrl, dataDir: folder }), (d) => d.close());
      if (!GIVEN_DATABASE) {
        await fillRegistrations(db, ROWS, 'postgres');
        await db.orm.execute(sql`VACUUM ANALYZE`);
      }
      const s = await samples(db.orm);
      const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
      const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
      const pool = cleanup.add(new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS }), (p) =>
        p.end(),
      );
      const floorServer = cleanup.add(await serveFloor(pool), (f) => f.close());

      const floor = await load(`${floorServer.url}/`, {});
      process.stdout.write(
        `  floor: p50 ${floor.p50Ms} ms p95 ${floor.p95Ms} ms ${floor.requestsPerSecond} req/s\n`,
      );
      const shapes: Shape[] = [
        { label: 'page 1, newest first' },
        { label: 'species', filter: { specie_id: s.species.id } },
        { label: 'status (rare: canceled)', filter: { status: 'canceled' } },
        { label: 'province', filter: { province_id: s.province.id } },
        { label: 'disease (least common)', filter: { disease_ids: s.disease.id } },
        {
          label: 'species + status + date range',
          filter: {
            specie_id: s.species.id,
            status: 'waiting',
            created_at_gte: s.oldest.from,
            created_at_lte: s.oldest.to,
          },
        },
        { label: 'disease + province', filter: { disease_ids: s.disease.id, province_id: s.province.id } },
        { label: 'ref search, this month', filter: { q: `REG-${s.newest.month}` } },
        { label: 'ref search, oldest month', filter: { q: `REG-${s.oldest.month}` } },
        { label: 'ref search, full ref', filter: { q: s.newest.ref } },
        { label: 'sort by ref', sort: ['ref', 'ASC'] },
        { label: 'sort by species', sort: ['specie_id', 'ASC'] },
        { label: 'sort by males', sort: ['maleNumber', 'DESC'] },
        { label: 'sort by status', sort: ['status', 'ASC'] },
        { label: 'sort by verification date', sort: ['verified_at', 'DESC'] },
        { label: 'species, sort by ref', filter: { specie_id: s.species.id }, sort: ['ref', 'ASC'] },
        {
          label: 'province, sort by males',
          filter: { province_id: s.province.id },
          sort: ['maleNumber', 'DESC'],
        },
        {
          label: 'status (rare), sort by verification date',
          filter: { status: 'canceled' },
          sort: ['verified_at', 'DESC'],
        },
        { label: 'page 100 (offset 990)', range: [990, 999] },
        {
          label: `page at row ${(ROWS / 2).toLocaleString('en')} (keyset next)`,
          range: [ROWS / 2, ROWS / 2 + 9],
          cursor: encodeCursor({ after: [s.middle.created, s.middle.id] }),
        },
        { label: 'last page (oldest first)', sort: ['created_at', 'ASC'] },
      ];
      const rows: Row[] = [];
      // BENCH_SHAPES=sort measures only the shapes whose label holds "sort" (a re-run of a few shapes);
      // BENCH_SHAPES=disease,oldest those holding either.
      const only = process.env.BENCH_SHAPES?.split(',');
      for (const shape of shapes.filter((s) => !only || only.some((part) => s.label.includes(part)))) {
        const figures = await load(`${app.url}${listPath(shape)}`, { cookie });
        const timesFloor = Math.round((figures.p95Ms / Math.max(floor.p95Ms, 0.01)) * 10) / 10;
        rows.push({ shape: shape.label, figures, timesFloor });
        process.stdout.write(
          `  ${shape.label.padEnd(40)} p50 ${figures.p50Ms} p95 ${figures.p95Ms} ms ${figures.requestsPerSecond} req/s (${figures.errors} errors)\n`,
        );
      }
      const searchBox =
        !only || only.includes('search box') ? await typeReferences(app.url, cookie, s.spread) : null;
      if (searchBox) process.stdout.write(`  search box: ${JSON.stringify(searchBox)}\n`);
      const exportFigures = WITH_EXPORT ? await timeExport(app.url, cookie) : null;
      const slow = rows.filter((r) => r.figures.p95Ms > TARGET_P95_MS || r.figures.errors > 0);
      const table = rows
        .map(
          (r) =>
            `${r.shape}: p50 ${r.figures.p50Ms} / p95 ${r.figures.p95Ms} ms, ${r.figures.requestsPerSecond} req/s (${r.timesFloor}× floor)`,
        )
        .join('; ');
      return {
        summary:
          `floor p50 ${floor.p50Ms} / p95 ${floor.p95Ms} ms, ${floor.requestsPerSecond} req/s; ` +
          (rows.length ? `${table}; ` : '') +
          (searchBox ? `${searchBoxCell(searchBox)}; ` : '') +
          'export of every row (xlsx): ' +
          (exportFigures
            ? `${exportFigures.seconds} s, ${exportFigures.megabytes} MB, server RSS +${exportFigures.rssGrowthMb} MB; `
            : 'not measured in this run; ') +
          (rows.length
            ? `p95 ≤ ${TARGET_P95_MS} ms ${slow.length ? `NOT met by ${slow.map((r) => r.shape).join(', ')}` : 'met by every shape'}`
            : 'no list shape measured in this run'),
        figures: {
          registrations: ROWS,
          connections: CONNECTIONS,
          measureMs: MEASURE_MS,
          floor,
          shapes: rows,
          searchBox,
          export: exportFigures,
        },
      };
    } finally {
      await cleanup.run();
      remove();
    }
  },
};

function searchBoxCell(box: Awaited<ReturnType<typeof typeReferences>>) {
  const slowest = box.lengths.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const met = box.maxMs <= TARGET_KEYSTROKE_MS;
  return (
    `search box typed (${box.refs.length} references, ${box.keystrokes} keystrokes from 2 characters, one user): ` +
    `p50 ${box.p50Ms} / p95 ${box.p95Ms} / max ${box.maxMs} ms, slowest at ${slowest.length} characters ` +
    `(p50 ${slowest.p50Ms} ms); each keystroke ≤ ${TARGET_KEYSTROKE_MS} ms ${met ? 'met' : 'NOT met'}`
  );
}

/** One export of every registration, read as fast as the client can, with the server's peak RSS growth. */
async function timeExport(url: string, cookie: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const response = await fetch(`${url}/api/registrations/export?format=xlsx`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  clearInterval(sampler);
  const figures = {
    status: response.status,
    seconds,
    megabytes: Math.round(bytes / 1e5) / 10,
    rssGrowthMb: Math.round((peak - before) / 1e5) / 10,
  };
  process.stdout.write(`  export: ${JSON.stringify(figures)}\n`);
  return figures;
}

export default bench;
