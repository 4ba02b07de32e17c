/**
 * A page of a search over a trigram-indexed field (a registration reference by any part). Left alone,
 * the planner walks the sort index (newest first) and filters, hoping to meet ten matches early; when the
 * matches sit in an old month it reads the whole table (13.6 s at 1M rows). So:
 * 1. when the planner expects many matches, the list's first SEARCH_WINDOW rows in its order are searched:
 *    a needle common among them (this month's references) fills its page there, and when more than
 *    EXACT_TOTAL_LIMIT of them match, the total is the planner's estimate ("about"); a needle expected
 *    rare (a whole reference) skips this step, which would read SEARCH_WINDOW rows for nothing;
 * 2. otherwise the matches are gathered, up to SEARCH_CAP, then sorted: their sort keys from the prefix
 *    index when the needle starts with the field's usual prefix (prefix-search.ts: beyond SEARCH_CAP, the
 *    page from every key of the prefix range and the planner's estimate), else the rows through the
 *    trigram index. A needle matching more than SEARCH_CAP rows without the prefix is so common that the
 *    plain walk meets ten matches at once: the caller falls back to it.
 * Gathering a common needle's matches first (20,000 rows read, then thrown away) took 1.7 s at 1M rows.
 */
import { getTableColumns, getTableName, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/connect';
import { queryRow, queryRows } from '../db/query';
import type { AnyTable } from '../db/resource-tables';
import type { ListQuery, PrefixSearch } from './list-query';
import { EXACT_TOTAL_LIMIT, type ListTotal, listTotal } from './list-total';
import { plannerEstimate } from './planner-estimate';
import { pageOfPrefixedMatches } from './prefix-search';

export const SEARCH_CAP = 20_000;
/** The first rows of the list searched before the trigram index is asked (see above). */
export const SEARCH_WINDOW = 2_000;

type Row = Record<string, unknown>;
export type SearchedPage = { rows: Row[] } & ListTotal;

export async function searchPage(orm: Orm, table: AnyTable, query: ListQuery): Promise<SearchedPage | null> {
  const expected = await plannerEstimate(orm, table, query.where);
  return (
    (expected > EXACT_TOTAL_LIMIT ? await pageAmongFirstRows(orm, table, query, expected) : null) ??
    (query.prefixSearch
      ? await pageOfPrefix(orm, table, query, query.prefixSearch, expected)
      : await pageOfGatheredMatches(orm, table, query))
  );
}

async function pageOfPrefix(
  orm: Orm,
  table: AnyTable,
  query: ListQuery,
  search: PrefixSearch,
  expected: number,
): Promise<SearchedPage> {
  const { raw, total } = await pageOfPrefixedMatches(orm, table, query, search, SEARCH_CAP);
  const rows = mapRows(table, raw);
  return total === null
    ? { rows, total: Math.max(expected, SEARCH_CAP + 1), estimated: true }
    : { rows, total, estimated: false };
}

/**
 * The page when the list's first SEARCH_WINDOW rows hold it whole (they are a prefix of the order, so
 * their first matches are the list's). The page's read stops at its last match; only then are the
 * window's matches counted, up to just above EXACT_TOTAL_LIMIT.
 */
async function pageAmongFirstRows(
  orm: Orm,
  table: AnyTable,
  query: ListQuery,
  expected: number,
): Promise<SearchedPage | null> {
  const first = orm
    .select()
    .from(table)
    .orderBy(...query.orderBy)
    .limit(SEARCH_WINDOW);
  const name = sql.identifier(getTableName(table));
  const page = orm
    .select()
    .from(table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const raw = await queryRows<Row>(orm, sql`WITH ${name} AS (${first}) ${page}`);
  if (raw.length < query.limit) return null;
  const capped = orm
    .select({ one: sql`1` })
    .from(table)
    .where(query.where)
    .limit(EXACT_TOTAL_LIMIT + 1);
  const { n } = await queryRow<{ n: number }>(
    orm,
    sql`WITH ${name} AS (${first}) SELECT count(*)::int AS n FROM (${capped}) AS capped`,
  );
  const total =
    n > EXACT_TOTAL_LIMIT
      ? { total: Math.max(expected, n), estimated: true }
      : await listTotal(orm, table, query.where, {
          offset: query.offset,
          limit: query.limit,
          rows: raw.length,
        });
  return { rows: mapRows(table, raw), ...total };
}

async function pageOfGatheredMatches(orm: Orm, table: AnyTable, query: ListQuery) {
  const matches = orm
    .select()
    .from(table)
    .where(query.where)
    .limit(SEARCH_CAP + 1);
  const name = sql.identifier(getTableName(table));
  // The CTE takes the table's name, so the where and sort expressions (written against the table) read from it.
  const page = orm
    .select({ ...getTableColumns(table), total__: sql<number>`count(*) OVER ()`.as('total__') })
    .from(table)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const raw = await queryRows<Row>(orm, sql`WITH ${name} AS MATERIALIZED (${matches}) ${page}`);
  const total = raw[0] ? Number(raw[0].total__) : await countMatches(orm, table, matches);
  if (total > SEARCH_CAP) return null;
  return { rows: mapRows(table, raw), total, estimated: false };
}

/** Raw rows carry column names and driver values: mapped as a Drizzle select would. */
function mapRows(table: AnyTable, raw: Row[]): Row[] {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return raw.map((r) =>
    Object.fromEntries(
      Object.entries(columns).map(([key, column]) => {
        const value = r[column.name];
        return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
      }),
    ),
  );
}

/** A page past the end has no row to carry the total. */
async function countMatches(orm: Orm, table: AnyTable, matches: SQLWrapper) {
  const name = sql.identifier(getTableName(table));
  const { n } = await queryRow<{ n: number }>(
    orm,
    sql`WITH ${name} AS MATERIALIZED (${matches}) SELECT count(*)::int AS n FROM ${name}`,
  );
  return n;
}
