import { is, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Field, type ReferencesField, type Resource, translationKeys } from '../../resources/kit';

// biome-ignore lint/suspicious/noExplicitAny: tables are built at run time from the registry
export type AnyTable = PgTableWithColumns<any>;

/**
 * A column of a table the registry built at run time, checked rather than cast: a key that is not a
 * column is a programming error, and fails here instead of as malformed SQL.
 */
export function columnOf(table: object, key: string): AnyPgColumn {
  const column: unknown = Reflect.get(table, key);
  if (!is(column, PgColumn)) throw new Error(`"${key}" is not a column of this table`);
  return column;
}

/** Column (JS key) names used for a coordinates field. */
export const LAT = 'lat';
export const LNG = 'lng';

export const columnName = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Builds the Drizzle table of a resource from its fields. `resolve` gives the table of a referenced
 * resource, so foreign keys point at real tables (self references are resolved lazily).
 */
export function tableFromResource(resource: Resource, resolve: (name: string) => AnyTable): AnyTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const [key, field] of Object.entries(resource.fields)) {
    Object.assign(columns, fieldColumns(key, field, resolve));
  }
  Object.assign(columns, timestamps());
  if (resource.softDelete) columns.deleted_at = timestamp('deleted_at', { withTimezone: true });

  return pgTable(resource.table, columns, (t) => {
    const extras = [];
    const listSort = plainDefaultSort(resource, t);
    for (const [key, field] of Object.entries(resource.fields)) {
      if (field.kind === 'references' || field.kind === 'coordinates' || field.virtual) continue;
      const col = columnOf(t, key);
      // Any-of filters on a text array (`&&`) are served by a GIN index.
      if (field.kind === 'multiEnum') {
        if (field.filter) extras.push(index(`${resource.table}_${columnName(key)}_idx`).using('gin', col));
        continue;
      }
      if (field.unique) {
        const target: SQL | AnyPgColumn = isText(field) ? sql`lower(${col})` : col;
        extras.push(uniqueIndex(`${resource.table}_${columnName(key)}_unique`).on(target));
      } else if (field.filter && listSort && key !== listSort.key) {
        // A filtered list is read in its default order: the filter's rows come off the index already sorted
        // (the same index serves the filter alone and the foreign key). With the trash time last, the
        // list's capped count (list-total.ts) is an index-only scan: without it the planner read the table
        // (1,001 canceled registrations among the newest 12,600 rows: 449 pages, against 43 of the index).
        const trash = resource.softDelete ? [columnOf(t, 'deleted_at')] : [];
        extras.push(
          index(`${resource.table}_${columnName(key)}_idx`).on(
            col,
            listSort.column,
            columnOf(t, 'id'),
            ...trash,
          ),
        );
      } else if (field.kind === 'reference' || field.filter || field.sort) {
        extras.push(index(`${resource.table}_${columnName(key)}_idx`).on(col));
      }
    }
    for (const [key, field] of Object.entries(resource.fields)) {
      if (field.search !== 'indexed') continue;
      const col = columnOf(t, key);
      extras.push(
        index(`${resource.table}_${columnName(key)}_trigram_idx`).using(
          'gin',
          sql`lower(${col}) gin_trgm_ops`,
        ),
      );
      if (field.kind === 'text' && field.searchPrefix) {
        const name = `${resource.table}_${columnName(key)}`;
        // The value itself is a key too: PostgreSQL reads an index-only scan's filter on lower(ref) from it.
        const keys = index(`${name}_prefix_keys_idx`).on(
          sql`lower(${col}) text_pattern_ops`,
          col,
          ...(listSort ? [listSort.column] : []),
          columnOf(t, 'id'),
        );
        const live = (built: typeof keys) =>
          resource.softDelete ? built.where(sql`${columnOf(t, 'deleted_at')} IS NULL`) : built;
        extras.push(
          live(keys),
          index(`${name}_inside_idx`)
            .using('gin', sql`lower(${col}) gin_trgm_ops`)
            .where(prefixInside(col, field.searchPrefix)),
        );
        const groupLength = indexedSearchGroup(resource, t, key);
        if (groupLength !== null && listSort)
          extras.push(
            live(
              index(`${name}_prefix_groups_idx`).on(
                sql`${searchGroup(col, groupLength)} text_pattern_ops`,
                listSort.column,
                columnOf(t, 'id'),
              ),
            ),
          );
      }
    }
    for (const [key, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'translatable' || field.translationOf || !field.sort) continue;
      for (const { language, key: sibling } of translationKeys(key).slice(1)) {
        extras.push(
          index(`${resource.table}_${columnName(key)}_${language}_sort_idx`).on(
            translatedColumn(t, key, sibling),
          ),
        );
      }
    }
    extras.push(index(`${resource.table}_created_at_idx`).on(columnOf(t, 'created_at')));
    if (resource.softDelete)
      extras.push(index(`${resource.table}_deleted_at_idx`).on(columnOf(t, 'deleted_at')));
    return extras;
  });
}

/** A value's group (`searchGroupLength`), written as the groups index holds it: the length is not a parameter. */
export const searchGroup = (column: AnyPgColumn, length: number): SQL =>
  sql`left(lower(${column}), ${sql.raw(String(length))})`;

