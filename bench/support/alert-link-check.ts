/**
 * What the foreign key of `alert_registrations.registration_id` cost (drizzle/0055 dropped it), measured
 * against the database as 0055 leaves it, in the same run. `checked`: the constraint added back (NOT VALID:
 * new pairs are checked as before, the existing ones are not scanned) and 0055's delete trigger disabled;
 * `unchecked`: as migrated. The conditions take turns, switched by committed DDL.
 * - A new outbreak alert's first evaluation: the rule's alert over the largest ongoing outbreak deleted, then
 *   one of its reports evaluated as on a write, on a database opened as the server opens it (warm
 *   connections, new ones each time: the check touches each listed report's page, which a connection pays
 *   for the first time it touches it).
 * - A report's writes, each sample a transaction rolled back: created (a copy of one of the outbreak's
 *   reports, its disease linked), verified, then deleted (with the constraint its cascade, without it
 *   0055's trigger). Blocks of `BLOCK` samples, each block's first left out.
 */
import { sql } from 'drizzle-orm';
import { evaluateReports } from '../../server/alerts/evaluate';
import { type Database, type Orm, openDatabase, WARM_CONNECTIONS } from '../../server/db/connect';
import { queryRow } from '../../server/db/query';
import { createJobQueue } from '../../server/jobs/queue';
import { median, round } from './stats';

const CONDITIONS = ['checked', 'unchecked'] as const;
type Condition = (typeof CONDITIONS)[number];
type Step = 'create' | 'verify' | 'delete';
const STEPS: readonly Step[] = ['create', 'verify', 'delete'];
const BLOCK = 10;

const CONSTRAINT = 'bench_alert_registrations_registration_fk';
const DELETE_TRIGGER = 'registrations_forget_alert_links';

function switchTo(condition: Condition) {
  const checked = condition === 'checked';
  // Turns repeat a condition across a cycle's end: the constraint is dropped before being added.
  const drop = sql.raw(`ALTER TABLE alert_registrations DROP CONSTRAINT IF EXISTS ${CONSTRAINT}`);
  const add =
    sql.raw(`ALTER TABLE alert_registrations ADD CONSTRAINT ${CONSTRAINT} FOREIGN KEY (registration_id)
    REFERENCES registrations(id) ON DELETE CASCADE NOT VALID`);
  return [
    drop,
    ...(checked ? [add] : []),
    sql.raw(`ALTER TABLE registrations ${checked ? 'DISABLE' : 'ENABLE'} TRIGGER ${DELETE_TRIGGER}`),
  ];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

interface Outbreak {
  ruleId: number;
  outbreakId: number;
  diseaseId: number;
  report: number;
}

/** The new alert's first evaluation, on a database opened for it. */
async function firstEvaluation(url: string, dataDir: string, outbreak: Outbreak) {
  const db = await openDatabase({ databaseUrl: url, dataDir, warmConnections: WARM_CONNECTIONS });
  try {
    await db.orm.execute(sql`DELETE FROM alerts WHERE rule_id = ${outbreak.ruleId}`);
    return await timed(() => evaluateReports(db.orm, createJobQueue(db), [outbreak.report]));
  } finally {
    await db.close();
  }
}

/** What a report's copy needs: its columns but the generated and unique ones. */
const columnsOf = (db: Database) =>
  queryRow<{ columns: string }>(
    db.orm,
    sql`SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS columns
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'registrations' AND is_generated = 'NEVER'
          AND column_name NOT IN ('id', 'ref', 'uuid', 'status')`,
  );

async function writes(orm: Orm, outbreak: Outbreak, columns: string, n: number) {
  await orm.execute(sql`BEGIN`);
  try {
    let id = 0;
    const create = await timed(async () => {
      ({ id } = await queryRow<{ id: number }>(
        orm,
        sql`INSERT INTO registrations (ref, status, ${sql.raw(columns)})
            SELECT ${`BENCH-LINKS-${n}`}, 'waiting', ${sql.raw(columns)} FROM registrations WHERE id = ${outbreak.report}
            RETURNING id`,
      ));
      await orm.execute(
        sql`INSERT INTO registration_diseases (registration_id, disease_id) VALUES (${id}, ${outbreak.diseaseId})`,
      );
    });
    const verify = await timed(() =>
      orm.execute(sql`UPDATE registrations SET status = 'verified' WHERE id = ${id}`),
    );
    const remove = await timed(() => orm.execute(sql`DELETE FROM registrations WHERE id = ${id}`));
    return { create, verify, delete: remove };
  } finally {
    await orm.execute(sql`ROLLBACK`);
  }
}

/**
 * `cycles` first evaluations and about `samples` writes per condition, taking turns; the database is left as
 * migrated.
 */
export async function timeLinkCheck(
  db: Database,
  url: string,
  dataDir: string,
  outbreak: Outbreak,
  cycles: number,
  samples: number,
) {
  const firsts: Record<Condition, number[]> = { checked: [], unchecked: [] };
  const none = (): Record<Step, number[]> => ({ create: [], verify: [], delete: [] });
  const runs: Record<Condition, Record<Step, number[]>> = { checked: none(), unchecked: none() };
  const { columns } = await columnsOf(db);
  const blocks = Math.max(1, Math.ceil(samples / BLOCK));
  let listed = 0;
  await db.withConnection(async (orm) => {
    try {
      for (let i = 0; i < Math.max(cycles, blocks); i += 1)
        for (const condition of i % 2 ? [...CONDITIONS].reverse() : CONDITIONS) {
          for (const statement of switchTo(condition)) await orm.execute(statement);
          if (i < cycles) firsts[condition].push(round(await firstEvaluation(url, dataDir, outbreak)));
          if (i >= blocks) continue;
          await writes(orm, outbreak, columns, 0);
          for (let s = 0; s < BLOCK; s += 1) {
            const times = await writes(orm, outbreak, columns, s + 1);
            for (const step of STEPS) runs[condition][step].push(times[step]);
          }
        }
      ({ listed } = await queryRow<{ listed: number }>(
        orm,
        sql`SELECT count(*)::int AS listed FROM alert_registrations ar JOIN alerts a ON a.id = ar.alert_id
            WHERE a.rule_id = ${outbreak.ruleId}`,
      ));
    } finally {
      for (const statement of switchTo('unchecked')) await orm.execute(statement);
    }
  });
  const medianOf = (values: readonly number[]) => round(median(values));
  return {
    listed,
    cycles,
    firstEvaluation: {
      checkedMedianMs: medianOf(firsts.checked),
      uncheckedMedianMs: medianOf(firsts.unchecked),
      checkedRunsMs: firsts.checked,
      uncheckedRunsMs: firsts.unchecked,
    },
    samples: blocks * BLOCK,
    writes: STEPS.map((step) => ({
      step,
      checkedMedianMs: medianOf(runs.checked[step]),
      uncheckedMedianMs: medianOf(runs.unchecked[step]),
    })),
  };
}
