/**
 * A database filled beforehand (BENCH_DATABASE_URL) is left with the alert rules it had: the rules a bench
 * adds are deleted with their alerts (the keys cascade), the others get back the status they had.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** Notes the rules as found; the returned step puts them back. */
export async function rulesAsFound(db: Database): Promise<() => Promise<void>> {
  const found = await queryRows<{ id: number; status: string }>(
    db.orm,
    sql`SELECT id, status FROM alert_rules ORDER BY id`,
  );
  const ids = found.map((r) => r.id);
  return async () => {
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM alert_rules WHERE NOT (id = ANY(${intArray(ids)}))`);
      await tx.execute(
        sql`UPDATE alert_rules r SET status = f.status
            FROM unnest(${intArray(ids)}, ${textArray(found.map((r) => r.status))}) AS f(id, status)
            WHERE r.id = f.id AND r.status IS DISTINCT FROM f.status`,
      );
    });
  };
}
