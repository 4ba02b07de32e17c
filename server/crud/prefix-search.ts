/**
 * A search whose needle starts with the field's usual prefix (`REG-2311`): its matches are the values
 * starting with the needle, read as a range of the covering prefix index (index-only: the sort keys and
 * ids come without reading the table), and the few values holding it further in, found by the partial
 * trigram index of values holding the prefix past their first character (resource-tables.ts). Only the
 * page's rows are then read. Through the trigram index and the table, an old month's 5,146 references
 * took 1.1 s cold at 1M rows: each sits on its own table page.
 */
import { and, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow, queryRows } from '../db/query';
import { type AnyTable, columnOf, prefixInside, searchGroup } from '../db/resource-tables';
import type { ListQuery, PrefixSearch } from './list-query';

type Row = Record<string, unknown>;

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, after: 0xe000 };

/**
 * The least text above every text starting with `start`, in the byte order of `text_pattern_ops` (UTF-8
 * keeps the code points' order): its last character one higher. Null when none exists.
 */
export function successor(start: string): string | null {
  const points = Array.from(start, (c) => c.codePointAt(0) ?? 0);
  for (let i = points.length - 1; i >= 0; i--) {
    const next = (points[i] ?? LAST_CODE_POINT) + 1;
    if (next > LAST_CODE_POINT) continue;
    return String.fromCodePoint(...points.slice(0, i), next === SURROGATES.first ? SURROGATES.after : next);
  }
  return null;
}

/**
 * The page and the exact total; when more than `cap` rows match, the page alone (total null), sorted
 * from every match's keys read off the prefix index. Not the plain walk of the list's order: it reads
 * every newer row before the first match, so `REG-25` typed in 2026 took 1.7–4.6 s at 1M rows. Written
 * as comparisons, not `LIKE 'reg-2311%'`, which the trigram index also serves: the planner, expecting
 * ~100 matches, took that one.
 */
