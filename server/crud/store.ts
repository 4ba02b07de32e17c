import { createHash } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/kit';
import type { Orm } from '../db/connect';
import { idOf, theRow } from '../db/query';
import { type AnyTable, columnOf, foreignKey } from '../db/resource-tables';
import type { CrudRegistry } from './context';
import { continuation, encodeCursor, keyColumns, takeKeys } from './keyset';
import type { ListQuery } from './list-query';
import { cappedCount, listTotal } from './list-total';
import { searchPage } from './search-page';
import { toColumns, toRecord } from './serialize';
import type { ValidInput } from './validate';

type Row = Record<string, unknown>;

const linkFields = (resource: Resource) =>
  Object.entries(resource.fields).flatMap(([key, f]) =>
    f.kind === 'references' ? [{ key, through: f.through, target: f.target }] : [],
  );

/** A link field's table and the columns pointing at the record and at its target. */
function linkColumns(reg: CrudRegistry, resource: Resource, through: string, target: string) {
  const link = reg.link(through);
  return {
    link,
    own: columnOf(link, foreignKey(resource)),
    other: columnOf(link, foreignKey(reg.resource(target))),
  };
}

/** Reads the many-to-many ids of a page of records in one query per link field. */
async function readLinks(reg: CrudRegistry, orm: Orm, resource: Resource, ids: number[]) {
  const byRecord = new Map<number, Record<string, number[]>>(ids.map((id) => [id, {}]));
  for (const { key, through, target } of linkFields(resource)) {
    const { link, own, other } = linkColumns(reg, resource, through, target);
    const rows = ids.length
      ? await orm.select({ owner: own, target: other }).from(link).where(inArray(own, ids))
      : [];
    for (const links of byRecord.values()) links[key] = [];
    for (const row of rows) byRecord.get(Number(row.owner))?.[key]?.push(Number(row.target));
    for (const links of byRecord.values()) links[key]?.sort((a, b) => a - b);
  }
  return byRecord;
}

export async function toRecords(reg: CrudRegistry, orm: Orm, resource: Resource, rows: Row[]) {
  const links = await readLinks(reg, orm, resource, rows.map(idOf));
  return rows.map((row) => toRecord(resource, row, links.get(idOf(row)) ?? {}));
}

const linkColumn = (key: string) => `l_${key}__`;

