import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type DataLanguage,
  DEFAULT_DATA_LANGUAGE,
  type Field,
  fieldOf,
  IMPLICIT_SORTS,
  type Resource,
  translationKey,
} from '../../resources/kit';
import type { Orm } from '../db/connect';
import { type AnyTable, columnOf, indexedSearchGroup, isText, translatedColumn } from '../db/resource-tables';
import { badRequest } from '../http/errors';
import { type KeyValues, keyKindOf, type SortKey, sortKey } from './keyset';
import type { ListParams } from './list-params';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_KINDS = new Set<Field['kind']>(['integer', 'number', 'datetime', 'date']);

export interface ListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order as keys a keyset page can continue from (keyset.ts). */
  order: SortKey[];
  offset: number;
  limit: number;
  /** Continue from a cursor (keyset) rather than skipping `offset` rows. */
  keyset?: { values: KeyValues; backwards: boolean };
  /** A `q` search over a trigram-indexed field: its matches are gathered first (search-page.ts). */
  indexedSearch: boolean;
  /** The search when its needle starts with the field's usual prefix (search-page.ts). */
  prefixSearch?: PrefixSearch;
  /**
   * The filter when it is only fields equal to values (a species, a disease, a province…), by field:
   * what a maintained total (ResourcePolicy.maintainedTotal) can answer. Null with a search, a range, ids
   * or the trash.
   */
  equalities: EqualityFilter | null;
  /** An exact total kept by the database for this very selection, asked before counting (store.ts). */
  maintainedTotal?: (orm: Orm) => Promise<number>;
  /**
   * Set on the resource's plain list (no filter, search or trash) in one order: its page statement then
   * depends on the resource and `key` alone and is prepared once (store.ts). `where` is the condition it
   * was made with: once anything narrows or replaces the query's `where`, the list is no longer plain.
   */
  plain?: { key: string; where: SQL | undefined };
}

export interface PrefixSearch {
  column: AnyPgColumn;
  /** Lower-cased, as the indexes hold the values. */
  needle: string;
  prefix: string;
  /** The search's own condition ("contains"). */
  matches: SQL;
  /** Every condition of the list but the search itself. */
  others: SQL | undefined;
  /**
   * The field's `searchGroupLength` when the list is read in its default order and the groups index (the
   * group, then that order) exists to serve it (`indexedSearchGroup`); null otherwise.
   */
  groupLength: number | null;
  /** No condition but the search and the live rows' (which the groups index holds alone). */
  searchAlone: boolean;
}

export type EqualityFilter = Readonly<Record<string, readonly (string | number)[]>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const scalar = (value: unknown): string | number | boolean => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw badRequest('validation.badFilter');
};

/** Ids and numbers are checked here so a bad filter is a 400, not a database error. */
function numericFilter(field: Field, value: string | number | boolean): string | number {
  if (!['integer', 'number', 'reference', 'references'].includes(field.kind)) return String(value);
  const n = Number(value);
  if (typeof value === 'boolean' || Number.isNaN(n)) throw badRequest('validation.badFilter');
  return n;
}

/** Anywhere in the text; indexed fields are compared lowercased, the expression of their trigram index. */
const matches = (field: Field, column: AnyPgColumn, text: string) =>
  field.search === 'indexed'
    ? sql`lower(${column}) LIKE ${`%${text}%`}`
    : sql`${column} ILIKE ${`%${text}%`}`;

/** A many-to-many filter: the record links to any of the given targets. */
export type LinkFilter = (key: string, ids: (string | number)[]) => SQL;

/**
 * Names of the reference data (translatable fields) sort by ICU's root collation (CLDR), the same for
 * French, English and Arabic and present in PostgreSQL and PGlite alike: "Équins" among the E's, not
 * after "Volailles" as in byte order. Read in another language than the default one, the sort is on the
 * translation, falling back to the default. Reference tables hold dozens of rows: no index is needed.
 * The root collation tells the alef's hamza forms apart as letters; Arabic dictionaries sort أ إ آ as ا.
 */
const COLLATION = sql.raw('"und-x-icu"');
const alefAsOne = (expression: SQL) => sql`translate(${expression}, 'أإآ', 'ااا')`;

function translatedSort(
  resource: Resource,
  table: AnyTable,
  key: string,
  language: DataLanguage,
): SQL | null {
  const field = resource.fields[key];
  if (field?.kind !== 'translatable') return null;
  const translation = translationKey(key, language);
  const expression =
    language === DEFAULT_DATA_LANGUAGE || !resource.fields[translation]
      ? sql`lower(${columnOf(table, key)})`
      : translatedColumn(table, key, translation);
  const letters = language === 'ar' ? alefAsOne(expression) : expression;
  return sql`(${letters} COLLATE ${COLLATION})`;
}

