/**
 * Appends registrations in bulk: every row is drawn inside PostgreSQL (INSERT … SELECT over
 * generate_series), picking species, diseases, dates, breeds and villages by random index from arrays
 * built from the same model as the demo, so nothing but the query crosses the wire.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../connect';
import { queryRow, queryRows } from '../query';
import { buildBatchQuery } from './bulk-query';
import { withDeferredChecks } from './deferred-load';
import { buildModel, type Model } from './model';

const BATCH = 50_000;

export interface GenerateOptions {
  now?: Date;
  /** Rows per INSERT statement (default 50,000). */
  batchSize?: number;
  /** Statements in flight at once; only useful with a pg pool (PGlite runs one at a time). Default 1. */
  concurrency?: number;
  /**
   * Drop the foreign keys and disable the rollup triggers during the load, then check and rebuild once
   * (deferred-load.ts): one transaction, one statement at a time. Default: for 100,000 rows or more.
   */
  deferChecks?: boolean;
}

const DEFER_FROM = 100_000;

export async function generateRegistrations(
  orm: Orm,
  count: number,
  onProgress?: (done: number) => void,
  options: GenerateOptions = {},
): Promise<void> {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new Error(`count must be a whole number, got ${count}`);
  const model = await loadModel(orm, options.now ?? new Date());
  const { villages } = await queryRow<{ villages: number }>(
    orm,
    sql`SELECT count(*)::int AS villages FROM villages WHERE deleted_at IS NULL AND lat IS NOT NULL AND lng IS NOT NULL`,
  );
  if (!villages || !model.speciesIds.length || !model.diseaseIds.length) {
    throw new Error(
      'Seed the reference data first: villages with coordinates, species and diseases are needed',
    );
  }
  const userIds = (
    await queryRows<{ id: number }>(
      orm,
      sql`SELECT DISTINCT ur.user_id AS id FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE r.name IN ('Agent', 'RSE') AND r.deleted_at IS NULL ORDER BY 1`,
    )
  ).map((u) => u.id);

  const batch = options.batchSize ?? BATCH;
  let planned = 0;
  let done = 0;
  let failed = false;
  const worker = async (target: Orm) => {
    while (!failed && planned < count) {
      const size = Math.min(batch, count - planned);
      planned += size;
      try {
        await target.execute(buildBatchQuery(model, userIds, size));
      } catch (error) {
        failed = true;
        throw error;
      }
      done += size;
      onProgress?.(done);
    }
  };
  if (options.deferChecks ?? count >= DEFER_FROM) {
    const { existing } = await queryRow<{ existing: number }>(
      orm,
      sql`SELECT count(*)::int AS existing FROM registrations`,
    );
    await withDeferredChecks(orm, worker, { rebuildIndexes: count >= existing });
  }
  // On a PostgreSQL server, batches on separate pool connections use separate cores.
  else await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => worker(orm)));
  if (count > 0) await orm.execute(sql`ANALYZE registrations, registration_diseases`);
}

async function loadModel(orm: Orm, now: Date): Promise<Model> {
  const live = sql`deleted_at IS NULL`;
  const species = await queryRows<{ id: number; name: string }>(
    orm,
    sql`SELECT id, name FROM species WHERE ${live} ORDER BY id`,
  );
  const breeds = await queryRows<{ id: number; specie_id: number }>(
    orm,
    sql`SELECT id, specie_id FROM breeds WHERE ${live} ORDER BY id`,
  );
  const diseases = await queryRows<{ id: number; name: string }>(
    orm,
    sql`SELECT id, name FROM diseases WHERE ${live} ORDER BY id`,
  );
  return buildModel({ species, breeds, diseases, now });
}
