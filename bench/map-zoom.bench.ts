/**
 * Issue 14's map target: `GET /api/dashboard/map` at zoom 11, 12 and 14 (views the size of a 1440 × 900
 * browser window) around the densest and a sparse village, on PostgreSQL with BENCH_ROWS registrations
 * (default 1,000,000), one user. In the same run: national zoom (clusters from the rollups), and the same
 * views after the position index is swapped back for the former btree on (lat, lng) — the "before".
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { queryRows } from '../server/db/query';
import { startPostgres } from '../tests/support/with-postgres';
import { serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import { sequentialLatency } from './support/latency';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const TARGET_P50_MS = 50;
const WINDOW_PX = [1440, 900] as const;
const ZOOMS = [11, 12, 14];

/** A window's bbox at `zoom` centred on a point (256-pixel Web Mercator tiles, near enough at Chad's latitudes). */
function view(lat: number, lng: number, zoom: number) {
  const degreesPerPx = 360 / (256 * 2 ** zoom);
  const [halfW, halfH] = [(WINDOW_PX[0] / 2) * degreesPerPx, (WINDOW_PX[1] / 2) * degreesPerPx];
  const bbox = [lng - halfW, lat - halfH, lng + halfW, lat + halfH].map((x) => x.toFixed(5)).join(',');
  return `zoom=${zoom}&bbox=${bbox}`;
}

const bench: Bench = {
  title: `Dashboard map at high zoom, ${ROWS.toLocaleString('en')} registrations on PostgreSQL, one user`,
  async run() {
    const cleanup = new Cleanup();
    try {
      const folder = cleanup.add(tempFolder('map-zoom-bench'), (f) => f.remove());
      const postgres = cleanup.add(await startPostgres(), (p) => p.stop());
      const dataDir = join(folder.path, randomBytes(4).toString('hex'));
      const db = cleanup.add(await openDatabase({ databaseUrl: postgres.url, dataDir }), (d) => d.close());
      const rows = await fillRegistrations(db, ROWS, 'postgres');
      await db.orm.execute(sql`VACUUM ANALYZE registrations`);
      const villages = await queryRows<{ lat: number; lng: number; n: number }>(
        db.orm,
        sql`SELECT v.lat, v.lng, count(*)::int AS n FROM registrations r JOIN villages v ON v.id = r.village_id
            WHERE r.deleted_at IS NULL GROUP BY v.id ORDER BY n DESC`,
      );
      const places = { dense: villages[0]!, sparse: villages.at(-1)! };
      const app = cleanup.add(await serveApp(db, dataDir), (a) => a.close());
      const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
      const time = async (query: string) => {
        const figures = await sequentialLatency(`${app.url}/api/dashboard/map?${query}`, cookie, MEASURE_MS);
        const response = await fetch(`${app.url}/api/dashboard/map?${query}`, { headers: { cookie } });
        const answer: { mode: string; total: number } = await response.json();
        return { ...figures, mode: answer.mode, total: answer.total };
      };
      const national = await time('zoom=6&bbox=13,7,24,23.5');
      const measureViews = async () => {
        const out: Record<string, Awaited<ReturnType<typeof time>>> = {};
        for (const [name, place] of Object.entries(places))
          for (const zoom of ZOOMS) {
            out[`${name} z${zoom}`] = await time(view(place.lat, place.lng, zoom));
            process.stdout.write(`  ${name} z${zoom}: ${JSON.stringify(out[`${name} z${zoom}`])}\n`);
          }
        return out;
      };
      const after = await measureViews();
      await db.orm.execute(sql`DROP INDEX registrations_live_position_idx`);
      await db.orm.execute(
        sql`CREATE INDEX registrations_live_lat_lng_idx ON registrations (lat, lng) WHERE deleted_at IS NULL`,
      );
      await db.orm.execute(sql`ANALYZE registrations`);
      const before = await measureViews();
      const worst = Math.max(...Object.values(after).map((f) => f.p50Ms));
      const met = worst <= TARGET_P50_MS;
      const line = (figures: typeof after) =>
        Object.entries(figures)
          .map(([name, f]) => `${name} ${f.p50Ms}/${f.p95Ms} ms (${f.mode}, ${f.total})`)
          .join(', ');
      const summary =
        `${rows.toLocaleString('en')} registrations (densest village ${places.dense.n}, sparsest ${places.sparse.n}), p50/p95: ` +
        `position index: ${line(after)}; former (lat, lng) btree: ${line(before)}; national zoom from the rollups ` +
        `${national.p50Ms}/${national.p95Ms} ms; target p50 ≤ ${TARGET_P50_MS} ms at high zoom ${met ? 'met' : 'NOT met'}`;
      return { summary, figures: { registrations: rows, places, national, after, before, targetMet: met } };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
