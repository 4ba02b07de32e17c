/**
 * An outbreak rule's evaluation on a write, at national scale: the registry's reports grouped into outbreaks
 * (the seed's grouping: per disease and municipality, cases no more than 21 days apart), an outbreak rule
 * over the disease of the largest ongoing outbreak, its alert raised by a first evaluation; then one of that
 * outbreak's reports evaluated as on a write (whole, `evaluateReports`) vs, same run, what each write read
 * before on top of raising: the species of every report of the outbreak and its first 1,000 reports (the
 * previous queries, kept here as the reference).
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { evaluateReports } from '../../server/alerts/evaluate';
import { countingReportsOf, reportsOf } from '../../server/alerts/outbreak-rules';
import { type Database, type Orm, WARM_UP } from '../../server/db/connect';
import { queryRow, queryRows } from '../../server/db/query';
import type { JobQueue } from '../../server/jobs/queue';
import { countsInOutbreak } from '../../server/outbreaks/case-date';
import { groupSeededRegistrations } from '../../server/outbreaks/seed-grouping';
import { median, round } from './stats';

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return round(performance.now() - started);
}

/**
 * Groups the registrations no outbreak holds yet (a generated registry: all but the demo's; none on a
 * second run), timed.
 */
async function groupRegistry(db: Database) {
  const ms = await timed(() => groupSeededRegistrations(db.orm, 0, new Date()));
  await db.orm.execute(sql`ANALYZE outbreaks, outbreak_registrations`);
  return ms;
}

/** What a write into the outbreak read before (outbreak-rules.ts until this change). */
async function previousReads(db: Database, outbreakId: number) {
  await db.orm.execute(
    sql`SELECT coalesce((SELECT array_agg(DISTINCT r.specie_id) FROM outbreak_registrations l
                         JOIN registrations r ON r.id = l.registration_id
                         WHERE l.outbreak_id = o.id AND ${countsInOutbreak('r')}), '{}') AS specie_ids
        FROM outbreaks o WHERE o.id = ${outbreakId}`,
  );
  await db.orm.execute(
    sql`SELECT r.id FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
        WHERE l.outbreak_id = ${outbreakId} AND ${countsInOutbreak('r')}
        ORDER BY r.id LIMIT 1000`,
  );
}

/**
 * `list` timed on a new connection whose catalogue caches are warm (as the server's are), then again on the
 * same connection: the first read pays for each page the connection touches for the first time.
 */
async function listedOnNewConnection(url: string, list: (orm: Orm) => Promise<number[]>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(WARM_UP);
    const orm = drizzle(client);
    let listed = 0;
    const firstMs = await timed(async () => {
      listed = (await list(orm)).length;
    });
    return { firstMs, againMs: await timed(() => list(orm)), listed };
  } finally {
    await client.end();
  }
}

/**
 * The outbreak's listing for a new alert, from its links (now) vs from each report's row (before), on new
 * connections, alternating.
 */
async function timeFirstListing(url: string, outbreak: { id: number; reports: number }, repeats: number) {
  const fromLinks: Awaited<ReturnType<typeof listedOnNewConnection>>[] = [];
  const fromReports: typeof fromLinks = [];
  for (let i = 0; i < repeats; i += 1) {
    fromReports.push(await listedOnNewConnection(url, (orm) => countingReportsOf(orm, outbreak.id)));
    fromLinks.push(
      await listedOnNewConnection(url, (orm) =>
        reportsOf(orm, { id: outbreak.id, registrations_count: outbreak.reports }),
      ),
    );
  }
  const summary = (runs: typeof fromLinks) => ({
    listed: runs[0]?.listed ?? 0,
    firstMedianMs: median(runs.map((r) => r.firstMs)),
    firstRunsMs: runs.map((r) => r.firstMs),
    againMedianMs: median(runs.map((r) => r.againMs)),
  });
  return { fromLinks: summary(fromLinks), fromReports: summary(fromReports) };
}

/**
 * Times the rule's evaluation of a report of the largest ongoing outbreak, `repeats` times each way, with
 * only that rule active (`activate` pauses the others).
 */
/**
 * The registry grouped (timed), the largest ongoing outbreak, and an outbreak rule over its disease, the
 * only one `activate`d.
 */
export async function largestOutbreakRule(
  db: Database,
  activate: (ruleIds: readonly number[]) => Promise<void>,
) {
  const groupingMs = await groupRegistry(db);
  const outbreak = await queryRow<{ id: number; disease_id: number; reports: number; report: number }>(
    db.orm,
    sql`SELECT o.id, o.disease_id, o.registrations_count AS reports,
          (SELECT max(l.registration_id) FROM outbreak_registrations l WHERE l.outbreak_id = o.id) AS report
        FROM outbreaks o WHERE o.status <> 'resolved' ORDER BY o.registrations_count DESC LIMIT 1`,
  );
  const [rule] = await queryRows<{ id: number }>(
    db.orm,
    sql`INSERT INTO alert_rules (name, kind, level, threshold, disease_id)
        VALUES ('Bench: an outbreak of the disease', 'outbreak', 'provinces', 1, ${outbreak.disease_id})
        RETURNING id`,
  );
  await activate([rule!.id]);
  return { groupingMs, outbreak, rule: rule! };
}

export async function timeOutbreakRule(
  db: Database,
  url: string,
  jobs: JobQueue,
  repeats: number,
  activate: (ruleIds: readonly number[]) => Promise<void>,
) {
  const { groupingMs, outbreak, rule } = await largestOutbreakRule(db, activate);
  const firstMs = await timed(() => evaluateReports(db.orm, jobs, [outbreak.report]));
  const whole: number[] = [];
  const before: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    whole.push(await timed(() => evaluateReports(db.orm, jobs, [outbreak.report])));
    before.push(await timed(() => previousReads(db, outbreak.id)));
  }
  const { listed } = await queryRow<{ listed: number }>(
    db.orm,
    sql`SELECT count(*)::int AS listed FROM alert_registrations ar JOIN alerts a ON a.id = ar.alert_id
        WHERE a.rule_id = ${rule.id}`,
  );
  const firstListing = await timeFirstListing(url, outbreak, repeats);
  return {
    groupingMs,
    firstListing,
    outbreakReports: outbreak.reports,
    listed,
    firstMs,
    wholeMedianMs: median(whole),
    wholeRunsMs: whole,
    previousReadsMedianMs: median(before),
    previousReadsRunsMs: before,
  };
}
