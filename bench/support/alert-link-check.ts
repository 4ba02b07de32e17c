/**
 * What the foreign keys of `alert_registrations` cost: to registrations (dropped by drizzle/0055) and to
 * alerts (dropped by 0062), measured against the database as migrated, in the same run. Three conditions:
 * `bothKeys` (as before 0055: both constraints added back NOT VALID — new pairs are checked as before, the
 * existing ones are not scanned — and the triggers standing in for them disabled), `alertKey` (0055–0061: the
 * key to alerts only) and `migrated`. They take turns, switched by committed DDL.
 * - A new outbreak alert's first evaluation: the rule's alert over the largest ongoing outbreak deleted, then
 *   one of its reports evaluated as on a write, on a database opened as the server opens it (warm
 *   connections, new ones each time: the check touches each listed report's page, which a connection pays
 *   for the first time it touches it).
 * - A report's writes, each sample a transaction rolled back: created (a copy of one of the outbreak's
 *   reports, its disease linked), verified, then deleted (with the key to registrations its cascade, without
 *   it 0055's trigger). Blocks of `BLOCK` samples, each block's first left out.
 */
import { sql } from 'drizzle-orm';
import { evaluateReports } from '../../server/alerts/evaluate';
import { type Database, type Orm, openDatabase, WARM_CONNECTIONS } from '../../server/db/connect';
import { queryRow } from '../../server/db/query';
import { createJobQueue } from '../../server/jobs/queue';
import { median, round } from './stats';

const CONDITIONS = ['bothKeys', 'alertKey', 'migrated'] as const;
type Condition = (typeof CONDITIONS)[number];
type Step = 'create' | 'verify' | 'delete';
const STEPS: readonly Step[] = ['create', 'verify', 'delete'];
const BLOCK = 10;

/** Each key put back, and the triggers standing in for it (0055/0058 on registrations, 0062 on alerts). */
const KEYS = {
  registration: {
    constraint: 'bench_alert_registrations_registration_fk',
    definition: 'FOREIGN KEY (registration_id) REFERENCES registrations(id) ON DELETE CASCADE NOT VALID',
    triggers: [
      ['registrations', 'registrations_forget_alert_links'],
      ['registrations', 'registrations_forget_alert_links_truncated'],
    ],
  },
  alert: {
    constraint: 'bench_alert_registrations_alert_fk',
    definition: 'FOREIGN KEY (alert_id) REFERENCES alerts(id) ON DELETE CASCADE NOT VALID',
    triggers: [
      ['alert_registrations', 'alert_registrations_inserted_alerts'],
      ['alert_registrations', 'alert_registrations_updated_alerts'],
      ['alerts', 'alerts_forget_pairs'],
      ['alerts', 'alerts_forget_pairs_truncated'],
    ],
  },
} as const;

const KEPT: Record<Condition, readonly (keyof typeof KEYS)[]> = {
  bothKeys: ['registration', 'alert'],
  alertKey: ['alert'],
  migrated: [],
};

function switchTo(condition: Condition) {
  return Object.entries(KEYS).flatMap(([name, key]) => {
    const kept = KEPT[condition].some((k) => k === name);
    // Turns repeat a condition across a cycle's end: the constraint is dropped before being added.
    return [
      sql.raw(`ALTER TABLE alert_registrations DROP CONSTRAINT IF EXISTS ${key.constraint}`),
      ...(kept
        ? [sql.raw(`ALTER TABLE alert_registrations ADD CONSTRAINT ${key.constraint} ${key.definition}`)]
        : []),
      ...key.triggers.map(([table, trigger]) =>
        sql.raw(`ALTER TABLE ${table} ${kept ? 'DISABLE' : 'ENABLE'} TRIGGER ${trigger}`),
      ),
    ];
  });
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
  const byCondition = <T>(make: () => T): Record<Condition, T> => ({
    bothKeys: make(),
    alertKey: make(),
    migrated: make(),
  });
  const firsts = byCondition<number[]>(() => []);
  const runs = byCondition<Record<Step, number[]>>(() => ({ create: [], verify: [], delete: [] }));
  const { columns } = await columnsOf(db);
  const blocks = Math.max(1, Math.ceil(samples / BLOCK));
  let listed = 0;
  await db.withConnection(async (orm) => {
    try {
      for (let i = 0; i < Math.max(cycles, blocks); i += 1)
        // Each cycle starts one condition later: none is always first after the others.
        for (const condition of CONDITIONS.map((_, k) => CONDITIONS[(i + k) % CONDITIONS.length]!)) {
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
      for (const statement of switchTo('migrated')) await orm.execute(statement);
    }
  });
  const medianOf = (values: readonly number[]) => round(median(values));
  return {
    listed,
    cycles,
    firstEvaluation: CONDITIONS.map((condition) => ({
      condition,
      medianMs: medianOf(firsts[condition]),
      runsMs: firsts[condition],
    })),
    samples: blocks * BLOCK,
    writes: STEPS.map((step) => ({
      step,
      bothKeysMedianMs: medianOf(runs.bothKeys[step]),
      alertKeyMedianMs: medianOf(runs.alertKey[step]),
      migratedMedianMs: medianOf(runs.migrated[step]),
    })),
  };
}
