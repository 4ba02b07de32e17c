import type { SQL } from 'drizzle-orm';
import type { Orm } from './connect';

/** Runs raw SQL and returns its rows: both drivers (pg and PGlite) answer with `{ rows }`. */
export async function queryRows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The single row of a statement that always returns one (an aggregate, `RETURNING` of one insert). */
export async function queryRow<T>(orm: Orm, query: SQL): Promise<T> {
  return theRow(await queryRows<T>(orm, query));
}

/** The first row of a result that cannot be empty; an empty one is a bug, not a user error. */
export function theRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row, got none');
  return row;
}
