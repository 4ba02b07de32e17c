import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Orm } from './connect';

/**
 * Runs a read with bitmap scans off, in a (sub)transaction rolled back at its end so that the setting
 * ends with it (inside the import's transaction too). A GIN trigram index on a text column (the
 * registration's ref) also answers `lower(col) IN (…)`, only through a bitmap scan, and the planner
 * prices it far below the unique B-tree: 1,000 refs took 11 s through the trigram index against 0.13 s
 * through the B-tree at 200,000 rows, and more inside an import, whose own inserts pile up in the
 * index's pending list. Plain index scans can only be the B-tree's.
 */
export async function withoutBitmapScans<T>(orm: Orm, read: (tx: Orm) => Promise<T>): Promise<T> {
  const answers: T[] = [];
  try {
    await orm.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      answers.push(await read(tx));
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  const [answer] = answers;
  if (answer === undefined) throw new Error('the lookup answered nothing');
  return answer;
}