/**
 * Turns ra-data-simple-rest's `sort`, `range` and `filter` parameters into SQL for one resource;
 * `language` is the reader's, for translatable fields. Their content was checked against the resource's
 * schemas by `decodeListParams`.
 */
export function parseListQuery(
  resource: Resource,
  table: AnyTable,
  params: ListParams,
  linkFilter: LinkFilter,
  language: DataLanguage = DEFAULT_DATA_LANGUAGE,
): ListQuery {
  const col = (key: string) => columnOf(table, key);

  const sortParam = params.sort ?? resource.defaultSort;
  if (!Array.isArray(sortParam) || typeof sortParam[0] !== 'string') throw badRequest('validation.badSort');
  const [sortField, sortOrder = 'ASC'] = sortParam;
  const sortable = IMPLICIT_SORTS.includes(sortField) || resource.fields[sortField]?.sort;
  if (!sortable || !['ASC', 'DESC'].includes(String(sortOrder).toUpperCase()))
    throw badRequest('validation.badSort');
  const descending = String(sortOrder).toUpperCase() === 'DESC';
  const direction = descending ? desc : asc;
  // A unique text sorts by its unique index's expression and has no ties; otherwise the id breaks ties so
  // pages never overlap.
  // Sortable and not a field of the resource: created_at or updated_at.
  const sorted = resource.fields[sortField];
  const translated = translatedSort(resource, table, sortField, language);
  const idKey = sortKey(col('id'), 'integer', descending);
  // Ties on a column with few values (a species, a status) are broken by the creation time, then the id,
  // in the sort's direction: the order of the (column, created_at, id) indexes (migration 0023), which
  // one index scan serves. Broken by the id alone, a species' 300,000 rows were sorted for each page.
  const createdKey =
    sortField !== 'created_at' && table.created_at
      ? [sortKey(col('created_at'), 'datetime', descending)]
      : [];
  const order: SortKey[] =
    sortField === 'id'
      ? [idKey]
      : translated
        ? [sortKey(translated, 'text', descending, true), idKey]
        : sorted?.unique && isText(sorted)
          ? [sortKey(sql`lower(${col(sortField)})`, 'text', descending, !col(sortField).notNull)]
          : [
              sortKey(col(sortField), sorted ? keyKindOf(sorted) : 'datetime', descending),
              ...createdKey,
              idKey,
            ];
  const orderBy = order.map((key) => direction(key.expression));

  const filter = params.filter ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter)) throw badRequest('validation.badFilter');
  // getMany asks for a list of ids without a range: answer all of them, not a first page.
  const wanted = Array.isArray(filter.id) ? filter.id.length : DEFAULT_PAGE_SIZE;
  const rangeParam = params.range ?? [0, Math.max(wanted, 1) - 1];
  if (
    !Array.isArray(rangeParam) ||
    rangeParam.length !== 2 ||
    !rangeParam.every((n) => Number.isInteger(n) && n >= 0)
  ) {
    throw badRequest('validation.badFilter');
  }
  const [start, end] = rangeParam;
  const limit = Math.min(Math.max(end - start + 1, 1), MAX_PAGE_SIZE);
  const conditions: (SQL | undefined)[] = [];
  let trashed: unknown;
  let indexedSearch = false;
  let searchCondition: SQL | undefined;
  let prefixed: ReturnType<typeof prefixedNeedle> = null;
  const equalities: Record<string, (string | number)[]> = {};
  let onlyEqualities = true;

  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const [, name, op] = /^(.+)_(gte|lte)$/.exec(key) ?? [];
    // Only the fields' own filters below are equalities; a search, ids, a range or the trash are not.
    if (['trashed', 'q', 'id'].includes(key) || (name && op)) onlyEqualities = false;
    if (key === 'trashed') {
      trashed = value;
      continue;
    }
    if (key === 'q') {
      const needle = String(scalar(value)).trim().toLowerCase();
      const text = escapeLike(needle);
      searchCondition = or(...resource.searchFields.map((f) => matches(fieldOf(resource, f), col(f), text)));
      conditions.push(searchCondition);
      indexedSearch = resource.searchFields.some((f) => fieldOf(resource, f).search === 'indexed');
      prefixed = prefixedNeedle(resource, needle);
      continue;
    }
    if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(Number);
      if (ids.some((id) => !Number.isSafeInteger(id))) throw badRequest('validation.badFilter');
      conditions.push(inArray(col('id'), ids));
      continue;
    }
    if (name && op) {
      const field = resource.fields[name];
      if (!(['created_at', 'updated_at'].includes(name) || (field?.filter && RANGE_KINDS.has(field.kind)))) {
        throw badRequest('validation.badFilter');
      }
      if (field?.kind === 'date') {
        // A calendar day compares as a day: no time of day, no time zone.
        const day = String(scalar(value)).slice(0, 10);
        if (!DAY.test(day) || Number.isNaN(Date.parse(day))) throw badRequest('validation.badFilter');
        conditions.push(op === 'gte' ? gte(col(name), day) : lte(col(name), day));
        continue;
      }
      const bound =
        field && field.kind !== 'datetime' ? Number(scalar(value)) : new Date(String(scalar(value)));
      if (typeof bound === 'number' ? Number.isNaN(bound) : Number.isNaN(bound.getTime()))
        throw badRequest('validation.badFilter');
      // A bare day as an upper bound includes the whole of that day.
      const wholeDay = op === 'lte' && typeof value === 'string' && DAY.test(value);
      if (wholeDay) conditions.push(lt(col(name), new Date(Date.parse(value) + 86_400_000)));
      else conditions.push(op === 'gte' ? gte(col(name), bound) : lte(col(name), bound));
      continue;
    }
    const field = resource.fields[key];
    if (!field?.filter) throw badRequest('validation.badFilter');
    const values = (Array.isArray(value) ? value : [value]).map((v) => numericFilter(field, scalar(v)));
    equalities[key] = values;
    if (field.kind === 'references') conditions.push(linkFilter(key, values));
    else if (field.kind === 'multiEnum')
      // Holds any of the values: the array overlap operator, served by the column's GIN index.
      conditions.push(
        sql`${col(key)} && ARRAY[${sql.join(
          values.map((v) => sql`${String(v)}`),
          sql`, `,
        )}]::text[]`,
      );
    else if (field.kind === 'boolean') conditions.push(eq(col(key), String(values[0]) === 'true'));
    else conditions.push(values.length === 1 ? eq(col(key), values[0]) : inArray(col(key), values));
  }

  // The conditions of the filters and the search, before the trash's: none makes a plain list; the search
  // alone, on live rows, is what the groups index serves.
  const filtered = conditions.length;
  const liveRows = trashed !== 'only' && trashed !== 'with';
  const plain = filtered === 0 && trashed === undefined;
  if (resource.softDelete) {
    if (trashed === 'only') conditions.push(isNotNull(col('deleted_at')));
    else if (trashed !== 'with') conditions.push(isNull(col('deleted_at')));
  }
  const where = and(...conditions);
  return {
    where,
    orderBy,
    order,
    offset: start,
    limit,
    indexedSearch,
    prefixSearch:
      prefixed && searchCondition
        ? {
            column: col(prefixed.key),
            needle: prefixed.needle,
            prefix: prefixed.prefix,
            matches: searchCondition,
            others: and(...conditions.filter((c) => c !== searchCondition)),
            groupLength:
              sortField === resource.defaultSort[0]
                ? indexedSearchGroup(resource, table, prefixed.key)
                : null,
            searchAlone: filtered === 1 && liveRows,
          }
        : undefined,
    equalities: onlyEqualities ? equalities : null,
    // The order is made of the sort's field and direction and the reader's language, nothing else.
    plain: plain ? { key: `${sortField} ${descending ? 'desc' : 'asc'} ${language}`, where } : undefined,
  };
}

/** The search field and its prefix when the resource searches one field and the needle starts with its prefix. */
function prefixedNeedle(resource: Resource, needle: string) {
  const [key, ...more] = resource.searchFields;
  const field = key ? fieldOf(resource, key) : undefined;
  const prefix = field?.kind === 'text' ? field.searchPrefix?.toLowerCase() : undefined;
  return key && !more.length && prefix && needle.startsWith(prefix) ? { key, prefix, needle } : null;
}

/** The list within one more condition (the viewer's own records, their areas). */
export function narrow(query: ListQuery, condition: SQL | undefined): void {
  if (!condition) return;
  query.plain = undefined;
  query.where = and(query.where, condition);
  if (query.prefixSearch) {
    query.prefixSearch.others = and(query.prefixSearch.others, condition);
    query.prefixSearch.searchAlone = false;
  }
}