/** A column named with its table: Drizzle names a selected field's columns bare, which a subquery's own table would take. */
const qualified = (table: AnyTable, column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** The select fields that read each row's many-to-many ids in the page's own statement, sorted. */
function linkArrays(reg: CrudRegistry, resource: Resource, table: AnyTable) {
  return Object.fromEntries(
    linkFields(resource).map(({ key, through, target }) => {
      const { link, own, other } = linkColumns(reg, resource, through, target);
      const ids = sql<(number | string)[]>`ARRAY(SELECT ${qualified(link, other)} FROM ${link}
        WHERE ${qualified(link, own)} = ${qualified(table, columnOf(table, 'id'))} ORDER BY 1)`;
      return [linkColumn(key), ids.as(linkColumn(key))];
    }),
  );
}

/** Takes the ids selected by linkArrays off a row. */
function takeLinks(resource: Resource, row: Row): Record<string, number[]> {
  return Object.fromEntries(
    linkFields(resource).map(({ key }) => {
      // Arrays of ids: numbers, or strings where the driver sends bigint.
      const ids = row[linkColumn(key)];
      delete row[linkColumn(key)];
      return [key, Array.isArray(ids) ? ids.map(Number) : []];
    }),
  );
}

/**
 * One page and its total, one statement after the other: a request holds one connection at a time. The
 * page's statement also reads the rows' links and, when no maintained total answers, the capped count.
 */
export async function listRecords(reg: CrudRegistry, resource: Resource, query: ListQuery) {
  const table = reg.table(resource.name);
  const searched = query.indexedSearch ? await searchPage(reg.orm, table, query) : null;
  if (searched) {
    const { rows, ...total } = searched;
    return { records: await toRecords(reg, reg.orm, resource, rows), ...total, cursors: null };
  }
  const { maintainedTotal } = query;
  const { rows, cursors, counted } = await pageRows(reg, resource, query, !maintainedTotal);
  // A page read backwards from a cursor is never the end of the list.
  const read = query.keyset?.backwards ? query.limit : rows.length;
  const maintained = maintainedTotal && (() => maintainedTotal(reg.orm));
  const total = await listTotal(reg.orm, table, query.where, { ...query, rows: read, counted }, maintained);
  const records = rows.map((row) => toRecord(resource, row, takeLinks(resource, row)));
  return { records, ...total, cursors };
}

/** A page's statement without its limit and offset: the rows, their sort keys and links, and the count. */
function pageSelect(reg: CrudRegistry, resource: Resource, query: ListQuery, count: boolean) {
  const { orm } = reg;
  const table = reg.table(resource.name);
  const { keyset, order } = query;
  const backwards = keyset?.backwards ?? false;
  const walked = backwards ? order.map((key) => ({ ...key, descending: !key.descending })) : order;
  const counting = count
    ? { capped__: sql<number>`(${cappedCount(orm, table, query.where)})`.as('capped__') }
    : {};
  return orm
    .select({
      ...getTableColumns(table),
      ...keyColumns(order),
      ...linkArrays(reg, resource, table),
      ...counting,
    })
    .from(table)
    .where(keyset ? and(query.where, continuation(order, keyset.values, backwards)) : query.where)
    .orderBy(...walked.map((key) => (key.descending ? desc : asc)(key.expression)))
    .$dynamic();
}

type PlainPage = ReturnType<ReturnType<typeof pageSelect>['prepare']>;

/** Prepared plain pages by connection (each ORM is one connection, or PGlite's one) and by list. */
const plainPages = new WeakMap<Orm, Map<string, PlainPage>>();

/**
 * The page statement of a plain list (`ListQuery.plain`), built once per connection and list and run as a
 * named prepared statement with the page's limit and offset: the most common list (a screen opened,
 * reference data for a picker) neither builds its SQL in the app nor is parsed again by PostgreSQL.
 */
function plainPage(reg: CrudRegistry, resource: Resource, query: ListQuery, count: boolean, key: string) {
  const { orm } = reg;
  const listKey = `${resource.name} ${key}${count ? ' counted' : ''}`;
  let prepared = plainPages.get(orm);
  if (!prepared) {
    prepared = new Map();
    plainPages.set(orm, prepared);
  }
  const known = prepared.get(listKey);
  if (known) return known;
  const name = `list_${createHash('sha256').update(listKey).digest('base64url').slice(0, 22)}`;
  const statement = pageSelect(reg, resource, query, count)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
  prepared.set(listKey, statement);
  return statement;
}

/**
 * The rows of a page (from its cursor, else its offset), with their links, the cursors of the pages
 * around it and, when `count`, how many rows the list holds up to just above EXACT_TOTAL_LIMIT (read
 * once, as the page's first row is; none when the page is empty).
 */
async function pageRows(reg: CrudRegistry, resource: Resource, query: ListQuery, count: boolean) {
  const { keyset } = query;
  const backwards = keyset?.backwards ?? false;
  const plain = !keyset && query.plain?.where === query.where ? query.plain : undefined;
  const rows: Row[] = plain
    ? await plainPage(reg, resource, query, count, plain.key).execute({
        limit: query.limit,
        offset: query.offset,
      })
    : await pageSelect(reg, resource, query, count)
        .limit(query.limit)
        .offset(keyset ? 0 : query.offset);
  if (backwards) rows.reverse();
  const counted = count && rows[0] ? Number(rows[0].capped__) : undefined;
  for (const row of rows) delete row.capped__;
  const keys = rows.map((row) => takeKeys(row, query.order));
  const first = keys[0];
  const last = keys.at(-1);
  const cursors =
    first && last ? { previous: encodeCursor({ before: first }), next: encodeCursor({ after: last }) } : null;
  return { rows, cursors, counted };
}

export async function findRecord(reg: CrudRegistry, resource: Resource, id: number, orm: Orm, lock = false) {
  const table = reg.table(resource.name);
  const base = orm
    .select()
    .from(table)
    .where(eq(columnOf(table, 'id'), id));
  const [row] = lock ? await base.for('update') : await base;
  return row ? theRow(await toRecords(reg, orm, resource, [row])) : null;
}

async function writeLinks(
  reg: CrudRegistry,
  orm: Orm,
  resource: Resource,
  id: number,
  links: ValidInput['links'],
) {
  for (const { key, through, target } of linkFields(resource)) {
    const targets = links[key];
    if (!targets) continue;
    const link = reg.link(through);
    const own = foreignKey(resource);
    const other = foreignKey(reg.resource(target));
    await orm.delete(link).where(eq(columnOf(link, own), id));
    if (targets.length) await orm.insert(link).values(targets.map((t) => ({ [own]: id, [other]: t })));
  }
}

export async function insertRecord(reg: CrudRegistry, orm: Orm, resource: Resource, input: ValidInput) {
  const table = reg.table(resource.name);
  const row = theRow(
    await orm
      .insert(table)
      .values(toColumns(resource, input.values))
      .returning({ id: columnOf(table, 'id') }),
  );
  const id = idOf(row);
  await writeLinks(reg, orm, resource, id, input.links);
  return id;
}

export async function updateRecord(
  reg: CrudRegistry,
  orm: Orm,
  resource: Resource,
  id: number,
  input: ValidInput,
) {
  const table = reg.table(resource.name);
  await orm
    .update(table)
    .set({ ...toColumns(resource, input.values), updated_at: sql`now()` })
    .where(eq(columnOf(table, 'id'), id));
  await writeLinks(reg, orm, resource, id, input.links);
}

export async function setTrashed(
  reg: CrudRegistry,
  resource: Resource,
  id: number,
  trashed: boolean,
  orm: Orm,
) {
  const table = reg.table(resource.name);
  await orm
    .update(table)
    .set({ deleted_at: trashed ? sql`now()` : null, updated_at: sql`now()` })
    .where(eq(columnOf(table, 'id'), id));
}

export async function removeRecord(reg: CrudRegistry, resource: Resource, id: number, orm: Orm) {
  const table = reg.table(resource.name);
  await orm.delete(table).where(eq(columnOf(table, 'id'), id));
}

/**
 * Counts the records that still point at this one, per referencing resource. Trashed referrers count only
 * for a permanent delete, where the database would refuse anyway.
 */
export async function countReferrers(
  reg: CrudRegistry,
  resource: Resource,
  id: number,
  includeTrashed: boolean,
  orm: Orm,
) {
  const found: { resource: string; count: number }[] = [];
  for (const ref of reg.referencesTo(resource.name)) {
    const table = reg.table(ref.resource.name);
    const live: SQL | undefined =
      ref.resource.softDelete && !includeTrashed ? isNull(columnOf(table, 'deleted_at')) : undefined;
    const points = pointingAt(reg, ref, resource, id, orm);
    const where = and(points, live);
    const { n } = theRow(await orm.select({ n: count() }).from(table).where(where));
    if (Number(n) > 0) found.push({ resource: ref.resource.name, count: Number(n) });
  }
  return found;
}

type Referrer = ReturnType<CrudRegistry['referencesTo']>[number];

/** The rows of a referrer that point at record `id`: by their own column, or through their link table. */
function pointingAt(reg: CrudRegistry, ref: Referrer, resource: Resource, id: number, orm: Orm): SQL {
  const table = reg.table(ref.resource.name);
  if (!ref.through) return eq(columnOf(table, ref.key), id);
  const link = reg.link(ref.through);
  const owners = orm
    .select({ id: columnOf(link, foreignKey(ref.resource)) })
    .from(link)
    .where(eq(columnOf(link, foreignKey(resource)), id));
  return inArray(columnOf(table, 'id'), owners);
}

/** Validation look-ups backed by the database. */
export function lookupsFor(reg: CrudRegistry, resource: Resource, orm: Orm) {
  return {
    async liveIds(target: string, ids: number[]) {
      const targetResource = reg.resource(target);
      const table = reg.table(target);
      const rows = await orm
        .select({ id: columnOf(table, 'id') })
        .from(table)
        .where(
          and(
            inArray(columnOf(table, 'id'), ids),
            targetResource.softDelete ? isNull(columnOf(table, 'deleted_at')) : undefined,
          ),
        );
      return new Set(rows.map(idOf));
    },
    async fieldOf(target: string, id: number, field: string) {
      const table = reg.table(target);
      const [row] = await orm
        .select({ value: columnOf(table, field) })
        .from(table)
        .where(eq(columnOf(table, 'id'), id));
      return row?.value;
    },
    async isTaken(field: string, value: unknown, exceptId: number | null) {
      const table = reg.table(resource.name);
      const col = columnOf(table, field);
      const same = typeof value === 'string' ? sql`lower(${col}) = lower(${value})` : eq(col, value);
      const other = exceptId === null ? undefined : sql`${columnOf(table, 'id')} <> ${exceptId}`;
      const { n } = theRow(await orm.select({ n: count() }).from(table).where(and(same, other)));
      return n > 0;
    },
  };
}

/** Records linked (through a many-to-many field) to any of the given targets. */
export function linkedTo(reg: CrudRegistry, resource: Resource, key: string, ids: (string | number)[]) {
  const field = resource.fields[key];
  if (field?.kind !== 'references') throw new Error(`${key} is not a link field`);
  const link = reg.link(field.through);
  const owners = reg.orm
    .select({ id: columnOf(link, foreignKey(resource)) })
    .from(link)
    .where(inArray(columnOf(link, foreignKey(reg.resource(field.target))), ids.map(Number)));
  return inArray(columnOf(reg.table(resource.name), 'id'), owners);
}
