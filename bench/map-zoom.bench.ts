/**
 * Issue 14's map target: `GET /api/dashboard/map` at zoom 11, 12 and 14 (views the size of a 1440 × 900
 * browser window) around the densest and a sparse village, on PostgreSQL with BENCH_ROWS registrations
 * (default 1,000,000), one user; in the same run, national zoom (clusters from the rollups).
 * BENCH_DATABASE_URL measures a database already filled (and vacuumed): a change to the map's SQL is then
 * compared by running this bench on both versions against it. (It no longer swaps the position index for
 * the former btree on (lat, lng): the map's SQL has no range for that btree to answer since the box alone
 * made the planner hash its groups.)
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { queryRows } from '../server/db/query';
import { startPostgres } from '../tests/support/with-postgres';
import { serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { countRegistrations, fillRegistrations } from './support/dataset';
import { sequentialLatency } from './support/latency';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const TARGET_P50_MS = 50;
const WINDOW_PX = [1440, 900] as const;
const ZOOMS = [11, 12, 14];
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;

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
      const databaseUrl = GIVEN_DATABASE ?? cleanup.add(await startPostgres(), (p) => p.stop()).url;
      const dataDir = join(folder.path, randomBytes(4).toString('hex'));
      const db = cleanup.add(await openDatabase({ databaseUrl, dataDir }), (d) => d.close());
      const rows = GIVEN_DATABASE
        ? await countRegistrations(db.orm)
        : await fillRegistrations(db, ROWS, 'postgres');
      if (!GIVEN_DATABASE) await db.orm.execute(sql`VACUUM ANALYZE registrations`);
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
      const views: Record<string, Awaited<ReturnType<typeof time>>> = {};
      for (const [name, place] of Object.entries(places))
        for (const zoom of ZOOMS) {
          views[`${name} z${zoom}`] = await time(view(place.lat, place.lng, zoom));
          process.stdout.write(`  ${name} z${zoom}: ${JSON.stringify(views[`${name} z${zoom}`])}\n`);
        }
      const worst = Math.max(...Object.values(views).map((f) => f.p50Ms));
      const met = worst <= TARGET_P50_MS;
      const line = (figures: typeof views) =>
        Object.entries(figures)
          .map(([name, f]) => `${name} ${f.p50Ms}/${f.p95Ms} ms (${f.mode}, ${f.total})`)
          .join(', ');
      const summary =
        `${rows.toLocaleString('en')} registrations (densest village ${places.dense.n}, sparsest ${places.sparse.n}), p50/p95: ` +
        `position index: ${line(views)}; national zoom from the rollups ` +
        `${national.p50Ms}/${national.p95Ms} ms; target p50 ≤ ${TARGET_P50_MS} ms at high zoom ${met ? 'met' : 'NOT met'}`;
      return { summary, figures: { registrations: rows, places, national, views, targetMet: met } };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
