/**
 * The total of a list without counting a million rows: exact when the page tells it (a partial page),
 * when the database keeps it (`maintained`: the dashboard's rollups, for the selections they are keyed
 * by) or when few rows match (a count capped just above EXACT_TOTAL_LIMIT reads at most that many index
 * entries), otherwise the planner's estimate, announced as such so the screen says "about".
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { theRow } from '../db/query';
import type { AnyTable } from '../db/resource-tables';
import { plannerEstimate } from './planner-estimate';

export const EXACT_TOTAL_LIMIT = 1000;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** How many rows match, counted up to just above EXACT_TOTAL_LIMIT: at most that many index entries read. */
export const cappedCount = (orm: Orm, table: AnyTable, where: SQL | undefined) =>
  orm.select({ n: sql<number>`count(*)::int` }).from(
    orm
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(EXACT_TOTAL_LIMIT + 1)
      .as('capped'),
  );

/** `page.counted`: the capped count when the page's own statement read it. */
export async function listTotal(
  orm: Orm,
  table: AnyTable,
  where: SQL | undefined,
  page: { offset: number; limit: number; rows: number; counted?: number },
  maintained?: () => Promise<number>,
): Promise<ListTotal> {
  // A partial page is the end of the list (an empty page past the end says nothing).
  if (page.rows < page.limit && (page.rows > 0 || page.offset === 0))
    return { total: page.offset + page.rows, estimated: false };
  if (maintained) return { total: await maintained(), estimated: false };
  const n = page.counted ?? theRow(await cappedCount(orm, table, where)).n;
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, estimated: false };
  const atLeast = Math.max(EXACT_TOTAL_LIMIT + 1, page.offset + page.rows + 1);
  return { total: Math.max(await plannerEstimate(orm, table, where), atLeast), estimated: true };
}
