import type { SQL } from 'drizzle-orm';
import type { Orm } from './connect';

/** Runs raw SQL and returns its rows: both drivers (pg and PGlite) answer with `{ rows }`. */
export async function queryRows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result: unknown = await orm.execute(query);
  if (!(typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)))
    throw new Error('the database answered without rows');
  // The caller's SQL names the columns T describes; the driver only knows it has rows.
  return result.rows as T[];
}

/** How many rows a statement wrote: pg answers `rowCount`, PGlite `affectedRows`. */
export function changedRows(result: unknown): number {
  if (typeof result !== 'object' || result === null) return 0;
  if ('rowCount' in result && typeof result.rowCount === 'number') return result.rowCount;
  if ('affectedRows' in result && typeof result.affectedRows === 'number') return result.affectedRows;
  return 0;
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

/** The ids of a many-to-many field held in a record. */
export const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** The first row of a result that cannot be empty; an empty one is a bug, not a user error. */
export function theRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row, got none');
  return row;
}
