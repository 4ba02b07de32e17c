/**
 * The rows of an export read by one raw statement: the exported columns only, in their order, each as its
 * cell needs it (a date as its text, a time as milliseconds, a translation with its fallback, many-to-many
 * ids as a sorted array), as arrays rather than objects mapped through the ORM. PostgreSQL reads the
 * statement through a cursor on a connection of its own; PGlite, whose one connection every request
 * shares, in keyset batches of it, other requests running between them.
 */
import { asc, desc, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/kit';
import type { ExportColumn } from '../../shared/export/columns';
import type { CrudRegistry } from '../crud/context';
import { continuation, type KeyValues } from '../crud/keyset';
import type { ListQuery } from '../crud/list-query';
import type { RowReader } from '../db/connect';
import { type AnyTable, columnOf, foreignKey, LAT, LNG } from '../db/resource-tables';

const dialect = new PgDialect();

/** What a column's cell is made from, selected under the column's position. */
function cellSource(
  reg: CrudRegistry,
  resource: Resource,
  table: AnyTable,
  column: ExportColumn,
  language: string,
) {
  const { source, field } = column;
  const col = () => columnOf(table, source);
  switch (field.kind) {
    case 'references': {
      const link = reg.link(field.through);
      const own = columnOf(link, foreignKey(resource));
      const other = columnOf(link, foreignKey(reg.resource(field.target)));
      // Sorted as the API lists them; as text ("3,7"), split by `readExportRows`: pg's parser of array
      // literals allocated ~870 bytes a row, a third of what reading a row cost.
      return sql`array_to_string(ARRAY(SELECT ${other} FROM ${link} WHERE ${own} = ${columnOf(table, 'id')} ORDER BY 1), ',')`;
    }
    case 'coordinates': {
      const lat = columnOf(table, LAT);
      return sql`CASE WHEN ${lat} IS NULL THEN NULL ELSE ARRAY[${lat}, ${columnOf(table, LNG)}] END`;
    }
    case 'date':
      return sql`${col()}::text`;
    case 'datetime':
      // Milliseconds since 1970 (truncated, as a JavaScript Date keeps them): parsing the timestamp's text
      // into a Date allocated ~450 bytes a row.
      return sql`floor(extract(epoch FROM ${col()}) * 1000)::float8`;
    case 'translatable': {
      const translation = `${source}_${language}`;
      if (!resource.fields[translation]) return sql`${col()}`;
      // An empty default stays empty, as on the record's screen.
      return sql`CASE WHEN ${col()} = '' THEN ${col()} ELSE coalesce(nullif(${columnOf(table, translation)}, ''), ${col()}) END`;
    }
    default:
      return sql`${col()}`;
  }
}

export interface ExportRead {
  reg: CrudRegistry;
  resource: Resource;
  columns: ExportColumn[];
  query: ListQuery;
  language: string;
  size: number;
  signal: AbortSignal;
}

type Statement = Pick<ExportRead, 'reg' | 'resource' | 'columns' | 'query' | 'language'>;

function statementOf({ reg, resource, columns, query, language }: Statement) {
  const table = reg.table(resource.name);
  const cells = columns.map((column) => cellSource(reg, resource, table, column, language));
  const orderBy = sql.join(
    query.order.map((key) => (key.descending ? desc : asc)(key.expression)),
    sql`, `,
  );
  return (where: SQL | undefined, keys: SQL[], limit?: number) =>
    sql`SELECT ${sql.join([...cells, ...keys], sql`, `)} FROM ${table} WHERE ${where ?? sql`true`} ORDER BY ${orderBy}${limit ? sql` LIMIT ${sql.raw(String(limit))}` : sql``}`;
}

/** The whole export as one statement with its parameters: what a worker thread reads through a cursor. */
export const compiledExport = (read: Statement): Query =>
  dialect.sqlToQuery(statementOf(read)(read.query.where, []));

/** Each many-to-many cell's text ("3,7") as the array of ids the labels and cells take. */
function listSplitter(columns: ExportColumn[]) {
  const lists = columns.flatMap((column, i) => (column.field.kind === 'references' ? [i] : []));
  return (rows: unknown[][]) => {
    for (const row of rows)
      for (const i of lists)
        row[i] = typeof row[i] === 'string' && row[i] ? row[i].split(',').map(Number) : [];
    return rows;
  };
}

/** `readExportRows` of a statement `compiledExport` made (PostgreSQL: the reader has a cursor). */
export function readCompiledExport(
  read: Pick<ExportRead, 'columns' | 'size' | 'signal'> & { rows: RowReader; statement: Query },
  each: (rows: unknown[][]) => Promise<void>,
) {
  const { cursor } = read.rows;
  if (!cursor) throw new Error('a compiled export is read through a cursor');
  const split = listSplitter(read.columns);
  return cursor(read.statement, read.size, read.signal, (rows) => each(split(rows)));
}

/**
 * Hands every row the query selects, in its order, to `each`, `size` at a time; each row holds the
 * columns' values by position. Resolves when all were handed; rejects when `each` does (it stops early).
 */
export async function readExportRows(read: ExportRead, each: (rows: unknown[][]) => Promise<void>) {
  const { reg, columns, query, size, signal } = read;
  const { order } = query;
  const statement = statementOf(read);
  const split = listSplitter(columns);
  const handOn = (rows: unknown[][]) => each(split(rows));
  if (reg.rows.cursor) return reg.rows.cursor(statement(query.where, []), size, signal, handOn);

  // Keyset batches: each continues after the last one's sort keys, read as text behind the cells.
  const keys = order.map((key) => sql`(${key.expression})::text`);
  let after: KeyValues | null = null;
  for (;;) {
    const where = after ? sql`(${query.where ?? sql`true`}) AND ${continuation(order, after)}` : query.where;
    const rows = await reg.rows.arrays(statement(where, keys, size));
    const last = rows.at(-1);
    after = last ? (last.splice(columns.length) as KeyValues) : null;
    for (const row of rows) row.length = columns.length;
    if (rows.length) await handOn(rows);
    if (rows.length < size || signal.aborted) return;
  }
}
