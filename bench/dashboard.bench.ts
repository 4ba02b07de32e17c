/**
 * The dashboard on 1,000,000 registrations, on PostgreSQL and on PGlite: `GET /api/dashboard` through the
 * real app (signed in, read from the rollups) against the raw GROUP BY over the registrations in the same
 * run, and the size of `GET /api/dashboard/map` at national zoom, for a national and a provincial viewer.
 * The timeliness part of the answer (medians of the delays, counts by classification) is also timed on its
 * own, from its rollups against the same figures computed over the registrations. The "confirmed cases only"
 * switch is timed against the same request without it, and the map's outbreak layer against the outbreaks
 * card of the same selection, each pair in alternation so that the shared machine's load weighs on both.
 * `BENCH_DASHBOARD_ROWS` makes it smaller. `BENCH_DATABASE_URL` names a PostgreSQL database filled beforehand
 * (PGlite is then skipped); `BENCH_DASHBOARD_VIEWERS=provincial` times the provincial RSE's requests only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { currentYear } from '../server/dashboard/calendar';
import type { SummaryParams } from '../server/dashboard/params';
import { rangedSource } from '../server/dashboard/source-ranged';
import { rawSource } from '../server/dashboard/source-raw';
import { rollupSource } from '../server/dashboard/source-rollup';
import { buildSummary } from '../server/dashboard/summary';
import type { SummarySource } from '../server/dashboard/summary-types';
import { buildTimeliness } from '../server/dashboard/timeliness';
import { type Database, openDatabase } from '../server/db/connect';
import { startPostgres } from '../tests/support/with-postgres';
import { serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import { interleavedLatency, sequentialLatency } from './support/latency';
import type { Bench } from './support/record';
import { median, round } from './support/stats';

const TOTAL = Number(process.env.BENCH_DASHBOARD_ROWS ?? 1_000_000);
// `BENCH_DASHBOARD_ENGINES=postgres` skips PGlite (its 1M-row seed takes ≈8 minutes).
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;
const ENGINES = GIVEN_DATABASE
  ? ['postgres']
  : (process.env.BENCH_DASHBOARD_ENGINES ?? 'postgres,pglite').split(',');
type Viewer = 'national' | 'provincial';
const VIEWERS = (process.env.BENCH_DASHBOARD_VIEWERS ?? 'national,provincial').split(',');
const timed = (viewer: Viewer) => VIEWERS.includes(viewer);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 6) * 1000;
const RAW_RUNS = 3;
const TARGET_MS = { postgres: 150, pglite: 600 };
const MAP_TARGET_BYTES = 100 * 1024;
const YEAR = currentYear();
const SPECIES = 1;

const ALL = { provinceId: null, range: null, provinces: null, confirmed: false } as const;
// A range cut mid-month at both ends: whole months from the rollups, the two partial ones raw.
const RANGE = { from: `${YEAR}-02-10`, to: `${YEAR}-05-21` };

/**
 * The requests of the dashboard: the page's first one (this year), every year, a species, weeks, a date
 * range; then the same as the provincial RSE (Hadjer-Lamis), whose answers come from the rollups keyed by
 * province, compared with the raw GROUP BY over their province (how they were served before).
 */
