import type { SQL } from 'drizzle-orm';
import { isRecord } from '../../shared/narrow';
import type { Orm } from './connect';

/** Runs raw SQL and returns its rows: both drivers (pg and PGlite) answer with `{ rows }`. */
export async function queryRows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result: unknown = await orm.execute(query);
  if (!(isRecord(result) && Array.isArray(result.rows)))
    throw new Error('the database answered without rows');
  // The caller's SQL names the columns T describes; the driver only knows it has rows.
  return result.rows as T[];
}

/** How many rows a statement wrote: pg answers `rowCount`, PGlite `affectedRows`. */
export function changedRows(result: unknown): number {
  if (!isRecord(result)) return 0;
  const { rowCount, affectedRows } = result;
  if (typeof rowCount === 'number') return rowCount;
  return typeof affectedRows === 'number' ? affectedRows : 0;
}

/** The single row of a statement that always returns one (an aggregate, `RETURNING` of one insert). */
export async function queryRow<T>(orm: Orm, query: SQL): Promise<T> {
  return theRow(await queryRows<T>(orm, query));
}

/** A stored row's id: every registry table has a serial `id`; a row without one is a bug. */
export function idOf(row: Readonly<Record<string, unknown>>): number {
  const { id } = row;
  if (typeof id !== 'number') throw new Error('expected a row with a numeric id');
  return id;
}

/** A reference held in a record or row: an id, or none. */
export const idValue = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The first row of a result that cannot be empty; an empty one is a bug, not a user error. */
export function theRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row, got none');
  return row;
}
