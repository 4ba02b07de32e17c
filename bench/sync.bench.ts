/**
 * The mobile app's delta sync (`GET /api/sync`) against what a phone does without it, in the same run:
 * - first sync of the demo's reference data, gzip bytes on the wire, vs downloading the same tables
 *   through the list endpoints;
 * - a sync with nothing new (bytes and latency over HTTP with a bearer token) vs `GET /api/user` with the
 *   same token (the cheapest authenticated answer) and vs the full download a phone would repeat;
 * on PGlite with the demo, and on PostgreSQL with `BENCH_SYNC_ROWS` registrations (default 1,000,000),
 * most of them the demo agent's own.
 */
import http from 'node:http';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type Database, openDatabase } from '../server/db/connect';
import { serveApp } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import { openPostgresDatabase } from './support/postgres-database';
import type { Bench } from './support/record';
import { percentile } from './support/stats';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_SYNC_ROWS ?? 1_000_000);
const DEMO_ROWS = 200;
const REQUESTS = 100;
const TARGETS = { firstSyncBytes: 300 * 1024, emptyBytes: 1024, emptyMs: 50 };
const REFERENCES = [
  'provinces',
  'departments',
  'municipalities',
  'villages',
  'species',
  'breeds',
  'diseases',
];

interface SyncPage {
  cursor: string;
  more: boolean;
  changes: Record<string, unknown[]>;
}

interface Client {
  url: string;
  token: string;
}

/** One GET over node:http, so the bytes on the wire are counted as they come (fetch would decode them). */
function call(client: Client, path: string) {
  const started = performance.now();
  return new Promise<{ body: Buffer; ms: number; wire: number }>((resolve, reject) => {
    const request = http.get(
      `${client.url}${path}`,
      { headers: { authorization: `Bearer ${client.token}`, 'accept-encoding': 'gzip' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          if (response.statusCode !== 200)
            reject(new Error(`${path}: ${response.statusCode} ${body.toString().slice(0, 200)}`));
          else resolve({ body, ms: performance.now() - started, wire: raw.length });
        });
      },
    );
    request.on('error', reject);
  });
}

async function issueToken(url: string): Promise<Client> {
  const response = await fetch(`${url}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agent@example.com', password: 'demo1234', device_name: 'bench' }),
  });
  if (response.status !== 201) throw new Error(`token: ${response.status} ${await response.text()}`);
  return { url, token: ((await response.json()) as { token: string }).token };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function latency(client: Client, path: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push((await call(client, path)).ms);
  times.sort((a, b) => a - b);
  return { p50Ms: round1(percentile(times, 50)), p95Ms: round1(percentile(times, 95)) };
}

/** The first sync, page after page, and the cursor it ends on. */
async function firstSync(client: Client) {
  let cursor = '';
  let wire = 0;
  let pages = 0;
  let referenceJson = '';
  let records = 0;
  for (;;) {
    const answer = await call(client, `/api/sync?limit=5000${cursor ? `&since=${cursor}` : ''}`);
    const page = JSON.parse(answer.body.toString()) as SyncPage;
    wire += answer.wire;
    pages += 1;
    const references = Object.fromEntries(REFERENCES.map((name) => [name, page.changes[name] ?? []]));
    referenceJson += JSON.stringify(references);
    records += Object.values(page.changes).reduce((n, list) => n + list.length, 0);
    cursor = page.cursor;
    if (!page.more) break;
  }
  return {
    wireBytes: wire,
    pages,
    records,
    referenceGzipBytes: gzipSync(referenceJson, { level: 6 }).length,
    cursor,
  };
}

/**
 * What a phone downloads without sync: every reference table through its list endpoint, 1,000 rows a page
 * (the list's largest page), as the server answers it.
 */
async function fullDownload(client: Client) {
  let wire = 0;
  let body = 0;
  let rows = 0;
  const started = performance.now();
  for (const name of REFERENCES) {
    for (let from = 0; ; from += 1000) {
      const range = encodeURIComponent(`[${from},${from + 999}]`);
      const answer = await call(client, `/api/${name}?range=${range}`);
      const page = JSON.parse(answer.body.toString()) as unknown[];
      wire += answer.wire;
      body += answer.body.length;
      rows += page.length;
      if (page.length < 1000) break;
    }
  }
  return { wireBytes: wire, uncompressedBytes: body, rows, ms: round1(performance.now() - started) };
}

async function measure(label: string, db: Database, folder: string, rows: number) {
  const cleanup = new Cleanup();
  try {
    await fillRegistrations(db, rows, label);
    const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
    const client = await issueToken(app.url);
    const first = await firstSync(client);
    const baseline = await fullDownload(client);
    const empty = await call(client, `/api/sync?since=${first.cursor}`);
    const emptyPage = JSON.parse(empty.body.toString()) as SyncPage;
    if (Object.keys(emptyPage.changes).length) throw new Error(`${label}: the empty delta sent changes`);
    const emptyLatency = await latency(client, `/api/sync?since=${first.cursor}`);
    const userLatency = await latency(client, '/api/user');
    const figures = {
      registrations: rows,
      firstSync: { ...first, cursor: undefined },
      fullDownloadBaseline: baseline,
      emptyDelta: { wireBytes: empty.wire, ...emptyLatency },
      userBaseline: userLatency,
    };
    process.stdout.write(`  ${label}: ${JSON.stringify(figures)}\n`);
    return figures;
  } finally {
    await cleanup.run();
  }
}

const bench: Bench = {
  title: 'Mobile delta sync: first sync and empty delta vs full download and GET /api/user',
  async run() {
    const cleanup = new Cleanup();
    try {
      const folder = cleanup.add(tempFolder('sync-bench'), (f) => f.remove());
      const pglite = cleanup.add(await openDatabase({ dataDir: join(folder.path, 'pglite') }), (d) =>
        d.close(),
      );
      const onPglite = await measure('pglite demo', pglite, folder.path, DEMO_ROWS);
      const pgDb = await openPostgresDatabase(cleanup, folder.path);
      const onPostgres = await measure('postgres', pgDb, folder.path, ROWS);
      const met =
        onPglite.firstSync.referenceGzipBytes <= TARGETS.firstSyncBytes &&
        [onPglite, onPostgres].every(
          (f) => f.emptyDelta.wireBytes <= TARGETS.emptyBytes && f.emptyDelta.p50Ms <= TARGETS.emptyMs,
        );
      const kb = (n: number) => `${round1(n / 1024)} KB`;
      const summary =
        `demo first sync: reference data ${kb(onPglite.firstSync.referenceGzipBytes)} gzip ` +
        `(whole first sync ${kb(onPglite.firstSync.wireBytes)} with ${onPglite.firstSync.records} records incl. own registrations) ` +
        `vs list endpoints ${kb(onPglite.fullDownloadBaseline.wireBytes)}; empty delta ${onPglite.emptyDelta.wireBytes} B, ` +
        `p50 ${onPglite.emptyDelta.p50Ms} ms (PGlite) / ${onPostgres.emptyDelta.p50Ms} ms (PostgreSQL, ${ROWS.toLocaleString('en')} registrations) ` +
        `vs GET /api/user ${onPglite.userBaseline.p50Ms} / ${onPostgres.userBaseline.p50Ms} ms and full download ` +
        `${onPglite.fullDownloadBaseline.ms} / ${onPostgres.fullDownloadBaseline.ms} ms; targets ${met ? 'met' : 'NOT met'}`;
      return {
        summary,
        figures: { targets: TARGETS, targetsMet: met, pglite: onPglite, postgres: onPostgres },
      };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
