/**
 * The dashboard map's outbreak layer alone, on a registry already grouped into outbreaks
 * (BENCH_DATABASE_URL, e.g. the one `bench outbreaks` left), else on BENCH_OUTBREAK_ROWS registrations
 * (default 1,000,000) filled and grouped here: the layer against the outbreaks card of the same selection,
 * its answer in rows against the objects it sent before (bytes, the client's parse), the triangles at
 * national zoom (./support/outbreak-layer.ts). Without the upgrade step, a change to the layer is measured
 * in minutes.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { groupPastCases } from '../server/upgrade/group-past-cases';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import { layerFigures } from './support/outbreak-layer';
import { openPostgresDatabase } from './support/postgres-database';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_OUTBREAK_ROWS ?? 1_000_000);
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;
/** The server's defaults (OUTBREAK_WINDOW_DAYS, OUTBREAK_DISTANCE_KM). */
const RULES = { windowDays: 21, distanceKm: 10 };

const bench: Bench = {
  title: "The dashboard map's outbreak layer on a grouped registry: latency, bytes and parse of its rows",
  async run() {
    const folder = tempFolder('bench-outbreak-layer-');
    const cleanup = new Cleanup();
    try {
      const db = GIVEN_DATABASE
        ? cleanup.add(await openDatabase({ databaseUrl: GIVEN_DATABASE, dataDir: folder.path }), (d) =>
            d.close(),
          )
        : await openPostgresDatabase(cleanup, folder.path);
      if (!GIVEN_DATABASE) {
        await fillRegistrations(db, ROWS, 'national');
        await db.orm.transaction((tx) => groupPastCases(tx, RULES, new Date()));
      }
      await db.orm.execute(sql`ANALYZE outbreaks, outbreak_registrations`);
      const layer = await layerFigures(db, folder.path, cleanup);
      const line = (name: string) => {
        const f = layer[name];
        if (!f) return `${name}: not measured`;
        const { rows, objects } = f.shapes;
        return (
          `${name} (${f.outbreaks} ongoing${f.truncated ? ', truncated' : ''}): layer p50 ${f.layerP50Ms} ms vs card ` +
          `${f.cardP50Ms} ms; rows ${rows.raw} B (gzip ${rows.gzip}, brotli ${rows.brotli} in ${rows.brotliMs} ms), ` +
          `parse ${rows.parseMedianMs} ms vs objects ${objects.raw} B (gzip ${objects.gzip}, brotli ${objects.brotli} ` +
          `in ${objects.brotliMs} ms), parse ${objects.parseMedianMs} ms`
        );
      };
      return {
        summary: `${GIVEN_DATABASE ? 'given grouped database' : `${ROWS.toLocaleString('en')} registrations`}: ${['year', 'allYears', 'provincialYear'].map(line).join('; ')}`,
        figures: { rows: GIVEN_DATABASE ? 'given' : ROWS, layer },
      };
    } finally {
      await cleanup.run();
      folder.remove();
    }
  },
};

export default bench;
