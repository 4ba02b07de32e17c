/**
 * Issue 11's evaluation bench: how long the alert engine takes to evaluate a rule over a whole week of
 * reports at national scale — the periodic sweep (`sweep`), which measures every area of the rule's level in
 * the week in one grouped query and raises or updates the alert of each reaching the threshold — against the
 * same sweep over a week without any report (the baseline: the cost of asking, with nothing to count), and
 * against the way it measured before (one query per area at the threshold, the areas the sweep fired on,
 * measured only, nothing raised), in the same run. Each of the demo's rules
 * (one of each counting kind) plus a disease-specific one is timed alone, the others paused; then all at once,
 * as the 15-minute sweep runs them. The first sweep of the busy week raises its alerts (timed apart); the
 * timed ones re-evaluate them (the same counts, the alerts updated in place).
 * PostgreSQL with `BENCH_ALERT_ROWS` registrations (default 1,000,000); `BENCH_REPEATS` timed sweeps per week
 * and rule (default 5), busy and empty weeks alternating. Each rule also times one report's evaluation (as on a
 * write, its alert known; beside it, its area counted from the reports as before) and, for the baseline
 * rule, its usual totals from the weekly counts vs from the reports. Then what the weekly counts' triggers
 * cost a write, with vs without them and with 0050's update trigger (support/alert-count-triggers.ts;
 * `BENCH_TRIGGER_SAMPLES`, default 60); last, an outbreak rule's evaluation of a write into the largest
 * ongoing outbreak (support/alert-outbreak-rule.ts); a process's first evaluation, warm or not
 * (support/alert-first-evaluation.ts); what the pairs' foreign keys (to registrations, to alerts) cost a new
 * outbreak alert and a report's writes (support/alert-link-check.ts). `BENCH_DATABASE_URL` names a database filled
 * beforehand: the rules the bench adds are deleted at its end, the others get their status back.
 */
import { sql } from 'drizzle-orm';
import { evaluateReports, fires, sweep } from '../server/alerts/evaluate';
import { casesToList } from '../server/alerts/listing';
import { measureAreas } from '../server/alerts/measure';
import { type AlertRule, activeRules, areaKeyOf } from '../server/alerts/rules';
import { areaColumn, inWindows, ruleScope } from '../server/alerts/scope';
import { weekTotals } from '../server/alerts/week-counts';
import { baselineWeeks, shiftWeek, weekOfDay, weekWindow } from '../server/alerts/weeks';
import { type Database, openDatabase, WARM_CONNECTIONS } from '../server/db/connect';
import { queryRow, queryRows } from '../server/db/query';
import { createJobQueue, type JobQueue } from '../server/jobs/queue';
import { startPostgres } from '../tests/support/with-postgres';
import { timeCountTriggers } from './support/alert-count-triggers';
import { timeFirstEvaluation } from './support/alert-first-evaluation';
import { timeLinkCheck } from './support/alert-link-check';
import { largestOutbreakRule, timeOutbreakRule } from './support/alert-outbreak-rule';
import { rulesAsFound } from './support/alert-rules-as-found';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import type { Bench } from './support/record';
import { median, round } from './support/stats';
import { tempFolder } from './support/temp-folder';

const LEVEL_NAMES: Record<string, string> = {
  provinces: 'province',
  departments: 'department',
  municipalities: 'municipality',
  villages: 'village',
};

