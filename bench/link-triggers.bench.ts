/**
 * Issue 11 (drizzle/0065): the four links kept without a foreign key (alert pairs → reports and → alerts,
 * outbreak links → reports, disease links → reports) are checked and followed by one function set that
 * takes its tables and column from the trigger's arguments (dynamic statements, planned on each call),
 * instead of the four copies of 0055–0062 (static statements, their plans kept per connection). Same run,
 * two conditions taking turns, switched by committed DDL: `copies` (the old functions and triggers put back
 * from their migration files) and `generic` (as migrated). Each sample is one statement under EXPLAIN
 * ANALYZE in a transaction rolled back; its execution time (triggers included) and the link trigger's own:
 * - `pairs`: a new alert's pairs with `BENCH_LINK_SIZE` reports (as raise.ts writes them);
 * - `outbreakLinks`: as many reports linked to an outbreak;
 * - `diseaseLinks`: as many reports linked to two diseases;
 * - `delete`: a tenth as many reports deleted, each with a disease link, an outbreak link and an alert pair.
 * Blocks of `BENCH_LINK_BLOCK` samples per condition and statement, each block's first left out (the DDL
 * just committed); `BENCH_LINK_TURNS` turns each. `BENCH_DATABASE_URL` names a database filled beforehand
 * (the old functions are dropped and the migrated triggers put back at the end), else a fresh cluster with
 * `BENCH_LINK_ROWS` registrations (default 1,000,000).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/connect';
import { queryRow } from '../server/db/query';
import { startPostgres } from '../tests/support/with-postgres';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import type { Bench } from './support/record';
import { median, round } from './support/stats';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_LINK_ROWS ?? 1_000_000);
const SIZE = Number(process.env.BENCH_LINK_SIZE ?? 1_000);
const BLOCK = Number(process.env.BENCH_LINK_BLOCK ?? 6);
const TURNS = Number(process.env.BENCH_LINK_TURNS ?? 4);
const GIVEN_DATABASE = process.env.BENCH_DATABASE_URL;

const CONDITIONS = ['copies', 'generic'] as const;

const migrations = join(import.meta.dirname, '..', 'drizzle');
const GENERIC = '0065_links_kept_by_one_trigger_set.sql';

/** A migration's statements, their leading comments left out. */
const statementsOf = (file: string) =>
  readFileSync(join(migrations, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^(\s*--[^\n]*\n)*\s*/, '').trim());

const triggerName = (statement: string) => /^CREATE (?:OR REPLACE )?TRIGGER (\w+)/.exec(statement)?.[1];
const functionName = (statement: string) => /^CREATE (?:OR REPLACE )?FUNCTION (\w+)/.exec(statement)?.[1];

/** The triggers 0065 points at its functions, and the old functions and triggers, the last definition of each. */
function definitions() {
  const generic = statementsOf(GENERIC).filter(triggerName);
  const names = new Set(generic.map(triggerName));
  const dropped = statementsOf(GENERIC).find((s) => s.startsWith('DROP FUNCTION')) ?? '';
  const oldFunctions = new Map<string, string>();
  const oldTriggers = new Map<string, string>();
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql') && f < GENERIC)
    .sort())
    for (const statement of statementsOf(file)) {
      const fn = functionName(statement);
      if (fn && dropped.includes(`${fn}(`))
        oldFunctions.set(
          fn,
          statement.replace(/^CREATE (OR REPLACE )?FUNCTION/, 'CREATE OR REPLACE FUNCTION'),
        );
      const trigger = triggerName(statement);
      if (trigger && names.has(trigger))
        oldTriggers.set(
          trigger,
          statement.replace(/^CREATE (OR REPLACE )?TRIGGER/, 'CREATE OR REPLACE TRIGGER'),
        );
    }
  if (oldTriggers.size !== names.size)
    throw new Error(`found ${oldTriggers.size} of ${names.size} old triggers`);
  return {
    generic,
    oldFunctions: [...oldFunctions.values()],
    oldTriggers: [...oldTriggers.values()],
    dropped,
  };
}

