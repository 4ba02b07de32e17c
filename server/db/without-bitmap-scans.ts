import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Orm } from './connect';

const off = sql`SET LOCAL enable_bitmapscan = off`;

const isTransaction = (orm: Orm): boolean => orm instanceof PgTransaction;

/**
 * Runs a read with bitmap scans off. A GIN trigram index on a text column (the registration's ref) also
 * answers `lower(col) IN (…)`, only through a bitmap scan, and the planner prices it far below the
 * unique B-tree: 1,000 refs took 11 s through the trigram index against 0.13 s through the B-tree at
 * 200,000 rows, and more inside an import, whose own inserts pile up in the index's pending list.
 * Plain index scans can only be the B-tree's.
 *
 * Inside a transaction the setting is put back after the read, and no savepoint is used: the import's
 * writes run on the same connection meanwhile, and rolling back to a savepoint would undo them. A failed
 * read leaves the transaction failed, so there is nothing to put back then.
 */
export async function withoutBitmapScans<T>(orm: Orm, read: (tx: Orm) => Promise<T>): Promise<T> {
  if (!isTransaction(orm))
    return orm.transaction(async (tx) => {
      await tx.execute(off);
      return read(tx);
    });
  await orm.execute(off);
  const answer = await read(orm);
  await orm.execute(sql`SET LOCAL enable_bitmapscan TO DEFAULT`);
  return answer;
}
