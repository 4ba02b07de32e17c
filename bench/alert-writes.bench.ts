/**
 * Issue 11's alert bench: what alert evaluation adds to registration write latency. The same writes
 * (`POST /api/registrations` with a notifiable disease, bearer token, closed loop) run against one app whose
 * job queue is started as in production (`server/main.ts`), in rounds that alternate the demo's alert rules
 * paused (the baseline: the write still enqueues its evaluation, which finds no rule) and active (the
 * worker evaluates every write beside the load). The conditions take turns in both orders (paused, active,
 * active, paused, …: ABBA) so that the table's growth and a drifting load weigh on both, after an untimed
 * warm-up round with the rules active (a fresh server's first writes and evaluations are cold).
 * PostgreSQL with `BENCH_ALERT_ROWS` registrations (default 100,000); `BENCH_SECONDS` per round (default 20),
 * `BENCH_ALERT_ROUNDS` rounds per condition (default 2), `BENCH_WARMUP_SECONDS` (default 10).
 * `BENCH_DATABASE_URL` names a database filled beforehand instead (its rules get their status back at the end;
 * the writes stay).
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/connect';
import { queryRow } from '../server/db/query';
import { createJobQueue } from '../server/jobs/queue';
import { rulesAsFound } from './support/alert-rules-as-found';
import { serveApp } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import type { LoadFigures } from './support/load';
import { loadInProcess } from './support/load-process';
import { openPostgresDatabase } from './support/postgres-database';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_ALERT_ROWS ?? 100_000);
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 4;
const ROUNDS = Number(process.env.BENCH_ALERT_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const TARGET_EXTRA = 0.2;

type Condition = 'paused' | 'active';

/** ABBA: round r runs paused then active when r is even, active then paused when odd. */
const orderOf = (round: number): Condition[] =>
  round % 2 === 0 ? ['paused', 'active'] : ['active', 'paused'];

