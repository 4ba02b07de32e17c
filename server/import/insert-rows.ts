/**
 * Many rows into one table in one statement, the rows travelling as one JSON parameter read back by
 * jsonb_populate_recordset (typed by the table's own row type). Drizzle's multi-row VALUES binds one
 * parameter per cell (10,000 for 500 registrations) and building it cost more CPU than the insert; its
 * ON CONFLICT also names columns only, not the lower(ref) expression of a case-blind unique index.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { AnyTable } from '../db/resource-tables';

type Row = Record<string, unknown>;

export interface InsertOptions {
  /** Answer the new rows' ids, in the order of `rows` (the table has an `id`). */
  returnIds?: boolean;
  /**
   * A text column (JS key) unique without case: a row whose value a stored row already holds is not
   * written, and answers null instead of an id.
   */
  skipClashOn?: string;
}

/** Column names of the keys a row sets: a key set to `undefined` takes the column's default. */
const keysOf = (row: Row) => Object.keys(row).filter((key) => row[key] !== undefined);

/** Rows grouped by the columns they set, so that a column a row leaves out keeps its default. */
function byColumns(rows: readonly Row[]) {
  const groups = new Map<string, { keys: string[]; at: number[] }>();
  for (const [at, row] of rows.entries()) {
    const keys = keysOf(row).sort();
    const signature = keys.join('\u0000');
    const group = groups.get(signature) ?? { keys, at: [] };
    group.at.push(at);
    groups.set(signature, group);
  }
  return [...groups.values()];
}

/**
 * Writes `rows` (JS keys, as drizzle's insert takes them); answers, per row, its new id (or null when
 * `skipClashOn` skipped it, or when ids were not asked for).
 */
export async function insertRows(
  orm: Orm,
  table: AnyTable,
  rows: readonly Row[],
  options: InsertOptions = {},
): Promise<(number | null)[]> {
  const columns = getTableColumns(table);
  const nameOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`"${key}" is not a column of ${getTableName(table)}`);
    return column.name;
  };
  const ids: (number | null)[] = rows.map(() => null);
  const { skipClashOn } = options;
  const clash = skipClashOn ? nameOf(skipClashOn) : null;
  for (const { keys, at } of byColumns(rows)) {
    const names = sql.join(
      keys.map((key) => sql.identifier(nameOf(key))),
      sql`, `,
    );
    const json = JSON.stringify(
      at.map((i) => Object.fromEntries(keys.map((key) => [nameOf(key), rows[i]?.[key]]))),
    );
    const tableName = sql.identifier(getTableName(table));
    const parts: SQL[] = [
      sql`INSERT INTO ${tableName} (${names})
          SELECT ${names} FROM jsonb_populate_recordset(NULL::${tableName}, ${json}::jsonb) WITH ORDINALITY AS s
          ORDER BY s.ordinality`,
    ];
    if (clash) parts.push(sql`ON CONFLICT ((lower(${sql.identifier(clash)}))) DO NOTHING`);
    if (options.returnIds || clash)
      parts.push(
        clash
          ? sql`RETURNING id, lower(${sql.identifier(clash)}) AS clash`
          : sql`RETURNING id, NULL AS clash`,
      );
    const written = await queryRows<{ id: number; clash: string | null }>(orm, sql.join(parts, sql` `));
    if (!options.returnIds && !clash) continue;
    if (!skipClashOn) {
      // PostgreSQL returns the rows of an INSERT … SELECT … ORDER BY in that order.
      for (const [k, row] of written.entries()) ids[at[k] as number] = row.id;
      continue;
    }
    const idByValue = new Map(written.map((row) => [row.clash, row.id]));
    for (const i of at) {
      const value = rows[i]?.[skipClashOn];
      ids[i] = typeof value === 'string' ? (idByValue.get(value.toLowerCase()) ?? null) : null;
    }
  }
  return ids;
}
