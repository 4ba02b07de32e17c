/**
 * What the triggers keeping `alert_week_counts` (drizzle/0047) cost a write, measured against the same
 * writes with them disabled, in the same run: a report created (the registration copied from one of the
 * busy week, two disease links, one notifiable), verified (a status change, which the counts subtract and
 * add back) and moved a week earlier. Each sample is one transaction, rolled back, so the database stays as
 * it was; both conditions run the same `ALTER TABLE … ENABLE/DISABLE TRIGGER` first (same locks and plan
 * invalidations), and alternate.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../server/db/connect';
import { queryRow } from '../../server/db/query';
import { median, round } from './stats';

const TRIGGERS = [
  ['registrations', 'dashboard_alert_counts_updated'],
  ['registration_diseases', 'dashboard_alert_counts_links_inserted'],
] as const;

type Condition = 'with' | 'without';
type Step = 'create' | 'verify' | 'move';

const switchTriggers = (condition: Condition): SQL[] =>
  TRIGGERS.map(
    ([table, trigger]) =>
      sql`ALTER TABLE ${sql.raw(table)} ${sql.raw(condition === 'with' ? 'ENABLE' : 'DISABLE')} TRIGGER ${sql.raw(trigger)}`,
  );

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
async function sample(orm: Orm, copy: Awaited<ReturnType<typeof template>>, condition: Condition, n: number) {
  await orm.execute(sql`BEGIN`);
  try {
    for (const statement of switchTriggers(condition)) await orm.execute(statement);
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

/** `samples` of each condition, alternating; medians and means per write, and the difference. */
export async function timeCountTriggers(db: Database, week: { from: string; to: string }, samples: number) {
  const copy = await template(db, week);
  const runs: Record<Condition, Record<Step, number[]>> = {
    with: { create: [], verify: [], move: [] },
    without: { create: [], verify: [], move: [] },
  };
  await db.withConnection(async (orm) => {
    for (let i = 0; i < samples; i += 1)
      for (const condition of i % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
        const times = await sample(orm, copy, condition, i);
        for (const step of ['create', 'verify', 'move'] as const) runs[condition][step].push(times[step]);
      }
  });
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
  const steps = (['create', 'verify', 'move'] as const).map((step) => {
    const withMedian = round(median(runs.with[step]));
    const withoutMedian = round(median(runs.without[step]));
    return {
      step,
      withMedianMs: withMedian,
      withoutMedianMs: withoutMedian,
      withMeanMs: round(mean(runs.with[step])),
      withoutMeanMs: round(mean(runs.without[step])),
      extraMedianMs: round(withMedian - withoutMedian),
    };
  });
  return { samples, steps };
}
