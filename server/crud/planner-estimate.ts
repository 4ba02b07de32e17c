/**
 * The planner's estimate of how many rows a list's filter matches (EXPLAIN: nothing read), the total a
 * list announces as "about". Kept a minute per table and statement: paging through a selection, or
 * everyone opening the same list, asks the same question again, and at a million rows the EXPLAIN's round
 * trip was a fifth of a first page's statements. The answer moves with ANALYZE and the table's size, not
 * within a minute, and it is announced as approximate anyway.
 */

import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow } from '../db/query';
import type { AnyTable } from '../db/resource-tables';

export const ESTIMATE_KEPT_MS = 60_000;
/** Distinct selections kept per table (filters people use, each with its own values). */
const LIMIT = 1_000;

type PlanRow = { 'QUERY PLAN': string | { Plan: { 'Plan Rows': number } }[] };
interface Kept {
  rows: number;
  until: number;
}

/** Per table object: each registry builds its own tables, so two databases never share an entry. */
const keptByTable = new WeakMap<AnyTable, Map<string, Kept>>();

export async function plannerEstimate(orm: Orm, table: AnyTable, where: SQL | undefined): Promise<number> {
  const select = orm.select({ one: sql`1` }).from(table).where(where);
  const { sql: text, params } = select.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const kept = keptByTable.get(table) ?? new Map<string, Kept>();
  keptByTable.set(table, kept);
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.rows;
  const row = await queryRow<PlanRow>(orm, sql`EXPLAIN (FORMAT JSON) ${select}`);
  const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
  const rows = Math.round(plan[0].Plan['Plan Rows']);
  kept.delete(key);
  kept.set(key, { rows, until: now + ESTIMATE_KEPT_MS });
  // Map keeps insertion order: the first key is the one asked longest ago.
  if (kept.size > LIMIT) {
    const [oldest] = kept.keys();
    if (oldest !== undefined) kept.delete(oldest);
  }
  return rows;
}