/**
 * Values holding a search field's usual prefix past their first character: the few a prefix range cannot
 * find when "contains" is asked for a needle starting with the prefix (the prefix is letters, digits and
 * dashes: nothing to escape). The same text in the index's predicate and in the search lets the planner
 * use that partial index.
 */
export const prefixInside = (column: AnyPgColumn, prefix: string): SQL =>
  sql`lower(${column}) LIKE ${sql.raw(`'_%${prefix.toLowerCase()}%'`)}`;

/**
 * The field's `searchGroupLength` when the groups index is built for it, that is when the list's default
 * sort is a plain column (the index's second key); null otherwise. The list reads the groups only then.
 */
export function indexedSearchGroup(resource: Resource, t: Record<string, unknown>, key: string) {
  const field = resource.fields[key];
  return field?.kind === 'text' && field.searchGroupLength !== undefined && plainDefaultSort(resource, t)
    ? field.searchGroupLength
    : null;
}

/** The column of the resource's default sort when it sorts by the column itself (not lower() or a translation). */
function plainDefaultSort(resource: Resource, t: Record<string, unknown>) {
  const [key] = resource.defaultSort;
  const field = resource.fields[key];
  if (key === 'id' || (field && (isText(field) || field.kind === 'references'))) return null;
  return key in t ? { key, column: columnOf(t, key) } : null;
}

export const isText = (field: Field) =>
  ['text', 'longText', 'email', 'password', 'translatable'].includes(field.kind);

/** A translation with the default language as fallback: what lists sort on in that language. */
export const translatedColumn = (columns: Record<string, unknown>, key: string, translation: string): SQL =>
  sql`lower(coalesce(${columnOf(columns, translation)}, ${columnOf(columns, key)}))`;

function fieldColumns(
  key: string,
  field: Field,
  resolve: (name: string) => AnyTable,
): Record<string, PgColumnBuilderBase> {
  if (field.virtual) return {};
  const name = columnName(key);
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'password':
    case 'translatable': {
      const col = text(name);
      return { [key]: field.required || ('generate' in field && field.generate) ? col.notNull() : col };
    }
    case 'integer': {
      const col = integer(name);
      return { [key]: field.default !== undefined ? col.notNull().default(field.default) : col };
    }
    case 'number':
      return { [key]: doublePrecision(name) };
    case 'enum': {
      const col = text(name);
      return { [key]: field.default !== undefined ? col.notNull().default(field.default) : col };
    }
    case 'reference': {
      if (field.foreignKey === false)
        return { [key]: field.required ? integer(name).notNull() : integer(name) };
      const col = integer(name).references(() => columnOf(resolve(field.target), 'id'), {
        onDelete: field.onDelete ?? 'restrict',
      });
      return { [key]: field.required ? col.notNull() : col };
    }
    case 'coordinates':
      return {
        [LAT]: field.required ? doublePrecision(LAT).notNull() : doublePrecision(LAT),
        [LNG]: field.required ? doublePrecision(LNG).notNull() : doublePrecision(LNG),
      };
    case 'datetime':
      return { [key]: timestamp(name, { withTimezone: true }) };
    case 'date': {
      const col = date(name, { mode: 'string' });
      // Rows written around the API (imports, bulk loads) get the same "today" as the API gives.
      // dashboard_day() is the database's local day, kept in the configured time zone.
      const defaulted = field.default === 'today' ? col.default(sql`dashboard_day(now())`) : col;
      return { [key]: field.required ? defaulted.notNull() : defaulted };
    }
    case 'boolean': {
      const col = boolean(name);
      return { [key]: field.default !== undefined ? col.notNull().default(field.default) : col };
    }
    case 'multiEnum':
      return { [key]: text(name).array().notNull().default(sql`'{}'::text[]`) };
    case 'changes':
      return { [key]: jsonb(name) };
    case 'references':
      return {};
  }
}

/** The column that points at a resource from another table: specie_id, registration_id. */
export const foreignKey = (resource: Resource) => `${resource.singular}_id`;

/**
 * Link table of a many-to-many field: {owner}_id and {target}_id, both cascading (the target's foreign key
 * left out when the field says `foreignKey: false`, the owner's when it says `ownerForeignKey: false`).
 */
export function linkTable(
  owner: Resource,
  target: Resource,
  field: ReferencesField,
  ownerTable: AnyTable,
  targetTable: AnyTable,
) {
  const ownerKey = foreignKey(owner);
  const targetKey = foreignKey(target);
  const targetColumn = integer(targetKey).notNull();
  const ownerColumn = integer(ownerKey).notNull();
  return pgTable(
    field.through,
    {
      [ownerKey]:
        field.ownerForeignKey === false
          ? ownerColumn
          : ownerColumn.references(() => columnOf(ownerTable, 'id'), { onDelete: 'cascade' }),
      [targetKey]:
        field.foreignKey === false
          ? targetColumn
          : targetColumn.references(() => columnOf(targetTable, 'id'), { onDelete: 'cascade' }),
    },
    (t) => [
      primaryKey({ columns: [columnOf(t, ownerKey), columnOf(t, targetKey)] }),
      index(`${field.through}_${targetKey}_idx`).on(columnOf(t, targetKey)),
    ],
  );
}