async function issueToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agent@example.com', password: 'demo1234', device_name: 'bench' }),
  });
  if (response.status !== 201) throw new Error(`token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A report the demo's rules react to: a notifiable disease, in a village of the agent's areas. */
async function reportBody(db: Database): Promise<string> {
  const row = await queryRow<{ specie: number; village: number; disease: number }>(
    db.orm,
    sql`SELECT (SELECT id FROM species ORDER BY id LIMIT 1) AS specie,
               (SELECT village_id FROM registrations WHERE user_id = (SELECT id FROM users WHERE email = 'agent@example.com')
                  AND village_id IS NOT NULL ORDER BY id LIMIT 1) AS village,
               (SELECT id FROM diseases WHERE notifiable ORDER BY id LIMIT 1) AS disease`,
  );
  return JSON.stringify({
    specie_id: row.specie,
    village_id: row.village,
    maleNumber: 1,
    femaleNumber: 2,
    coordinates: { lat: 13.5, lng: 15.5 },
    disease_ids: [row.disease],
  });
}

async function setRules(db: Database, condition: Condition) {
  await db.orm.execute(sql`UPDATE alert_rules SET status = ${condition} WHERE deleted_at IS NULL`);
}

async function pendingEvaluations(db: Database): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db.orm,
    sql`SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'alert-evaluate' AND state IN ('created', 'retry', 'active')`,
  );
  return row.n;
}

/** Waits until the worker has evaluated every write of the round; returns how long that took after it. */
async function drainLag(db: Database): Promise<number> {
  const started = performance.now();
  while ((await pendingEvaluations(db)) > 0) {
    if (performance.now() - started > 300_000) throw new Error('alert evaluations still pending after 5 min');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Math.round(performance.now() - started);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

interface ConditionFigures {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  /** After each round: how long the worker still needed to evaluate its writes. */
  drainLagMs: number[];
}

/** The rounds of one condition folded together (means weighted by requests, percentiles averaged). */
function fold(rounds: { load: LoadFigures; lag: number }[]): ConditionFigures {
  const requests = rounds.reduce((n, r) => n + r.load.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.load.seconds, 0);
  const average = (pick: (l: LoadFigures) => number) =>
    round1(rounds.reduce((n, r) => n + pick(r.load), 0) / rounds.length);
  return {
    requests,
    errors: rounds.reduce((n, r) => n + r.load.errors, 0),
    requestsPerSecond: round1(requests / seconds),
    meanMs: round1(rounds.reduce((n, r) => n + r.load.meanMs * r.load.requests, 0) / (requests || 1)),
    p50Ms: average((l) => l.p50Ms),
    p95Ms: average((l) => l.p95Ms),
    drainLagMs: rounds.map((r) => r.lag),
  };
}

const bench: Bench = {
  title: 'Registration writes with alert rules active vs paused (issue 11), PostgreSQL, same run',
  async run() {
    const cleanup = new Cleanup();
    try {
      const folder = cleanup.add(tempFolder('alert-bench'), (f) => f.remove());
      const db = GIVEN_DATABASE
        ? cleanup.add(await openDatabase({ databaseUrl: GIVEN_DATABASE, dataDir: folder.path }), (d) =>
            d.close(),
          )
        : await openPostgresDatabase(cleanup, folder.path);
      if (GIVEN_DATABASE) cleanup.add(await rulesAsFound(db), (putBack) => putBack());
      else await fillRegistrations(db, ROWS, 'postgres');
      const registrations = await queryRow<{ n: number }>(
        db.orm,
        sql`SELECT count(*)::int AS n FROM registrations`,
      );
      const jobs = createJobQueue(db, { pollingIntervalSeconds: 0.5 });
      const app = cleanup.add(await serveApp(db, folder.path, jobs), (a) => a.close());
      // buildApp registered the handlers on this queue; started as server/main.ts does (no sweep: not timed).
      await jobs.start();
      cleanup.add(jobs, (queue) => queue.stop());
      const token = await issueToken(app.url);
      const body = await reportBody(db);
      const alertsBefore = await queryRow<{ n: number }>(db.orm, sql`SELECT count(*)::int AS n FROM alerts`);
      const write = (seconds: number) =>
        loadInProcess({
          url: `${app.url}/api/registrations`,
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${token}` },
          connections: CONNECTIONS,
          durationMs: seconds * 1000,
          maxRequests: 1_000_000,
          expectStatus: 201,
        });
      if (WARMUP_SECONDS > 0) {
        await setRules(db, 'active');
        const warmup = await write(WARMUP_SECONDS);
        process.stdout.write(
          `  warm-up (not counted): ${JSON.stringify(warmup)}, drain ${await drainLag(db)} ms\n`,
        );
      }
      const rounds: Record<Condition, { load: LoadFigures; lag: number }[]> = { paused: [], active: [] };
      const sequence: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const condition of orderOf(round)) {
          await setRules(db, condition);
          const load = await write(SECONDS);
          const lag = await drainLag(db);
          process.stdout.write(
            `  round ${round + 1} rules ${condition}: ${JSON.stringify(load)}, drain ${lag} ms\n`,
          );
          rounds[condition].push({ load, lag });
          sequence.push(`${condition} ${round1(load.meanMs)}`);
        }
      }
      const alertsAfter = await queryRow<{ n: number }>(db.orm, sql`SELECT count(*)::int AS n FROM alerts`);
      const paused = fold(rounds.paused);
      const active = fold(rounds.active);
      const extraMean = round1(((active.meanMs - paused.meanMs) / paused.meanMs) * 100);
      const extraP95 = round1(((active.p95Ms - paused.p95Ms) / paused.p95Ms) * 100);
      // Each round's own extra, so an order effect (the second of a pair faster or slower) shows.
      const perRound = rounds.active.map((a, i) => {
        const p = rounds.paused[i]?.load.meanMs ?? Number.NaN;
        return round1(((a.load.meanMs - p) / p) * 100);
      });
      const met = extraMean <= TARGET_EXTRA * 100 && paused.errors + active.errors === 0;
      const summary =
        `${registrations.n.toLocaleString('en')} registrations, ${CONNECTIONS} writers, ${ROUNDS}×${SECONDS} s per condition ` +
        `in ABBA order after a ${WARMUP_SECONDS} s warm-up (means in order: ${sequence.join(', ')} ms): ` +
        `rules active mean ${active.meanMs} ms (p50 ${active.p50Ms} / p95 ${active.p95Ms}, ${active.requestsPerSecond} writes/s) ` +
        `vs paused ${paused.meanMs} ms (p50 ${paused.p50Ms} / p95 ${paused.p95Ms}, ${paused.requestsPerSecond} writes/s) ` +
        `= ${extraMean >= 0 ? '+' : ''}${extraMean} % mean, ${extraP95 >= 0 ? '+' : ''}${extraP95} % p95; ` +
        `per round (${orderOf(0).join('→')}, then ${orderOf(1).join('→')}, …) ${perRound.map((e) => `${e >= 0 ? '+' : ''}${e} %`).join(' / ')}; ` +
        `worker caught up ${active.drainLagMs.join(' / ')} ms after the active rounds; ` +
        `${alertsAfter.n - alertsBefore.n} alerts raised; target ≤ +${TARGET_EXTRA * 100} % ${met ? 'met' : 'NOT met'}`;
      return {
        summary,
        figures: {
          registrations: registrations.n,
          connections: CONNECTIONS,
          secondsPerRound: SECONDS,
          rounds: ROUNDS,
          warmupSeconds: WARMUP_SECONDS,
          order: sequence,
          paused,
          active,
          extraMeanPercent: extraMean,
          extraP95Percent: extraP95,
          extraMeanPercentPerRound: perRound,
          alertsRaised: alertsAfter.n - alertsBefore.n,
          target: `mean write latency with rules active ≤ +${TARGET_EXTRA * 100} % of paused`,
          targetMet: met,
        },
      };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
