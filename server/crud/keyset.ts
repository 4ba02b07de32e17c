/**
 * Keyset pagination: a page continues from the sort keys of the row before it (`WHERE (key, id) > (…)`
 * walks the sort index from there) instead of skipping OFFSET rows, so page 10,000 costs what page 1
 * costs. The keys travel as text (`::text` of the expression, read back by PostgreSQL as the
 * expression's type), so a timestamp keeps its microseconds.
 */
import { Column, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Field } from '../../resources/kit';

export type KeyKind = 'integer' | 'number' | 'datetime' | 'boolean' | 'text';

export interface SortKey {
  expression: SQL | AnyPgColumn;
  kind: KeyKind;
  descending: boolean;
  /** PostgreSQL puts NULLs last going up, first going down: the continuation has to say where they are. */
  nullable: boolean;
}

/** The key values of one row, in the order's order (null for a NULL key). */
export type KeyValues = (string | null)[];

export const sortKey = (
  expression: SQL | AnyPgColumn,
  kind: KeyKind,
  descending: boolean,
  nullable = expression instanceof Column ? !expression.notNull : true,
): SortKey => ({ expression, kind, descending, nullable });

export function keyKindOf(field: Field): KeyKind {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return 'integer';
    case 'number':
      return 'number';
    case 'datetime':
      return 'datetime';
    default:
      return 'text';
  }
}

const VALID: Record<KeyKind, (text: string) => boolean> = {
  integer: (text) => /^-?\d{1,19}$/.test(text),
  number: (text) => /^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text) || /^-?(Infinity|NaN)$/.test(text),
  datetime: (text) => /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(text),
  boolean: (text) => text === 'true' || text === 'false',
  text: (text) => text.length <= 2000,
};

/** Whether values sent back by a client fit the order's keys (a bad cursor is a 400, not an SQL error). */
export const validKeys = (order: SortKey[], values: unknown): values is KeyValues =>
  Array.isArray(values) &&
  values.length === order.length &&
  values.every(
    (value, i) =>
      (value === null && order[i]!.nullable) || (typeof value === 'string' && VALID[order[i]!.kind](value)),
  );

/** The select fields that read a row's keys, as text: `k0__`, `k1__`, … */
export const keyColumns = (order: SortKey[]): Record<string, SQL.Aliased<string | null>> =>
  Object.fromEntries(
    order.map((key, i) => [`k${i}__`, sql<string | null>`(${key.expression})::text`.as(`k${i}__`)]),
  );

/** Reads the keys selected by keyColumns off a row, and takes them off it. */
export function takeKeys(row: Record<string, unknown>, order: SortKey[]): KeyValues {
  return order.map((_, i) => {
    const name = `k${i}__`;
    const value = row[name];
    delete row[name];
    return value === null || value === undefined ? null : String(value);
  });
}

/** Rows strictly after `values` in the order (`backwards`: strictly before). */
export function continuation(order: SortKey[], values: KeyValues, backwards = false): SQL {
  const simple = order.every((key) => !key.nullable && key.descending === order[0]!.descending);
  if (simple) {
    // A row comparison is what lets the planner start the index walk at the key.
    const left = sql.join(
      order.map((key) => sql`${key.expression}`),
      sql`, `,
    );
    const right = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    const up = order[0]!.descending === backwards;
    return up ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
  }
  return afterFrom(order, values, 0, backwards);
}

function afterFrom(order: SortKey[], values: KeyValues, i: number, backwards: boolean): SQL {
  const key = order[i]!;
  const value = values[i] ?? null;
  const beyond = strictlyBeyond(key, value, backwards);
  if (i === order.length - 1) return beyond;
  const same = value === null ? sql`${key.expression} IS NULL` : sql`${key.expression} = ${value}`;
  return sql`(${beyond} OR (${same} AND ${afterFrom(order, values, i + 1, backwards)}))`;
}

/** Rows whose key comes strictly after (or before) `value`, NULLs where PostgreSQL sorts them. */
function strictlyBeyond(key: SortKey, value: string | null, backwards: boolean): SQL {
  // Going up, NULLs come last; going down, first. Walking backwards swaps both.
  const up = key.descending === backwards;
  const nullsAfter = !key.descending !== backwards;
  if (value === null) {
    if (nullsAfter) return sql`false`;
    return sql`${key.expression} IS NOT NULL`;
  }
  const compared = up ? sql`${key.expression} > ${value}` : sql`${key.expression} < ${value}`;
  return key.nullable && nullsAfter ? sql`(${compared} OR ${key.expression} IS NULL)` : compared;
}

/** A position in a list that a client sends back: after the last row of a page, or before its first. */
export interface Cursor {
  after?: KeyValues;
  before?: KeyValues;
}

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The cursor of a `cursor` parameter, or null when it is not one for this order. */
export function decodeCursor(
  text: string,
  order: SortKey[],
): { values: KeyValues; backwards: boolean } | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return null;
  const { after, before } = decoded as Cursor;
  if ((after === undefined) === (before === undefined)) return null;
  const values = after ?? before;
  return validKeys(order, values) ? { values, backwards: before !== undefined } : null;
}
