import type { Resource } from '../../resources/kit';
import type { Database, Orm, RowReader } from '../db/connect';
import type { AnyTable } from '../db/resource-tables';
import { buildRegistryTables } from '../db/schema';

/** Everything the generic CRUD code needs to know about one registry. */
export interface CrudRegistry {
  orm: Orm;
  resources: readonly Resource[];
  table(name: string): AnyTable;
  link(through: string): AnyTable;
  resource(name: string): Resource;
  /** Runs a request's reads on one connection, cancelled when `signal` aborts (Database.withConnection). */
  withConnection<T>(run: (orm: Orm) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Rows as arrays, and a cursor on PostgreSQL (Database.rows): what exports read. */
  rows: RowReader;
  /** Fields of other resources that point at this one: what blocks a delete. */
  referencesTo(name: string): { resource: Resource; key: string; through?: string }[];
}

export function createCrudRegistry(
  { orm, withConnection, rows }: Pick<Database, 'orm' | 'withConnection' | 'rows'>,
  resources: readonly Resource[],
): CrudRegistry {
  const { tables, links } = buildRegistryTables(resources);
  const byName = new Map(resources.map((r) => [r.name, r]));
  const get = <T>(map: Map<string, T>, key: string) => {
    const value = map.get(key);
    if (!value) throw new Error(`unknown ${key}`);
    return value;
  };
  return {
    orm,
    resources,
    withConnection,
    rows,
    table: (name) => get(tables, name),
    link: (through) => get(links, through),
    resource: (name) => get(byName, name),
    referencesTo: (name) =>
      resources.flatMap((resource) =>
        Object.entries(resource.fields).flatMap(([key, field]) => {
          if (
            field.kind === 'reference' &&
            field.target === name &&
            (field.onDelete ?? 'restrict') === 'restrict'
          ) {
            return [{ resource, key }];
          }
          if (field.kind === 'references' && field.target === name)
            return [{ resource, key, through: field.through }];
          return [];
        }),
      ),
  };
}
