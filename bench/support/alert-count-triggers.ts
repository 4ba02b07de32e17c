/**
 * What the triggers keeping `alert_week_counts` (drizzle/0047, 0051) cost a write, measured against the same
 * writes with them disabled, in the same run: a report created (the registration copied from one of the
 * busy week, two disease links, one notifiable), verified (a status change, which moves nothing) and moved a
 * week earlier. Beside them, the update trigger as 0050 left it (a statement-level trigger running two
 * dynamic statements; its function read from that migration and installed for the bench only), the previous
 * way. Each sample is one transaction, rolled back, so the database stays as it was. The conditions take
 * turns in blocks, switched by committed DDL between blocks (a switch inside each sample would invalidate the
 * triggers' cached plans on every write, which no real write pays); each block's first sample is left out.
 */
import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../server/db/connect';
import { queryRow } from '../../server/db/query';
import { median, round } from './stats';

const CONDITIONS = ['without', 'with', 'before'] as const;
type Condition = (typeof CONDITIONS)[number];
type Step = 'create' | 'verify' | 'move';
const STEPS: readonly Step[] = ['create', 'verify', 'move'];

/** Samples per block (after the one left out). */
const BLOCK = 10;

const LINKS_TRIGGER = 'dashboard_alert_counts_links_inserted';
const MOVED_TRIGGER = 'dashboard_alert_counts_moved';
const BEFORE_TRIGGER = 'bench_alert_counts_updated_0050';

/** 0050's function (alert_week_counts_registrations_changed), as that migration defines it. */
const previousFunction = () =>
  readFileSync(new URL('../../drizzle/0050_alert_week_counts_skip_unmoved.sql', import.meta.url), 'utf8');

const toggle = (table: string, trigger: string, on: boolean) =>
  sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);

/** The DDL putting the database in a condition. */
function switchTo(condition: Condition): SQL[] {
  const before = condition === 'before';
  return [
    toggle('registration_diseases', LINKS_TRIGGER, condition !== 'without'),
    toggle('registrations', MOVED_TRIGGER, condition === 'with'),
    sql.raw(`ALTER TABLE registrations ${before ? 'ENABLE' : 'DISABLE'} TRIGGER ${BEFORE_TRIGGER}`),
  ];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The registration to copy (one of the busy week's, with a village) and what a copy needs. */
async function template(db: Database, week: { from: string; to: string }) {
  return queryRow<{ id: number; columns: string; notifiable: number; other: number }>(
    db.orm,
    sql`SELECT
          (SELECT id FROM registrations WHERE report_date >= ${week.from}::date AND report_date < ${week.to}::date
             AND village_id IS NOT NULL AND deleted_at IS NULL AND status = 'waiting' ORDER BY id LIMIT 1) AS id,
          (SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position)
             FROM information_schema.columns
             WHERE table_schema = 'public' AND table_name = 'registrations' AND is_generated = 'NEVER'
               AND column_name NOT IN ('id', 'ref', 'uuid', 'status')) AS columns,
          (SELECT id FROM diseases WHERE notifiable ORDER BY id LIMIT 1) AS notifiable,
          (SELECT id FROM diseases WHERE NOT notifiable ORDER BY id LIMIT 1) AS other`,
  );
}

/** One sample: the three writes in a transaction rolled back, each timed. */
async function sample(orm: Orm, copy: Awaited<ReturnType<typeof template>>, n: number) {
  await orm.execute(sql`BEGIN`);
  try {
    let id = 0;
    const create = await timed(async () => {
      ({ id } = await queryRow<{ id: number }>(
        orm,
        sql`INSERT INTO registrations (ref, status, ${sql.raw(copy.columns)})
            SELECT ${`BENCH-TRIGGERS-${n}`}, 'waiting', ${sql.raw(copy.columns)} FROM registrations WHERE id = ${copy.id}
            RETURNING id`,
      ));
      await orm.execute(sql`INSERT INTO registration_diseases (registration_id, disease_id)
        VALUES (${id}, ${copy.notifiable}), (${id}, ${copy.other})`);
    });
    const verify = await timed(() =>
      orm.execute(sql`UPDATE registrations SET status = 'verified' WHERE id = ${id}`),
    );
    const move = await timed(() =>
      orm.execute(sql`UPDATE registrations SET report_date = report_date - 7 WHERE id = ${id}`),
    );
    return { create, verify, move };
  } finally {
    await orm.execute(sql`ROLLBACK`);
  }
}

/** Installs 0050's update trigger, disabled (dropped by `uninstall`). */
async function install(orm: Orm) {
  await orm.execute(sql.raw(previousFunction()));
  await orm.execute(
    sql.raw(`CREATE TRIGGER ${BEFORE_TRIGGER} AFTER UPDATE ON registrations
      REFERENCING OLD TABLE AS alert_counts_old NEW TABLE AS alert_counts_new
      FOR EACH STATEMENT EXECUTE FUNCTION alert_week_counts_registrations_changed()`),
  );
  await orm.execute(sql.raw(`ALTER TABLE registrations DISABLE TRIGGER ${BEFORE_TRIGGER}`));
}

/** Back as the migrations leave it: the triggers on, 0050's gone. */
async function uninstall(orm: Orm) {
  for (const statement of switchTo('with')) await orm.execute(statement);
  await orm.execute(sql.raw(`DROP TRIGGER ${BEFORE_TRIGGER} ON registrations`));
  await orm.execute(sql`DROP FUNCTION alert_week_counts_registrations_changed()`);
}

/**
 * About `samples` writes of each condition, in blocks taking turns; medians and means per write, and the
 * difference of each condition with triggers to the one without.
 */
export async function timeCountTriggers(db: Database, week: { from: string; to: string }, samples: number) {
  const copy = await template(db, week);
  const none = (): Record<Step, number[]> => ({ create: [], verify: [], move: [] });
  const runs: Record<Condition, Record<Step, number[]>> = { without: none(), with: none(), before: none() };
  const blocks = Math.max(1, Math.ceil(samples / BLOCK));
  await db.withConnection(async (orm) => {
    await install(orm);
    try {
      let n = 0;
      for (let block = 0; block < blocks; block += 1)
        for (const condition of block % 2 ? [...CONDITIONS].reverse() : CONDITIONS) {
          for (const statement of switchTo(condition)) await orm.execute(statement);
          await sample(orm, copy, n++);
          for (let i = 0; i < BLOCK; i += 1) {
            const times = await sample(orm, copy, n++);
            for (const step of STEPS) runs[condition][step].push(times[step]);
          }
        }
    } finally {
      await uninstall(orm);
    }
  });
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
  const steps = STEPS.map((step) => {
    const [without, withTriggers, before] = CONDITIONS.map((c) => round(median(runs[c][step])));
    return {
      step,
      withMedianMs: withTriggers ?? 0,
      withoutMedianMs: without ?? 0,
      beforeMedianMs: before ?? 0,
      withMeanMs: round(mean(runs.with[step])),
      withoutMeanMs: round(mean(runs.without[step])),
      beforeMeanMs: round(mean(runs.before[step])),
      extraMedianMs: round((withTriggers ?? 0) - (without ?? 0)),
      beforeExtraMedianMs: round((before ?? 0) - (without ?? 0)),
    };
  });
  return { samples: blocks * BLOCK, steps };
}