const VARIANTS: {
  name: string;
  viewer: 'national' | 'provincial';
  query: string;
  params: Omit<SummaryParams, 'provinces'>;
}[] = [
  {
    name: 'year',
    viewer: 'national',
    query: `?year=${YEAR}`,
    params: { ...ALL, specieId: null, year: YEAR, period: 'month' },
  },
  {
    name: 'allYears',
    viewer: 'national',
    query: '',
    params: { ...ALL, specieId: null, year: null, period: 'month' },
  },
  {
    name: 'speciesYear',
    viewer: 'national',
    query: `?specie_id=${SPECIES}&year=${YEAR}`,
    params: { ...ALL, specieId: SPECIES, year: YEAR, period: 'month' },
  },
  {
    name: 'weeks',
    viewer: 'national',
    query: `?year=${YEAR}&period=week`,
    params: { ...ALL, specieId: null, year: YEAR, period: 'week' },
  },
  {
    name: 'range',
    viewer: 'national',
    query: `?from=${RANGE.from}&to=${RANGE.to}`,
    params: {
      ...ALL,
      specieId: null,
      year: null,
      period: 'month',
      range: { from: RANGE.from, to: `${YEAR}-05-22` },
    },
  },
  // The "confirmed cases only" switch: the rollups' confirmed key against the unfiltered answers above.
  {
    name: 'confirmedYear',
    viewer: 'national',
    query: `?year=${YEAR}&confirmed=true`,
    params: { ...ALL, confirmed: true, specieId: null, year: YEAR, period: 'month' },
  },
  {
    name: 'confirmedAllYears',
    viewer: 'national',
    query: '?confirmed=true',
    params: { ...ALL, confirmed: true, specieId: null, year: null, period: 'month' },
  },
  {
    name: 'provincialYear',
    viewer: 'provincial',
    query: `?year=${YEAR}`,
    params: { ...ALL, specieId: null, year: YEAR, period: 'month' },
  },
  {
    name: 'provincialAllYears',
    viewer: 'provincial',
    query: '',
    params: { ...ALL, specieId: null, year: null, period: 'month' },
  },
  {
    name: 'provincialWeeks',
    viewer: 'provincial',
    query: `?year=${YEAR}&period=week`,
    params: { ...ALL, specieId: null, year: YEAR, period: 'week' },
  },
];

/** Selections timed with and without `confirmed=true`, and with the outbreak layer and card. */
const PAIRED: { name: string; viewer: 'national' | 'provincial'; query: string }[] = [
  { name: 'year', viewer: 'national', query: `year=${YEAR}` },
  { name: 'allYears', viewer: 'national', query: '' },
  { name: 'provincialYear', viewer: 'provincial', query: `year=${YEAR}` },
];

// Chad at zoom 6, and the wider first view of a 1300 px browser window at zoom 5.
const MAP_VIEWS = ['zoom=6&bbox=13,7,24,23.5', 'zoom=5&bbox=-3.43,5.49,40.87,24.89'];

const latency = (url: string, cookie: string) => sequentialLatency(url, cookie, MEASURE_MS);

async function rawLatency(db: Database, params: SummaryParams) {
  const times: number[] = [];
  for (let i = 0; i < RAW_RUNS; i++) {
    const started = performance.now();
    await buildSummary(rawSource(db.orm), params);
    times.push(performance.now() - started);
  }
  return round(median(times));
}

/** The timeliness figures alone, from one source, in process. */
async function timelinessLatency(source: SummarySource, params: SummaryParams) {
  const times: number[] = [];
  for (let i = 0; i < RAW_RUNS; i++) {
    const started = performance.now();
    const [classifications, delays] = await Promise.all([
      source.classificationGroups(params),
      source.delayGroups(params),
    ]);
    buildTimeliness(classifications, delays);
    times.push(performance.now() - started);
  }
  return round(median(times));
}

