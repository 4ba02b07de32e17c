/**
 * Issue 14's export target: every registration exported (`GET /api/registrations/export`, xlsx then CSV) on
 * PostgreSQL with `BENCH_EXPORT_ROWS` registrations (default 1,000,000), the app in a process of its own so
 * its memory growth (peak RSS during the export minus RSS before it) is its alone. Baseline in the same run:
 * the same rows read bare through `pg` in the same keyset batches (no links, labels or file format) — the
 * physical floor of reading them.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/connect';
import { EXPORT_BATCH } from '../server/export/write-export';
import { startPostgres } from '../tests/support/with-postgres';
import { type Memory, serveAppInProcess } from './support/app-process';
import { signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { countRegistrations, fillRegistrations } from './support/dataset';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
/** BENCH_DATABASE_URL exports from a database already filled (and vacuumed): a change costs minutes, not a fill. */
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;
const TARGET = { secondsAtMillion: 60, rssGrowthMb: 100 };
/** BENCH_EXPORT_FORMATS=xlsx measures one format (a change to one writer re-measured in half the time). */
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx,csv')
  .split(',')
  .filter((f): f is 'xlsx' | 'csv' => f === 'xlsx' || f === 'csv');

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every live registration, newest first, `EXPORT_BATCH` at a time by keyset, as the export walks them. */
async function bareRead(pool: pg.Pool) {
  const started = performance.now();
  let rows = 0;
  let last: { created_key: string; id: number } | null = null;
  for (;;) {
    const page: pg.QueryResult<{ created_key: string; id: number }> = await pool.query(
      `SELECT *, created_at::text AS created_key FROM registrations WHERE deleted_at IS NULL
         ${last ? 'AND (created_at, id) < ($2::timestamptz, $3)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT $1`,
      last ? [EXPORT_BATCH, last.created_key, last.id] : [EXPORT_BATCH],
    );
    rows += page.rows.length;
    last = page.rows.at(-1) ?? null;
    if (page.rows.length < EXPORT_BATCH) break;
  }
  return { rows, seconds: round1((performance.now() - started) / 1000) };
}

interface ExportFigures {
  seconds: number;
  megabytes: number;
  rowsPerSecond: number;
  secondsAtMillion: number;
  rssBeforeMb: number;
  rssGrowthMb: number;
  /** The V8 heap and the buffers outside it, before the export and at its RSS peak. */
  before: Memory['atPeak'];
  atPeak: Memory['atPeak'];
}

async function timeExport(url: string, cookie: string, format: 'xlsx' | 'csv') {
  const started = performance.now();
  const response = await fetch(`${url}/api/registrations/export?format=${format}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`export ${format}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return { seconds: round1((performance.now() - started) / 1000), megabytes: round1(bytes / 1e6) };
}

const bench: Bench = {
  title:
    'Streamed export of every registration (xlsx, CSV) on PostgreSQL, app in its own process, vs a bare read',
  async run() {
    const cleanup = new Cleanup();
    try {
      const folder = cleanup.add(tempFolder('export-bench'), (f) => f.remove());
      const databaseUrl = GIVEN_DATABASE ?? cleanup.add(await startPostgres(), (p) => p.stop()).url;
      const dataDir = join(folder.path, randomBytes(4).toString('hex'));
      const db = await openDatabase({ databaseUrl, dataDir });
      const rows = await (GIVEN_DATABASE
        ? countRegistrations(db.orm)
        : fillRegistrations(db, ROWS, 'postgres')
      ).finally(() => db.close());
      const pool = cleanup.add(new pg.Pool({ connectionString: databaseUrl, max: 1 }), (p) => p.end());
      const app = cleanup.add(await serveAppInProcess(databaseUrl, dataDir), (a) => a.close());
      const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
      // The bare read goes first: the exports then find the table at least as warm as it did.
      const bare = await bareRead(pool);
      process.stdout.write(`  bare read: ${JSON.stringify(bare)}\n`);
      const measured: (readonly ['xlsx' | 'csv', ExportFigures])[] = [];
      for (const format of FORMATS) {
        const before = await app.reset();
        const figures = await timeExport(app.url, cookie, format);
        const after = await app.memory();
        const figuresOf: ExportFigures = {
          ...figures,
          rowsPerSecond: Math.round(rows / figures.seconds),
          secondsAtMillion: round1((figures.seconds * 1_000_000) / rows),
          rssBeforeMb: before.rssMb,
          rssGrowthMb: round1(after.peakRssMb - before.rssMb),
          before: before.atPeak,
          atPeak: after.atPeak,
        };
        measured.push([format, figuresOf]);
        process.stdout.write(`  ${format}: ${JSON.stringify(figuresOf)}\n`);
      }
      const met = measured.every(
        ([, f]) => f.secondsAtMillion <= TARGET.secondsAtMillion && f.rssGrowthMb <= TARGET.rssGrowthMb,
      );
      const described = measured.map(([format, f]) => {
        const atMillion = rows === 1_000_000 ? '' : ` (${f.secondsAtMillion} s at 1M, extrapolated)`;
        const heap = `${f.before.heapUsedMb} → ${f.atPeak.heapUsedMb} MB`;
        const buffers = `${f.before.externalMb} → ${f.atPeak.externalMb} MB`;
        return (
          `${format} ${f.seconds} s${atMillion}, ${f.rowsPerSecond} rows/s, ${f.megabytes} MB, server RSS ` +
          `+${f.rssGrowthMb} MB (heap used ${heap}, buffers outside the heap ${buffers} at the peak)`
        );
      });
      const summary =
        `${rows.toLocaleString('en')} registrations: ${described.join('; ')}; bare keyset read of the same rows ` +
        `${bare.seconds} s (${Math.round(rows / bare.seconds)} rows/s); target ≤ ${TARGET.secondsAtMillion} s ` +
        `at 1M and ≤ +${TARGET.rssGrowthMb} MB ${met ? 'met' : 'NOT met'}`;
      return {
        summary,
        figures: {
          registrations: rows,
          bare,
          ...Object.fromEntries(measured),
          target: TARGET,
          targetMet: met,
        },
      };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