export async function pageOfPrefixedMatches(
  orm: Orm,
  table: AnyTable,
  query: ListQuery,
  search: PrefixSearch,
  cap: number,
): Promise<{ raw: Row[]; total: number | null }> {
  const { column, needle, prefix, others, matches } = search;
  const value = sql`lower(${column})`;
  const above = successor(needle);
  const startsWith = and(
    sql`${value} ~>=~ ${needle}`,
    above === null ? undefined : sql`${value} ~<~ ${above}`,
  );
  const keys = { id__: sql`${columnOf(table, 'id')}`.as('id__'), ...sortKeys(query) };
  const every = (condition: SQL | undefined) => orm.select(keys).from(table).where(and(others, condition));
  const branch = (condition: SQL | undefined) => every(condition).limit(cap + 1);
  // The branches are disjoint (a value starting with the needle is left to the first), so their keys are
  // appended, not deduplicated: hashing 5,011 keys took half of the old month's gather at 1M rows.
  const inside = and(prefixInside(column, prefix), matches, sql`NOT (${startsWith})`);
  const gathered = sql`search_keys AS MATERIALIZED ((${branch(startsWith)}) UNION ALL (${branch(inside)}))`;
  const order = sql.join(
    query.order.map((key, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(key.descending ? 'DESC' : 'ASC')}`),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  // RECURSIVE for the groups' walk (groupedKeys); the other key sets are plain CTEs, which it allows.
  const pageOf = (keysOf: SQL, counted: SQL) =>
    queryRows<Row>(
      orm,
      sql`WITH RECURSIVE ${keysOf}, search_page AS (SELECT * FROM search_keys ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset})
      SELECT ${name}.*${counted} FROM search_page JOIN ${name} ON ${name}.id = search_page.id__ ORDER BY ${order}`,
    );
  // OFFSET 0 keeps each branch planned on its own (the range of the prefix index, index-only) rather
  // than as a walk of the list's order filtered by the range.
  const insideKeys = sql`(${every(inside)} OFFSET 0)`;
  const { groupLength } = search;
  if (groupLength !== null && search.searchAlone && needle.length <= groupLength) {
    // The keys counted first, index-only (no sort, no table row): past the cap the groups' walk serves
    // the page, and gathering cap + 1 keys to sort a page thrown away cost an old month of ~23,800
    // references at 1M p95 157–191 ms at 10 connections (122 ms after; ~5 ms more below the cap).
    const { matching } = await queryRow<{ matching: number }>(
      orm,
      sql`SELECT (SELECT count(*)::int FROM (${branch(startsWith)}) starting)
        + (SELECT count(*)::int FROM (${branch(inside)}) holding) AS matching`,
    );
    if (matching > cap) {
      const firstOfGroups = groupedKeys(table, query, search, { groupLength, keys, above, insideKeys });
      return { raw: await pageOf(firstOfGroups, sql``), total: null };
    }
    // The same branches under the same limits: their count is the total, not counted again.
    return { raw: await pageOf(gathered, sql``), total: matching };
  }
  const raw = await pageOf(gathered, sql`, (SELECT count(*)::int FROM search_keys) AS total__`);
  const total = raw[0]
    ? Number(raw[0].total__)
    : (await queryRow<{ n: number }>(orm, sql`WITH ${gathered} SELECT count(*)::int AS n FROM search_keys`))
        .n;
  if (total <= cap) return { raw, total };
  const everyKey = sql`search_keys AS ((${every(startsWith)} OFFSET 0) UNION ALL ${insideKeys})`;
  return { raw: await pageOf(everyKey, sql``), total: null };
}

/**
 * The `search_keys` CTE (behind the `search_groups` walk) for a prefix shorter than the values' groups
 * (`reg-25`, a year of `reg-yymmdd` days), on a list in its default order with no other condition: the
 * groups in the prefix's range are walked one by one on the groups index (each the next key above the
 * last), and each gives its first offset + limit rows in the list's order off the same index, beside the
 * few values holding the needle further in (`insideKeys`). The page is then sorted from a few thousand
 * keys, not from every match (`reg-25` at 1M: 338,398 keys, 106 ms index-only). Exact: a value starts with
 * the needle exactly when its group does, the needle being no longer than the group.
 */
function groupedKeys(
  table: AnyTable,
  query: ListQuery,
  search: PrefixSearch,
  parts: { groupLength: number; keys: Record<string, SQL.Aliased>; above: string | null; insideKeys: SQL },
): SQL {
  const { groupLength, keys, above, insideKeys } = parts;
  const group = searchGroup(search.column, groupLength);
  const name = sql.identifier(getTableName(table));
  const within = (from: SQL) =>
    and(search.others, from, above === null ? undefined : sql`${group} ~<~ ${above}`);
  const nextGroup = (from: SQL) =>
    sql`SELECT ${group} FROM ${name} WHERE ${within(from)} ORDER BY ${group} USING ~<~ LIMIT 1`;
  const firstRows = sql`SELECT ${sql.join(
    Object.entries(keys).map(([alias, key]) => sql`${key.getSQL()} AS ${sql.identifier(alias)}`),
    sql`, `,
  )} FROM ${name} WHERE ${and(search.others, sql`${group} = search_groups.g`)}
    ORDER BY ${sql.join(query.orderBy, sql`, `)} LIMIT ${query.offset + query.limit}`;
  return sql`search_groups (g) AS (
      (${nextGroup(sql`${group} ~>=~ ${search.needle}`)})
      UNION ALL
      SELECT (${nextGroup(sql`${group} ~>~ search_groups.g`)}) FROM search_groups WHERE search_groups.g IS NOT NULL),
    search_keys AS ((SELECT first_rows.* FROM search_groups CROSS JOIN LATERAL (${firstRows}) first_rows
      WHERE search_groups.g IS NOT NULL) UNION ALL ${insideKeys})`;
}

/** The order's expressions as k0, k1…: the keys the page is sorted by, then read in. */
const sortKeys = (query: ListQuery) =>
  Object.fromEntries(query.order.map((key, i) => [`k${i}`, sql`${key.expression}`.as(`k${i}`)]));