async function provinceOf(db: Database, reference: string): Promise<number> {
  const result = (await db.orm.execute(
    sql`SELECT id FROM provinces WHERE reference = ${reference}`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no province ${reference}`);
  return id;
}

async function registrationCount(db: Database) {
  const result = (await db.orm.execute(sql`SELECT count(*)::int AS n FROM registrations`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

async function rollupRows(db: Database) {
  const result = (await db.orm.execute(sql`SELECT
    (SELECT count(*) FROM dashboard_registration_months)::int AS registration_months,
    (SELECT count(*) FROM dashboard_disease_months)::int AS disease_months,
    (SELECT count(*) FROM dashboard_disease_weeks)::int AS disease_weeks,
    (SELECT count(*) FROM dashboard_map_cells)::int AS map_cells,
    (SELECT count(*) FROM dashboard_classification_months)::int AS classification_months,
    (SELECT count(*) FROM dashboard_delay_months)::int AS delay_months`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0];
}

async function outbreakCounts(db: Database) {
  const result = (await db.orm.execute(
    sql`SELECT count(*)::int AS outbreaks, count(*) FILTER (WHERE status = 'ongoing')::int AS ongoing FROM outbreaks`,
  )) as unknown as { rows: { outbreaks: number; ongoing: number }[] };
  return result.rows[0];
}

const withQuery = (path: string, ...parts: string[]) => {
  const query = parts.filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

/** The confirmed switch and the outbreak layer, each against its pair in the same rounds. */
async function pairedFigures(url: string, cookies: Record<'national' | 'provincial', string>) {
  const confirmed: Record<string, { unfilteredP50Ms: number; confirmedP50Ms: number; rounds: number }> = {};
  const outbreakLayer: Record<
    string,
    { layerP50Ms: number; layerBytes: number; cardP50Ms: number; rounds: number }
  > = {};
  for (const { name, viewer, query } of PAIRED.filter((p) => timed(p.viewer))) {
    const cookie = cookies[viewer];
    const switched = await interleavedLatency(
      {
        unfiltered: { url: withQuery(`${url}/api/dashboard`, query), cookie },
        confirmed: { url: withQuery(`${url}/api/dashboard`, query, 'confirmed=true'), cookie },
      },
      MEASURE_MS * 2,
    );
    confirmed[name] = {
      unfilteredP50Ms: switched.unfiltered.p50Ms,
      confirmedP50Ms: switched.confirmed.p50Ms,
      rounds: switched.confirmed.requests,
    };
    const layer = await interleavedLatency(
      {
        layer: { url: withQuery(`${url}/api/dashboard/outbreaks/ongoing`, query), cookie },
        card: { url: withQuery(`${url}/api/dashboard/outbreaks`, query), cookie },
      },
      MEASURE_MS * 2,
    );
    outbreakLayer[name] = {
      layerP50Ms: layer.layer.p50Ms,
      layerBytes: layer.layer.bytes,
      cardP50Ms: layer.card.p50Ms,
      rounds: layer.layer.requests,
    };
    process.stdout.write(
      `  ${viewer} ${query || 'all years'}: confirmed only p50 ${switched.confirmed.p50Ms} ms vs unfiltered ` +
        `${switched.unfiltered.p50Ms} ms; outbreak layer ${layer.layer.p50Ms} ms (${layer.layer.bytes} B) vs ` +
        `outbreaks card ${layer.card.p50Ms} ms (in alternation, ${layer.layer.requests} rounds)\n`,
    );
  }
  return { confirmed, outbreakLayer };
}

async function measure(kind: 'postgres' | 'pglite', db: Database, folder: string, cleanup: Cleanup) {
  const seeded = performance.now();
  if (!GIVEN_DATABASE) await fillRegistrations(db, TOTAL, kind);
  const seedSeconds = Math.round((performance.now() - seeded) / 1000);
  const registrations = await registrationCount(db);
  const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
  const cookies = {
    national: await signIn(app.url, 'admin@example.com', 'demo1234'),
    provincial: await signIn(app.url, 'rse-province@example.com', 'demo1234'),
  };
  const province = await provinceOf(db, 'TD-HL');

  const dashboard: Record<
    string,
    {
      appP50Ms: number;
      rawP50Ms: number;
      bytes: number;
      requests: number;
      timelinessRollupP50Ms: number;
      timelinessRawP50Ms: number;
    }
  > = {};
  for (const variant of VARIANTS.filter((v) => timed(v.viewer))) {
    const app50 = await latency(`${app.url}/api/dashboard${variant.query}`, cookies[variant.viewer]);
    const provinces = variant.viewer === 'provincial' ? [province] : null;
    const params = { ...variant.params, provinces };
    const raw = await rawLatency(db, params);
    const timeliness = {
      rollup: await timelinessLatency(rangedSource(rollupSource(db.orm), rawSource(db.orm)), params),
      raw: await timelinessLatency(rawSource(db.orm), params),
    };
    dashboard[variant.name] = {
      appP50Ms: app50.p50Ms,
      rawP50Ms: raw,
      bytes: app50.bytes,
      requests: app50.requests,
      timelinessRollupP50Ms: timeliness.rollup,
      timelinessRawP50Ms: timeliness.raw,
    };
    process.stdout.write(
      `  ${kind} /api/dashboard${variant.query}: app p50 ${app50.p50Ms} ms (${app50.bytes} B) vs raw GROUP BY ${raw} ms; ` +
        `timeliness alone ${timeliness.rollup} ms from rollups vs ${timeliness.raw} ms raw\n`,
    );
  }
  const map: Record<string, { p50Ms: number; bytes: number }> = {};
  for (const [viewer, view] of [
    ...MAP_VIEWS.map((v) => ['national', v] as const),
    ['provincial', MAP_VIEWS[0] ?? ''] as const,
    ['national', `${MAP_VIEWS[0] ?? ''}&confirmed=true`] as const,
  ].filter(([viewer]) => timed(viewer))) {
    const figures = await latency(`${app.url}/api/dashboard/map?year=${YEAR}&${view}`, cookies[viewer]);
    map[`${viewer} ${view}`] = { p50Ms: figures.p50Ms, bytes: figures.bytes };
    process.stdout.write(
      `  ${kind} ${viewer} /api/dashboard/map?${view}: p50 ${figures.p50Ms} ms, ${figures.bytes} B\n`,
    );
  }
  const paired = await pairedFigures(app.url, cookies);
  const worstP50 = Math.max(...Object.values(dashboard).map((d) => d.appP50Ms));
  const largestMap = Math.max(...Object.values(map).map((m) => m.bytes));
  return {
    seedSeconds,
    registrations,
    rollupRows: await rollupRows(db),
    outbreaks: await outbreakCounts(db),
    dashboard,
    map,
    paired,
    worstP50,
    largestMap,
  };
}

async function onPostgres(folder: string) {
  const cleanup = new Cleanup();
  try {
    const url = GIVEN_DATABASE ?? cleanup.add(await startPostgres(), (p) => p.stop()).url;
    const db = cleanup.add(await openDatabase({ databaseUrl: url, dataDir: folder }), (d) => d.close());
    return await measure('postgres', db, folder, cleanup);
  } finally {
    await cleanup.run();
  }
}

async function onPglite(folder: string) {
  const cleanup = new Cleanup();
  try {
    const db = cleanup.add(await openDatabase({ dataDir: join(folder, 'pglite') }), (d) => d.close());
    return await measure('pglite', db, folder, cleanup);
  } finally {
    await cleanup.run();
  }
}

type Figures = Awaited<ReturnType<typeof measure>>;

/** This year / all years, and the provincial RSE's this year when the provincial viewer was measured. */
const trio = (year?: number, allYears?: number, provincial?: number) =>
  timed('provincial') ? `${year} / ${allYears} / provincial ${provincial}` : `${year} / ${allYears}`;

const cell = (name: string, f: Figures, target: number) => {
  const d = f.dashboard;
  const c = f.paired.confirmed;
  const o = f.paired.outbreakLayer;
  const national = [
    `/api/dashboard p50 ${d.year?.appP50Ms} ms this year, ${d.allYears?.appP50Ms} ms all years ` +
      `vs raw GROUP BY ${d.year?.rawP50Ms} / ${d.allYears?.rawP50Ms} ms`,
    `date range ${d.range?.appP50Ms} ms vs ${d.range?.rawP50Ms} ms`,
  ];
  const provincial = [
    `provincial RSE ${d.provincialYear?.appP50Ms} ms this year, ${d.provincialAllYears?.appP50Ms} ms all years, ` +
      `${d.provincialWeeks?.appP50Ms} ms weeks vs raw GROUP BY over the province ` +
      `${d.provincialYear?.rawP50Ms} / ${d.provincialAllYears?.rawP50Ms} / ${d.provincialWeeks?.rawP50Ms} ms`,
  ];
  const nationalRest = [
    `confirmed cases only ${d.confirmedYear?.appP50Ms} ms this year, ${d.confirmedAllYears?.appP50Ms} ms all years ` +
      `vs raw GROUP BY ${d.confirmedYear?.rawP50Ms} / ${d.confirmedAllYears?.rawP50Ms} ms`,
    `timeliness alone this year ${d.year?.timelinessRollupP50Ms} ms from rollups vs ${d.year?.timelinessRawP50Ms} ms raw`,
    `map at national zoom ${(f.largestMap / 1024).toFixed(1)} KB`,
    `in alternation: confirmed only ${trio(c.year?.confirmedP50Ms, c.allYears?.confirmedP50Ms, c.provincialYear?.confirmedP50Ms)} ms ` +
      `vs unfiltered ${trio(c.year?.unfilteredP50Ms, c.allYears?.unfilteredP50Ms, c.provincialYear?.unfilteredP50Ms)} ms ` +
      `(this year / all years${timed('provincial') ? ' / provincial this year' : ''})`,
    `outbreak layer (${f.outbreaks?.ongoing} ongoing of ${f.outbreaks?.outbreaks} outbreaks) ` +
      `${trio(o.year?.layerP50Ms, o.allYears?.layerP50Ms, o.provincialYear?.layerP50Ms)} ms vs the outbreaks card ` +
      `${trio(o.year?.cardP50Ms, o.allYears?.cardP50Ms, o.provincialYear?.cardP50Ms)} ms`,
  ];
  const provincialRest = [
    `map ${(f.largestMap / 1024).toFixed(1)} KB`,
    `in alternation: confirmed only ${c.provincialYear?.confirmedP50Ms} ms vs unfiltered ` +
      `${c.provincialYear?.unfilteredP50Ms} ms this year`,
    `outbreak layer ${o.provincialYear?.layerP50Ms} ms vs the outbreaks card ${o.provincialYear?.cardP50Ms} ms`,
  ];
  const parts = timed('national')
    ? [...national, ...provincial.filter(() => timed('provincial')), ...nationalRest]
    : [...provincial, ...provincialRest];
  return `${name} (${f.registrations.toLocaleString('en')} registrations, worst p50 ${f.worstP50} ms, target ≤ ${target}): ${parts.join('; ')}`;
};

const bench: Bench = {
  title: `Dashboard on ${TOTAL.toLocaleString('en')} registrations: /api/dashboard (rollups) vs raw GROUP BY, and the map's size`,
  async run() {
    const folder = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
    try {
      const postgres = await onPostgres(folder);
      const pglite = ENGINES.includes('pglite') ? await onPglite(folder) : null;
      const met =
        postgres.worstP50 <= TARGET_MS.postgres &&
        (!pglite || pglite.worstP50 <= TARGET_MS.pglite) &&
        Math.max(postgres.largestMap, pglite?.largestMap ?? 0) <= MAP_TARGET_BYTES;
      const pgliteCell = pglite ? cell('PGlite', pglite, TARGET_MS.pglite) : 'PGlite not run this time';
      return {
        summary: `${cell('PostgreSQL', postgres, TARGET_MS.postgres)}; ${pgliteCell}; targets ${met ? 'met' : 'NOT met'}`,
        figures: {
          registrations: postgres.registrations,
          year: YEAR,
          targetsMs: TARGET_MS,
          mapTargetBytes: MAP_TARGET_BYTES,
          targetsMet: met,
          postgres,
          pglite,
        },
      };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

export default bench;
