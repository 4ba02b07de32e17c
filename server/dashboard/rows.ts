import type { SQL } from 'drizzle-orm';
import type { Orm } from '../db/connect';

/** Runs SQL and returns its rows: both drivers (pg and PGlite) answer with `{ rows }`. */
export async function rowsOf<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