interface Plan {
  'Execution Time': number;
  Triggers?: { 'Trigger Name': string; Time: number }[];
}

/** One statement's EXPLAIN ANALYZE, after `setup`, rolled back: its time and the named triggers' own. */
async function sample(client: pg.Client, setup: string[], statement: string, triggers: string[]) {
  await client.query('BEGIN');
  try {
    for (const step of setup) await client.query(step);
    const { rows } = await client.query<{ 'QUERY PLAN': Plan[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
    );
    const plan = rows[0]?.['QUERY PLAN'][0];
    if (!plan) throw new Error('no plan');
    const triggerMs = (plan.Triggers ?? [])
      .filter((t) => triggers.includes(t['Trigger Name']))
      .reduce((n, t) => n + t.Time, 0);
    return { totalMs: plan['Execution Time'], triggerMs };
  } finally {
    await client.query('ROLLBACK');
  }
}

interface Samples {
  totalMs: number[];
  triggerMs: number[];
}
const emptySamples = (): Samples => ({ totalMs: [], triggerMs: [] });
const summed = ({ totalMs, triggerMs }: Samples) => ({
  medianMs: round(median(totalMs)),
  triggerMedianMs: round(median(triggerMs)),
  runsMs: totalMs,
  triggerRunsMs: triggerMs,
});

const ids = (list: number[]) => `'{${list.join(',')}}'::int[]`;

const bench: Bench = {
  title:
    'Links kept without a foreign key: one generic trigger set (0065) vs the four copies it replaced (issue 11)',
  async run() {
    const cleanup = new Cleanup();
    try {
      const folder = cleanup.add(tempFolder('link-triggers-bench'), (f) => f.remove());
      const postgres = GIVEN_DATABASE ? null : cleanup.add(await startPostgres(), (p) => p.stop());
      const url = GIVEN_DATABASE ?? postgres?.url ?? '';
      const db = cleanup.add(await openDatabase({ databaseUrl: url, dataDir: folder.path }), (d) =>
        d.close(),
      );
      if (!GIVEN_DATABASE) await fillRegistrations(db, ROWS, 'postgres');
      const rows = await queryRow<{ n: number }>(db.orm, sql`SELECT count(*)::int AS n FROM registrations`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      cleanup.add(client, (c) => c.end());
      const { generic, oldFunctions, oldTriggers, dropped } = definitions();
      for (const fn of oldFunctions) await client.query(fn);
      cleanup.add(client, async (c) => {
        for (const trigger of generic) await c.query(trigger);
        await c.query(dropped.replace('DROP FUNCTION', 'DROP FUNCTION IF EXISTS'));
      });

      // The newest reports, none in an outbreak yet for the chosen disease; two diseases none of them has.
      const picked = await queryRow<{
        outbreak: number;
        disease: number;
        others: number[];
        reports: number[];
      }>(
        db.orm,
        sql`WITH o AS (SELECT id, disease_id FROM outbreaks ORDER BY id LIMIT 1),
                 d AS (SELECT id FROM diseases WHERE id <> (SELECT disease_id FROM o) ORDER BY id DESC LIMIT 2)
            SELECT (SELECT id FROM o) AS outbreak, (SELECT disease_id FROM o) AS disease,
                   (SELECT array_agg(id) FROM d) AS others,
                   (SELECT array_agg(r.id) FROM (
                      SELECT r.id FROM registrations r
                      WHERE NOT EXISTS (SELECT 1 FROM registration_diseases x
                                        WHERE x.registration_id = r.id AND x.disease_id IN (SELECT id FROM d))
                        AND NOT EXISTS (SELECT 1 FROM outbreak_registrations l
                                        WHERE l.registration_id = r.id AND l.disease_id = (SELECT disease_id FROM o))
                      ORDER BY r.id DESC LIMIT ${SIZE}) r) AS reports`,
      );
      const [first, second] = picked.others;
      const reports = ids(picked.reports);
      const deleted = ids(picked.reports.slice(0, Math.max(1, Math.round(SIZE / 10))));
      const statements = [
        {
          name: 'pairs',
          setup: ['INSERT INTO alerts DEFAULT VALUES'],
          statement: `INSERT INTO alert_registrations (alert_id, registration_id)
            SELECT (SELECT max(id) FROM alerts), r FROM unnest(${reports}) AS r
            WHERE NOT EXISTS (SELECT 1 FROM sync_tombstones t WHERE t.resource = 'registrations' AND t.record_id = r)
            ON CONFLICT DO NOTHING`,
          triggers: ['alert_registrations_inserted_alerts'],
        },
        {
          name: 'outbreakLinks',
          setup: [],
          statement: `INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
            SELECT ${picked.outbreak}, r, ${picked.disease} FROM unnest(${reports}) AS r`,
          triggers: ['outbreak_registrations_inserted_reports'],
        },
        {
          name: 'diseaseLinks',
          setup: [],
          statement: `INSERT INTO registration_diseases (registration_id, disease_id)
            SELECT r, d FROM unnest(${reports}) AS r, unnest('{${first},${second}}'::int[]) AS d`,
          triggers: ['registration_diseases_check_inserted'],
        },
        {
          name: 'delete',
          setup: [
            `INSERT INTO registration_diseases (registration_id, disease_id) SELECT r, ${first} FROM unnest(${deleted}) AS r`,
            `INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
             SELECT ${picked.outbreak}, r, ${picked.disease} FROM unnest(${deleted}) AS r`,
            `WITH a AS (INSERT INTO alerts DEFAULT VALUES RETURNING id)
             INSERT INTO alert_registrations (alert_id, registration_id) SELECT a.id, r FROM a, unnest(${deleted}) AS r`,
          ],
          statement: `DELETE FROM registrations WHERE id = ANY (${deleted})`,
          triggers: [
            'registrations_drop_outbreak_links',
            'registrations_forget_alert_links',
            'registrations_forget_disease_links',
          ],
        },
      ].map((s) => ({ ...s, runs: { copies: emptySamples(), generic: emptySamples() } }));

      for (let turn = 0; turn < TURNS; turn += 1)
        for (const condition of turn % 2 ? [...CONDITIONS].reverse() : CONDITIONS) {
          await client.query('BEGIN');
          for (const trigger of condition === 'copies' ? oldTriggers : generic) await client.query(trigger);
          await client.query('COMMIT');
          for (const { setup, statement, triggers, runs } of statements)
            for (let n = 0; n <= BLOCK; n += 1) {
              const timed = await sample(client, setup, statement, triggers);
              if (n === 0) continue;
              runs[condition].totalMs.push(round(timed.totalMs));
              runs[condition].triggerMs.push(round(timed.triggerMs));
            }
          process.stdout.write(`  turn ${turn + 1} ${condition} done\n`);
        }

      const figures = statements.map(({ name, runs }) => ({
        name,
        generic: summed(runs.generic),
        copies: summed(runs.copies),
      }));
      const samples = TURNS * BLOCK;
      const summary =
        `${rows.n.toLocaleString('en')} registrations, ${SIZE.toLocaleString('en')} reports per statement, median of ` +
        `${samples} rolled-back samples each (EXPLAIN ANALYZE, conditions taking turns), whole statement (link triggers' own) ` +
        `generic vs copies: ` +
        figures
          .map(
            (f) =>
              `${f.name} ${f.generic.medianMs} (${f.generic.triggerMedianMs}) vs ` +
              `${f.copies.medianMs} (${f.copies.triggerMedianMs}) ms`,
          )
          .join(', ');
      return { summary, figures: { registrations: rows.n, size: SIZE, samples, statements: figures } };
    } finally {
      await cleanup.run();
    }
  },
};

export default bench;
