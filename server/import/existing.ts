/**
 * What the database already holds for a batch of rows, in one query per field: the records the rows
 * update (by the resource's match sets) and the holders of their unique values.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Resource } from '../../resources/kit';
import type { CrudRegistry } from '../crud/context';
import type { StoredRecord } from '../crud/serialize';
import { toRecords } from '../crud/store';
import type { Orm } from '../db/connect';
import { idOf } from '../db/query';
import { columnOf, isText } from '../db/resource-tables';
import { withoutBitmapScans } from '../db/without-bitmap-scans';

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** How values of a field compare: text without case, anything else as itself. */
export const comparable = (resource: Resource, key: string, value: unknown) => {
  const field = resource.fields[key];
  return field && isText(field) ? String(value).toLowerCase() : String(value);
};

/** Rows of the table whose `key` holds one of the values (text compared without case). */
async function rowsHolding(reg: CrudRegistry, orm: Orm, resource: Resource, key: string, values: unknown[]) {
  const table = reg.table(resource.name);
  const col = columnOf(table, key);
  const field = resource.fields[key];
  const distinct = [...new Set(values.map((v) => comparable(resource, key, v)))];
  if (!distinct.length || !field) return [];
  if (!isText(field)) {
    const numbers = distinct.map((v) => (Number.isNaN(Number(v)) ? v : Number(v)));
    return orm
      .select()
      .from(table)
      .where(and(inArray(col, numbers), isNotNull(col)));
  }
  const where = and(inArray(sql`lower(${col})`, distinct), isNotNull(col));
  const read = (tx: Orm) => tx.select().from(table).where(where);
  // Only a column with a trigram index needs it: the setting also holds for the import's writes sent
  // meanwhile on the same connection, and their triggers' statements are slower without bitmap scans.
  return field.search === 'indexed' ? withoutBitmapScans(orm, read) : read(orm);
}

/** The match set a row is found by: the first whose every value the row holds. */
export function matchSetOf(resource: Resource, body: Body): readonly string[] | null {
  return resource.importable?.match.find((set) => set.every((key) => present(body[key]))) ?? null;
}

/** The row's identity in the file, to tell a second row updating the same record. */
export function matchSignature(resource: Resource, body: Body): string | null {
  const set = matchSetOf(resource, body);
  return set ? JSON.stringify(set.map((key) => [key, comparable(resource, key, body[key])])) : null;
}

/** For each body, the stored record (API shape, trashed included) it updates, else null. */
export async function findExisting(
  reg: CrudRegistry,
  orm: Orm,
  resource: Resource,
  bodies: readonly Body[],
): Promise<(StoredRecord | null)[]> {
  const found: (Row | null)[] = bodies.map(() => null);
  const rowsById = new Map<number, Row>();
  for (const set of resource.importable?.match ?? []) {
    const [first] = set;
    if (!first) continue;
    const waiting = bodies.flatMap((body, i) =>
      found[i] === null && matchSetOf(resource, body) === set ? [i] : [],
    );
    if (!waiting.length) continue;
    const rows = await rowsHolding(
      reg,
      orm,
      resource,
      first,
      waiting.map((i) => bodies[i]?.[first]),
    );
    for (const i of waiting) {
      const body = bodies[i] ?? {};
      const row = rows.find((r) =>
        set.every((key) => comparable(resource, key, r[key]) === comparable(resource, key, body[key])),
      );
      if (row) {
        found[i] = row;
        rowsById.set(idOf(row), row);
      }
    }
  }
  const records = await toRecords(reg, orm, resource, [...rowsById.values()]);
  const byId = new Map(records.map((r) => [r.id, r]));
  return found.map((row) => (row ? (byId.get(idOf(row)) ?? null) : null));
}

/** Who holds each unique value of the batch: field → comparable value → ids. */
export async function uniqueHolders(
  reg: CrudRegistry,
  orm: Orm,
  resource: Resource,
  bodies: readonly Body[],
): Promise<Map<string, Map<string, number[]>>> {
  const holders = new Map<string, Map<string, number[]>>();
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!field.unique || field.readOnly) continue;
    const values = bodies.map((b) => b[key]).filter(present);
    const byValue = new Map<string, number[]>();
    for (const row of await rowsHolding(reg, orm, resource, key, values)) {
      const value = comparable(resource, key, row[key]);
      byValue.set(value, [...(byValue.get(value) ?? []), row.id]);
    }
    holders.set(key, byValue);
  }
  return holders;
}
