/**
 * Issue 10's outbreaks at national scale, on PostgreSQL:
 * 1. The upgrade step that groups the past cases of a registry filled before outbreaks existed
 *    (`groupPastCases`), against the way it ran before in the same run: each page of 5,000 registrations
 *    through the live grouping (`groupRegistrations`: the ongoing outbreaks re-read and the outbreaks touched
 *    refreshed for every page). Both on a `BENCH_OUTBREAK_BASELINE_ROWS` registry (default 20,000), each
 *    rolled back, their groupings compared; then the step alone on `BENCH_OUTBREAK_ROWS` (default
 *    1,000,000), committed.
 * 2. The dashboard map's outbreak layer over the thousands of outbreaks that leaves: the request against the
 *    outbreaks card of the same selection (in alternation), and the triangles grouped at national zoom as the
 *    client groups them (time, groups, and that no two symbols touch).
 */
import { sql } from 'drizzle-orm';
import { type Database, type Orm, openDatabase } from '../server/db/connect';
import { queryRow, queryRows } from '../server/db/query';
import { groupRegistrations } from '../server/outbreaks/grouping';
import { groupPastCases, ungroupedAfter } from '../server/upgrade/group-past-cases';
import { Cleanup } from './support/cleanup';
import { type CpuTime, withCpuTime } from './support/cpu-time';
import { fillRegistrations } from './support/dataset';
import { layerFigures } from './support/outbreak-layer';
import { openPostgresDatabase } from './support/postgres-database';
import type { Bench } from './support/record';
import { round } from './support/stats';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_OUTBREAK_ROWS ?? 1_000_000);
const BASELINE_ROWS = Number(process.env.BENCH_OUTBREAK_BASELINE_ROWS ?? 20_000);
/** The server's defaults (OUTBREAK_WINDOW_DAYS, OUTBREAK_DISTANCE_KM). */
const RULES = { windowDays: 21, distanceKm: 10 };
/**
 * BENCH_DATABASE_URL: the step and the layer on a database already filled with BENCH_OUTBREAK_ROWS
 * registrations and not yet grouped (the step is committed there), so a change to either is measured
 * without generating a million rows again.
 */
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, and answers what it answered. */
async function rolledBack<T>(orm: Orm, work: (tx: Orm) => Promise<T>): Promise<T> {
  const kept: { value?: T } = {};
  try {
    await orm.transaction(async (tx) => {
      kept.value = await work(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!('value' in kept)) throw new Error('no result');
  return kept.value as T;
}

/** Which registrations each outbreak holds, as one digest (equal groupings, equal digests). */
const groupingOf = (tx: Orm) =>
  queryRow<{ outbreaks: number; members: number; digest: string }>(
    tx,
    sql`SELECT count(*)::int AS outbreaks, coalesce(sum(n), 0)::int AS members,
               md5(coalesce(string_agg(g, ';' ORDER BY g), '')) AS digest
        FROM (SELECT disease_id || ':' || string_agg(registration_id::text, ',' ORDER BY registration_id) AS g,
                     count(*) AS n
              FROM outbreak_registrations GROUP BY outbreak_id, disease_id) x`,
  );

/** The step as it ran before: every page through the live grouping, outbreaks re-read and refreshed. */
async function pageByPage(tx: Orm) {
  const pages: number[] = [];
  for (let after = 0; ; ) {
    const page = (await ungroupedAfter(tx, after)).map((r) => r.id);
    const last = page.at(-1);
    if (last === undefined) break;
    const started = performance.now();
    await groupRegistrations(tx, RULES, page);
    pages.push(round(performance.now() - started));
    after = last;
  }
  return pages;
}

const now = () => new Date();

/** The step, with its wall time and the CPU time of this process and of the database backend. */
async function timedStep(tx: Orm) {
  const { result, ...time } = await withCpuTime(tx, () => groupPastCases(tx, RULES, now()));
  return { ms: time.wallMs, ...time, result };
}

/** CPU per registration of a run: of the app, of the database, in ms (the load does not change it). */
function cpuPerRegistration(run: CpuTime, registrations: number) {
  const per = (ms: number) => Math.round((ms / Math.max(1, registrations)) * 1000) / 1000;
  const backend =
    run.backendCpuMs === null ? 'database CPU not measured' : `${per(run.backendCpuMs)} database`;
  return `CPU ${per(run.nodeCpuMs)} app + ${backend} ms/registration`;
}

async function comparedOnSmall(db: Database) {
  const before = await rolledBack(db.orm, async (tx) => {
    const { result: pages, ...time } = await withCpuTime(tx, () => pageByPage(tx));
    return { ms: time.wallMs, ...time, pages, grouping: await groupingOf(tx) };
  });
  const after = await rolledBack(db.orm, async (tx) => ({
    ...(await timedStep(tx)),
    grouping: await groupingOf(tx),
  }));
  return { before, after, identical: before.grouping.digest === after.grouping.digest };
}

const bench: Bench = {
  title: `Outbreaks at scale: the upgrade step on ${ROWS.toLocaleString('en')} registrations, and the map's outbreak layer`,
  async run() {
    const folder = tempFolder('bench-outbreaks-');
    const cleanup = new Cleanup();
    try {
      const small = await openPostgresDatabase(cleanup, folder.path);
      await fillRegistrations(small, BASELINE_ROWS, 'baseline');
      const compared = await comparedOnSmall(small);
      process.stdout.write(`  ${BASELINE_ROWS} rows: ${JSON.stringify(compared)}\n`);
      const db = GIVEN_DATABASE
        ? cleanup.add(await openDatabase({ databaseUrl: GIVEN_DATABASE, dataDir: folder.path }), (d) =>
            d.close(),
          )
        : await openPostgresDatabase(cleanup, folder.path);
      if (!GIVEN_DATABASE) await fillRegistrations(db, ROWS, 'national');
      const step = await db.orm.transaction((tx) => timedStep(tx));
      process.stdout.write(`  ${ROWS} rows: ${JSON.stringify(step)}\n`);
      const counts = await queryRows<{ status: string; n: number }>(
        db.orm,
        sql`SELECT status, count(*)::int AS n FROM outbreaks GROUP BY status ORDER BY status`,
      );
      await db.orm.execute(sql`ANALYZE outbreaks, outbreak_registrations`);
      const layer = await layerFigures(db, folder.path, cleanup);
      const perRow = (ms: number, rows: number) => Math.round((ms / Math.max(1, rows)) * 1000) / 1000;
      const o = layer;
      const smallRows = compared.after.result.registrations;
      return {
        summary:
          `upgrade step at ${BASELINE_ROWS.toLocaleString('en')} rows: ${compared.after.ms} ms ` +
          `(${perRow(compared.after.ms, smallRows)} ms/registration; ${cpuPerRegistration(compared.after, smallRows)}) vs page by page through the live grouping ` +
          `${compared.before.ms} ms (${perRow(compared.before.ms, smallRows)} ms/registration; ${cpuPerRegistration(compared.before, smallRows)}), groupings ` +
          `${compared.identical ? 'identical' : 'DIFFERENT'}; at ${ROWS.toLocaleString('en')} rows: ${round(step.ms / 1000)} s ` +
          `(${perRow(step.ms, step.result.registrations)} ms/registration; ${cpuPerRegistration(step, step.result.registrations)}; ${step.result.opened} outbreaks opened, ` +
          `${step.result.resolved} resolved); outbreak layer (${o.year?.outbreaks} / ${o.allYears?.outbreaks} / ` +
          `${o.provincialYear?.outbreaks} ongoing) p50 ${o.year?.layerP50Ms} / ${o.allYears?.layerP50Ms} / ` +
          `${o.provincialYear?.layerP50Ms} ms (${o.year?.layerBytes} / ${o.allYears?.layerBytes} / ${o.provincialYear?.layerBytes} bytes) vs card ${o.year?.cardP50Ms} / ${o.allYears?.cardP50Ms} / ` +
          `${o.provincialYear?.cardP50Ms} ms (this year / all years / provincial, in alternation); all years at zoom 5: ` +
          `${o.allYears?.triangles.zoom5?.symbols} symbols grouped in ${o.allYears?.triangles.zoom5?.groupMedianMs} ms, ` +
          `${o.allYears?.triangles.zoom5?.touching} touching`,
        figures: { rows: ROWS, baselineRows: BASELINE_ROWS, rules: RULES, compared, step, counts, layer },
      };
    } finally {
      await cleanup.run();
      folder.remove();
    }
  },
};

export default bench;
