/**
 * A page of a search over a trigram-indexed field (a registration reference by any part). Left alone,
 * the planner walks the sort index (newest first) and filters, hoping to meet ten matches early; when the
 * matches sit in an old month it reads the whole table (13.6 s at 1M rows). Here the matches are gathered
 * first through the trigram index, up to SEARCH_CAP, then sorted: a few milliseconds for a month of
 * matches. A needle matching more than SEARCH_CAP rows is so common that the plain walk meets ten
 * matches at once: the caller falls back to it.
 */
import { getTableColumns, getTableName, type Name, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/connect';
import { queryRow, queryRows } from '../db/query';
import type { AnyTable } from '../db/resource-tables';
import type { ListQuery } from './list-query';

export const SEARCH_CAP = 20_000;

type Row = Record<string, unknown>;

export async function searchPage(
  orm: Orm,
  table: AnyTable,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number } | null> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const name = sql.identifier(getTableName(table));
  const matches = orm
    .select()
    .from(table)
    .where(query.where)
    .limit(SEARCH_CAP + 1);
  // The CTE takes the table's name, so the sort expressions (written against the table) read from it.
  const page = orm
    .select({ ...columns, total__: sql<number>`count(*) OVER ()`.as('total__') })
    .from(table)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const raw = await queryRows<Row>(orm, sql`WITH ${name} AS MATERIALIZED (${matches}) ${page}` as SQL);
  const total = raw[0] ? Number(raw[0].total__) : await countMatches(orm, name, matches);
  if (total > SEARCH_CAP) return null;
  // Raw rows carry column names and driver values: mapped as a Drizzle select would.
  const rows = raw.map((r) =>
    Object.fromEntries(
      Object.entries(columns).map(([key, column]) => {
        const value = r[column.name];
        return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
      }),
    ),
  );
  return { rows, total };
}

/** A page past the end has no row to carry the total. */
async function countMatches(orm: Orm, name: Name, matches: SQLWrapper) {
  const { n } = await queryRow<{ n: number }>(
    orm,
    sql`WITH ${name} AS MATERIALIZED (${matches}) SELECT count(*)::int AS n FROM ${name}`,
  );
  return n;
}