const ROWS = Number(process.env.BENCH_ALERT_ROWS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const TRIGGER_SAMPLES = Number(process.env.BENCH_TRIGGER_SAMPLES ?? 60);
/** A database filled beforehand (its rules and alerts are changed), instead of a fresh cluster filled here. */
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;

interface Rule {
  id: number;
  name: string;
  kind: string;
  level: string;
}

interface RuleFigures {
  rule: string;
  kind: string;
  level: string;
  /** The first sweep of the busy week, which raises the alerts. */
  firstMs: number;
  /** Areas whose week reached the threshold: an alert each, raised by the first sweep, updated after. */
  areasFiring: number;
  busyMedianMs: number;
  busyRunsMs: number[];
  emptyMedianMs: number;
  emptyRunsMs: number[];
  /** How many times the empty week's cost the busy week's is. */
  ratio: number;
  /** The busy week's firing areas measured one query each, as before (nothing raised). */
  perAreaMedianMs: number;
  perAreaRunsMs: number[];
  /** One report's evaluation, as on a write (its area only). */
  writeEvaluationMedianMs?: number;
  writeEvaluationRunsMs?: number[];
  /** Its area's week measured from the weekly counts and what its alert lists (the part that changed). */
  writeFromCountsMedianMs?: number;
  writeFromCountsRunsMs?: number[];
  /** Its area's week counted and listed from the reports, as each write's evaluation did before. */
  writeFromReportsMedianMs?: number;
  writeFromReportsRunsMs?: number[];
  /** A baseline rule's usual totals: from the reports vs from the weekly counts. */
  usual?: Awaited<ReturnType<typeof timeUsualTotals>> | null;
}

/** The busiest complete ISO week of the data (national scale at its worst) and how many reports it holds. */
async function busiestWeek(db: Database) {
  const row = await queryRow<{ monday: string; reports: number; notifiable: number }>(
    db.orm,
    sql`SELECT w.monday::text AS monday, w.reports,
          (SELECT count(*)::int FROM registrations r
            WHERE r.report_date >= w.monday AND r.report_date < w.monday + 7 AND r.deleted_at IS NULL
              AND EXISTS (SELECT 1 FROM registration_diseases d JOIN diseases x ON x.id = d.disease_id
                          WHERE d.registration_id = r.id AND x.notifiable)) AS notifiable
        FROM (SELECT date_trunc('week', report_date)::date AS monday, count(*)::int AS reports
              FROM registrations WHERE deleted_at IS NULL
              GROUP BY 1 ORDER BY 2 DESC LIMIT 1) w`,
  );
  return { week: weekOfDay(row.monday), reports: row.reports, notifiable: row.notifiable };
}

/** A week ten years before the busy one, which no report falls in (checked). */
async function emptyWeek(db: Database, busy: string): Promise<string> {
  const week = shiftWeek(busy, -52 * 10);
  const { from, to } = weekWindow(week);
  const row = await queryRow<{ n: number }>(
    db.orm,
    sql`SELECT count(*)::int AS n FROM registrations WHERE report_date >= ${from}::date AND report_date < ${to}::date`,
  );
  if (row.n !== 0) throw new Error(`week ${week} holds ${row.n} reports`);
  return week;
}

async function onlyActive(db: Database, ids: readonly number[]) {
  await db.orm.execute(sql`UPDATE alert_rules SET status = 'paused' WHERE deleted_at IS NULL`);
  if (ids.length)
    await db.orm.execute(
      sql`UPDATE alert_rules SET status = 'active' WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

async function timed(run: () => Promise<number>) {
  const started = performance.now();
  const raised = await run();
  return { ms: round(performance.now() - started), raised };
}

/** The areas of the rule's alerts of `week` (those its sweep fired on). */
const firedAreas = (db: Database, rule: AlertRule, week: string) =>
  queryRows<{ area: number }>(
    db.orm,
    sql`SELECT ${sql.raw(areaKeyOf(rule.level))} AS area FROM alerts WHERE rule_id = ${rule.id} AND week = ${week}`,
  );

/**
 * The previous measurement, kept here as the reference: one query per area, its cases counted and listed,
 * and for a baseline rule its usual count over the baseline weeks.
 */
async function measurePerArea(
  db: Database,
  rule: AlertRule,
  week: string,
  areas: readonly { area: number }[],
) {
  const column = areaColumn(areaKeyOf(rule.level));
  const usualWeeks = baselineWeeks(week, rule.baseline).map(weekWindow);
  for (const { area } of areas) {
    const scope = sql`${ruleScope(rule)} AND ${column} = ${area}`;
    await db.orm.execute(
      sql`SELECT r.id, count(*) OVER ()::int AS cases FROM registrations r
          WHERE ${scope} AND ${inWindows([weekWindow(week)])}
          ORDER BY r.id LIMIT 1000`,
    );
    if (rule.kind === 'baseline')
      await db.orm.execute(
        sql`SELECT count(*)::int AS total FROM registrations r WHERE ${scope} AND (${inWindows(usualWeeks)})`,
      );
  }
  return areas.length;
}

/** Times the previous per-area measurement of the active rules' firing areas in the busy week. */
async function timePerArea(db: Database, busy: string) {
  const rules = await activeRules(db.orm);
  const areas = await Promise.all(rules.map((rule) => firedAreas(db, rule, busy)));
  return timed(async () => {
    let measured = 0;
    for (const [i, rule] of rules.entries()) measured += await measurePerArea(db, rule, busy, areas[i] ?? []);
    return measured;
  });
}

/**
 * Times the active rules' sweep over the busy week (first, then REPEATS), the empty week and the busy
 * week's firing areas measured one query each.
 */
async function timeSweeps(db: Database, jobs: JobQueue, busy: string, empty: string) {
  const first = await timed(() => sweep(db.orm, jobs, busy));
  const busyRuns: number[] = [];
  const emptyRuns: number[] = [];
  const perAreaRuns: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    busyRuns.push((await timed(() => sweep(db.orm, jobs, busy))).ms);
    emptyRuns.push((await timed(() => sweep(db.orm, jobs, empty))).ms);
    perAreaRuns.push((await timePerArea(db, busy)).ms);
  }
  const busyMedianMs = median(busyRuns);
  const emptyMedianMs = median(emptyRuns);
  return {
    firstMs: first.ms,
    areasFiring: first.raised,
    busyMedianMs,
    busyRunsMs: busyRuns,
    emptyMedianMs,
    emptyRunsMs: emptyRuns,
    ratio: round(busyMedianMs / Math.max(emptyMedianMs, 0.1)),
    perAreaMedianMs: median(perAreaRuns),
    perAreaRunsMs: perAreaRuns,
  };
}

/**
 * A baseline rule's usual totals for the busy week's firing areas, both ways in the same run: grouped from
 * the reports of its comparison weeks (as before) and read from the weekly counts (alert_week_counts).
 */
async function timeUsualTotals(db: Database, rule: AlertRule, busy: string) {
  const key = areaKeyOf(rule.level);
  const areas = (await firedAreas(db, rule, busy)).map((a) => a.area);
  const weeks = baselineWeeks(busy, rule.baseline);
  const fromReports: number[] = [];
  const fromCounts: number[] = [];
  const totals = { reports: 0, counts: 0 };
  for (let i = 0; i < REPEATS; i += 1) {
    fromReports.push(
      (
        await timed(async () => {
          const found = await queryRows<{ total: number }>(
            db.orm,
            sql`SELECT count(*)::int AS total FROM registrations r
                WHERE ${ruleScope(rule)} AND ${areaColumn(key)} = ANY(${`{${areas.join(',')}}`}::int[])
                  AND (${inWindows(weeks.map(weekWindow))})
                GROUP BY ${areaColumn(key)}`,
          );
          totals.reports = found.reduce((sum, f) => sum + f.total, 0);
          return found.length;
        })
      ).ms,
    );
    fromCounts.push(
      (
        await timed(async () => {
          const found = await weekTotals(db.orm, rule, key, weeks, areas);
          totals.counts = [...found.values()].reduce((sum, n) => sum + n, 0);
          return found.size;
        })
      ).ms,
    );
  }
  return {
    areas: areas.length,
    usualReports: totals.reports,
    sameTotals: totals.reports === totals.counts,
    fromReportsMedianMs: median(fromReports),
    fromCountsMedianMs: median(fromCounts),
  };
}

/** The first report of the busy week in the rule's scope, with its area of the rule's level. */
async function reportOf(db: Database, rule: AlertRule, busy: string) {
  const key = areaKeyOf(rule.level);
  const [report] = await queryRows<{ id: number; area: number }>(
    db.orm,
    sql`SELECT r.id, ${areaColumn(key)} AS area FROM registrations r
        WHERE ${ruleScope(rule)} AND ${inWindows([weekWindow(busy)])} AND ${areaColumn(key)} IS NOT NULL
        ORDER BY r.id LIMIT 1`,
  );
  return report;
}

/**
 * The evaluation a write triggers: one report of the busy week in the rule's scope, its alert known (as for
 * every report after an area's first), timed whole (rules and report read, alert updated in its own
 * transaction). Beside it, same run, the part that changed: its area's week measured from the weekly counts
 * and what its alert must list (now) vs counted and listed from the reports (before, the query alone).
 */
async function timeWriteEvaluation(db: Database, jobs: JobQueue, rule: AlertRule, busy: string) {
  const key = areaKeyOf(rule.level);
  const report = await reportOf(db, rule, busy);
  if (!report) return null;
  const whole: number[] = [];
  const fromCounts: number[] = [];
  const fromReports: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    whole.push((await timed(() => evaluateReports(db.orm, jobs, [report.id]))).ms);
    fromCounts.push(
      (
        await timed(async () => {
          const measured = await measureAreas(db.orm, rule, key, busy, [report.area]);
          const firing = measured.filter((a) => fires(rule, a.cases, a.expected));
          await casesToList(db.orm, rule, key, busy, firing, new Map([[report.area, [report.id]]]));
          return firing.length;
        })
      ).ms,
    );
    fromReports.push(
      (
        await timed(async () => {
          await db.orm.execute(
            sql`SELECT ${areaColumn(key)} AS area, count(*)::int AS cases, (array_agg(r.id ORDER BY r.id))[1:1000] AS ids
                FROM registrations r
                WHERE ${ruleScope(rule)} AND ${inWindows([weekWindow(busy)])} AND ${areaColumn(key)} = ${report.area}
                GROUP BY 1`,
          );
          return 1;
        })
      ).ms,
    );
  }
  return {
    writeEvaluationMedianMs: median(whole),
    writeEvaluationRunsMs: whole,
    writeFromCountsMedianMs: median(fromCounts),
    writeFromCountsRunsMs: fromCounts,
    writeFromReportsMedianMs: median(fromReports),
    writeFromReportsRunsMs: fromReports,
  };
}

/** The demo's rules, and one for a single disease counted per department (its own EXISTS on the disease). */
async function rulesToTime(db: Database): Promise<Rule[]> {
  const [disease] = await queryRows<{ id: number }>(
    db.orm,
    sql`SELECT id FROM diseases WHERE notifiable ORDER BY id LIMIT 1`,
  );
  await db.orm.execute(
    sql`INSERT INTO alert_rules (name, kind, level, threshold, factor, baseline, disease_id)
        VALUES ('Bench: 3 cases of one disease per department and week', 'count', 'departments', 3, 2,
                'previous_years', ${disease!.id})`,
  );
  return queryRows<Rule>(
    db.orm,
    sql`SELECT id, name, kind, level FROM alert_rules WHERE deleted_at IS NULL ORDER BY id`,
  );
}

const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms}`;

/** What one run measures, named in `BENCH_ALERT_PARTS` (comma-separated; all by default). */
const PARTS = ['sweeps', 'triggers', 'outbreak', 'first', 'links'] as const;
type Part = (typeof PARTS)[number];
const CHOSEN = new Set(
  (process.env.BENCH_ALERT_PARTS?.split(',') ?? PARTS).filter((p): p is Part =>
    PARTS.some((part) => part === p),
  ),
);
/** Openings each way for the process's first evaluation. */
const FIRST_CYCLES = Number(process.env.BENCH_FIRST_CYCLES ?? 5);

const describeRule = (f: RuleFigures) =>
  `${f.kind} per ${LEVEL_NAMES[f.level] ?? f.level} ${f.busyMedianMs} ms vs ${f.emptyMedianMs} ms empty week vs ${f.perAreaMedianMs} ms one query per area (first ${f.firstMs} ms, ${f.areasFiring} alerts), one report's evaluation ${f.writeEvaluationMedianMs ?? '–'} ms (first ${f.writeEvaluationRunsMs?.[0] ?? '–'} ms; its area measured from the counts ${f.writeFromCountsMedianMs ?? '–'} ms vs counted and listed from the reports ${f.writeFromReportsMedianMs ?? '–'} ms)` +
  (f.usual
    ? `, usual totals of its ${f.usual.areas} areas ${f.usual.fromCountsMedianMs} ms from the weekly counts vs ${f.usual.fromReportsMedianMs} ms from the ${f.usual.usualReports.toLocaleString('en')} reports (${f.usual.sameTotals ? 'same totals' : 'TOTALS DIFFER'})`
    : '');

/** Each rule alone then all at once: sweeps, one write's evaluation, a baseline's usual totals. */
async function timeRules(db: Database, jobs: JobQueue, rules: readonly Rule[], busy: string, empty: string) {
  const perRule: RuleFigures[] = [];
  for (const rule of rules) {
    await onlyActive(db, [rule.id]);
    const figures = await timeSweeps(db, jobs, busy, empty);
    const [typed] = await activeRules(db.orm);
    const write = typed ? await timeWriteEvaluation(db, jobs, typed, busy) : null;
    const usual = typed?.kind === 'baseline' ? await timeUsualTotals(db, typed, busy) : null;
    const all = { ...figures, ...write, usual };
    process.stdout.write(`  ${rule.name}: ${JSON.stringify(all)}\n`);
    perRule.push({ rule: rule.name, kind: rule.kind, level: rule.level, ...all });
  }
  // Every rule at once, as the periodic sweep runs them (their alerts exist: re-evaluation).
  await onlyActive(
    db,
    rules.map((r) => r.id),
  );
  const all = await timeSweeps(db, jobs, busy, empty);
  process.stdout.write(`  all rules: ${JSON.stringify(all)}\n`);
  return {
    figures: { rules: perRule, allRules: all },
    summary: `${perRule.map(describeRule).join('; ')}; all ${rules.length} rules ${all.busyMedianMs} ms vs ${all.emptyMedianMs} ms vs ${all.perAreaMedianMs} ms`,
  };
}

async function timeTriggers(db: Database, busy: string) {
  const triggers = await timeCountTriggers(db, weekWindow(busy), TRIGGER_SAMPLES);
  process.stdout.write(`  weekly counts' triggers: ${JSON.stringify(triggers)}\n`);
  return {
    figures: { countTriggers: triggers },
    summary: `the weekly counts' triggers, median of ${triggers.samples} writes with vs without: ${triggers.steps
      .map(
        (t) =>
          `${t.step} ${t.withMedianMs} vs ${t.withoutMedianMs} ms (${signed(t.extraMedianMs)} ms; 0050's update trigger ${signed(t.beforeExtraMedianMs)} ms)`,
      )
      .join(', ')}`,
  };
}

async function timeOutbreak(db: Database, url: string, jobs: JobQueue) {
  const outbreakRule = await timeOutbreakRule(db, url, jobs, REPEATS, (ids) => onlyActive(db, ids));
  const { fromLinks, fromReports } = outbreakRule.firstListing;
  process.stdout.write(`  outbreak rule: ${JSON.stringify(outbreakRule)}\n`);
  return {
    figures: { outbreakRule },
    summary:
      `an outbreak rule's evaluation of a report of the largest ongoing outbreak ` +
      `(${outbreakRule.outbreakReports.toLocaleString('en')} reports, its alert listing ${outbreakRule.listed}) ` +
      `${outbreakRule.wholeMedianMs} ms whole vs ${outbreakRule.previousReadsMedianMs} ms for what each write read before ` +
      `(species of every report, first 1,000 listed) on top of raising; first evaluation ${outbreakRule.firstMs} ms; ` +
      `a new alert's listing of the outbreak on a new connection (its catalogue warm) ${fromLinks.firstMedianMs} ms from the links ` +
      `vs ${fromReports.firstMedianMs} ms from each report's row (${fromLinks.listed} vs ${fromReports.listed} listed; ` +
      `again on the same connection ${fromLinks.againMedianMs} vs ${fromReports.againMedianMs} ms)`,
  };
}

/** The process's first evaluation, the first rule (any case per province) alone active. */
async function timeFirst(db: Database, url: string, folder: string, rules: readonly Rule[], busy: string) {
  await onlyActive(
    db,
    rules.slice(0, 1).map((r) => r.id),
  );
  const [rule] = await activeRules(db.orm);
  const report = rule && (await reportOf(db, rule, busy));
  if (!report) throw new Error('no report of the busy week in the first rule’s scope');
  const first = await timeFirstEvaluation(url, folder, report.id, FIRST_CYCLES);
  process.stdout.write(`  process's first evaluation: ${JSON.stringify(first)}\n`);
  return {
    figures: { firstEvaluation: first },
    summary:
      `a process's first evaluation (${rule.kind} per ${LEVEL_NAMES[rule.level] ?? rule.level}, median of ${first.cycles} openings each way, alternating): ` +
      `${first.warm.evaluationMedianMs} ms with ${first.warmConnections} connections warmed at opening vs ${first.cold.evaluationMedianMs} ms without ` +
      `(opening ${first.warm.openMedianMs} vs ${first.cold.openMedianMs} ms)`,
  };
}

/** The foreign keys of an alert's pairs (to registrations: dropped by 0055, to alerts: by 0062) put back vs not, taking turns. */
async function timeLinks(db: Database, url: string, folder: string) {
  const { outbreak, rule } = await largestOutbreakRule(db, (ids) => onlyActive(db, ids));
  const check = await timeLinkCheck(
    db,
    url,
    folder,
    { ruleId: rule.id, outbreakId: outbreak.id, diseaseId: outbreak.disease_id, report: outbreak.report },
    FIRST_CYCLES,
    TRIGGER_SAMPLES,
  );
  process.stdout.write(`  alert pairs' foreign keys: ${JSON.stringify(check)}\n`);
  const first = Object.fromEntries(check.firstEvaluation.map((f) => [f.condition, f.medianMs]));
  return {
    figures: { linkCheck: check },
    summary:
      `a new outbreak alert's first evaluation (${check.listed} reports listed, the database opened warm each time, ` +
      `median of ${check.cycles} each, taking turns) ${first.migrated} ms as migrated (no key: 0055, 0062) vs ` +
      `${first.alertKey} ms with the pairs' key to alerts (0055–0061) vs ${first.bothKeys} ms with both keys (before 0055); ` +
      `a report's writes, median of ${check.samples} rolled back each: ` +
      check.writes
        .map((w) => `${w.step} ${w.migratedMedianMs} / ${w.alertKeyMedianMs} / ${w.bothKeysMedianMs} ms`)
        .join(', '),
  };
}

const bench: Bench = {
  title:
    'Alert evaluation: a rule swept over a week of reports at national scale vs an empty week (issue 11)',
  async run() {
    const cleanup = new Cleanup();
    try {
      const folder = cleanup.add(tempFolder('alert-evaluation-bench'), (f) => f.remove());
      const postgres = GIVEN_DATABASE ? null : cleanup.add(await startPostgres(), (p) => p.stop());
      const url = GIVEN_DATABASE ?? postgres?.url ?? '';
      // Opened as the server opens it: its connections warmed (server/main.ts).
      const db = cleanup.add(
        await openDatabase({ databaseUrl: url, dataDir: folder.path, warmConnections: WARM_CONNECTIONS }),
        (d) => d.close(),
      );
      if (!GIVEN_DATABASE) await fillRegistrations(db, ROWS, 'postgres');
      cleanup.add(await rulesAsFound(db), (putBack) => putBack());
      // Alerts raised enqueue their emails; no worker runs them (not part of the evaluation).
      const jobs = createJobQueue(db);
      const rules = await rulesToTime(db);
      const busy = await busiestWeek(db);
      const empty = await emptyWeek(db, busy.week);
      process.stdout.write(`  busy week ${busy.week}: ${busy.reports} reports; empty week ${empty}\n`);

      const parts = [
        CHOSEN.has('sweeps') ? await timeRules(db, jobs, rules, busy.week, empty) : null,
        CHOSEN.has('triggers') ? await timeTriggers(db, busy.week) : null,
        CHOSEN.has('outbreak') ? await timeOutbreak(db, url, jobs) : null,
        CHOSEN.has('first') ? await timeFirst(db, url, folder.path, rules, busy.week) : null,
        CHOSEN.has('links') ? await timeLinks(db, url, folder.path) : null,
      ].filter((part) => part !== null);
      const summary =
        `${ROWS.toLocaleString('en')} registrations, busiest week ${busy.week} (${busy.reports.toLocaleString('en')} reports, ` +
        `${busy.notifiable.toLocaleString('en')} of a notifiable disease), median of ${REPEATS}: ` +
        parts.map((part) => part.summary).join('; ');
      return {
        summary,
        figures: {
          registrations: ROWS,
          repeats: REPEATS,
          busyWeek: busy,
          emptyWeek: empty,
          parts: [...CHOSEN],
          ...Object.assign({}, ...parts.map((part) => part.figures)),
        },
      };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
