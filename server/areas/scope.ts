/**
 * Area scoping (DESIGN §7): a viewer with areas reads located records (registrations) only inside them and
 * their descendants, and writes nothing outside them. Reads are one SQL condition; writes walk the record's
 * ancestry (a few primary-key look-ups).
 */
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containerOf, type Resource } from '../../resources/kit';
import { numbersOf } from '../../shared/narrow';
import type { CrudRegistry } from '../crud/context';
import type { Orm } from '../db/connect';
import { idValue } from '../db/query';
import { columnOf } from '../db/resource-tables';
import { type AreaSet, areaField, isNational, LEVELS, type Level, levelOf, placeOf } from './levels';

const depth = (level: Level) => LEVELS.indexOf(level);
const NOTHING = sql`false`;

/** The level references a located resource holds, top first (registrations: province_id … village_id). */
const levelKeys = (resource: Resource) =>
  LEVELS.filter((level) => {
    const field = resource.fields[level.key];
    return field?.kind === 'reference' && field.target === level.resource.name;
  });

/** The ids of the locations of level `to` lying under the given ids of level `from`: a nested subquery. */
export function idsUnder(reg: CrudRegistry, from: number, ids: readonly number[], to: number): SQL {
  const level = LEVELS[to];
  if (!level?.parentKey) throw new Error(`no level under ${from} at depth ${to}`);
  const table = reg.table(level.resource.name);
  const parent = columnOf(table, level.parentKey);
  const parents =
    to - 1 === from ? inArray(parent, [...ids]) : inArray(parent, idsUnder(reg, from, ids, to - 1));
  return sql`(SELECT ${columnOf(table, 'id')} FROM ${table} WHERE ${parents})`;
}

/** The ids of the locations of level `to` above the given ids of level `from`: a nested subquery. */
function idsAbove(reg: CrudRegistry, from: number, ids: readonly number[] | SQL, to: number): SQL {
  const level = LEVELS[from];
  if (!level?.parentKey) throw new Error(`no level above ${from}`);
  const table = reg.table(level.resource.name);
  const parents = sql`(SELECT ${columnOf(table, level.parentKey)} FROM ${table} WHERE ${inArray(
    columnOf(table, 'id'),
    Array.isArray(ids) ? [...ids] : ids,
  )})`;
  return from - 1 === to ? parents : idsAbove(reg, from - 1, parents, to);
}

/**
 * Rows placed above the areas: no place at all (the whole country), or their deepest place an ancestor of
 * one of the areas (a province's rule, for a viewer holding one of its departments).
 */
function aboveAreas(reg: CrudRegistry, resource: Resource, areas: AreaSet): SQL {
  const table = reg.table(resource.name);
  const keys = levelKeys(resource);
  const unplacedBelow = (from: number) =>
    keys.filter((key) => depth(key) > from).map((key) => isNull(columnOf(table, key.key)));
  const conditions: SQL[] = [and(...unplacedBelow(-1)) ?? sql`true`];
  for (const level of LEVELS) {
    const ids = areas[level.resource.name] ?? [];
    if (!ids.length) continue;
    for (const key of keys.filter((k) => depth(k) < depth(level)))
      conditions.push(
        and(
          inArray(columnOf(table, key.key), idsAbove(reg, depth(level), ids, depth(key))),
          ...unplacedBelow(depth(key)),
        )!,
      );
  }
  return or(...conditions)!;
}

/**
 * The condition keeping a located resource's rows inside the areas (and, for a resource readable above
 * them, the rows placed above); undefined when nothing is filtered (a national viewer, a resource that is
 * not located).
 */
export function areaReadCondition(reg: CrudRegistry, resource: Resource, areas: AreaSet): SQL | undefined {
  const container = containerOf(resource);
  if (container && !isNational(areas)) return partsInAreas(reg, resource, container, areas);
  if (placeOf(resource) !== 'located' || isNational(areas)) return undefined;
  const inside = insideAreas(reg, resource, areas);
  return resource.readableAboveAreas ? or(inside, aboveAreas(reg, resource, areas)) : inside;
}

function insideAreas(reg: CrudRegistry, resource: Resource, areas: AreaSet): SQL {
  const table = reg.table(resource.name);
  const keys = levelKeys(resource);
  const deepest = keys.at(-1);
  if (!deepest) return NOTHING;
  const conditions: SQL[] = [];
  for (const level of LEVELS) {
    const ids = areas[level.resource.name] ?? [];
    if (!ids.length) continue;
    if (keys.includes(level)) conditions.push(inArray(columnOf(table, level.key), [...ids]));
    else if (depth(level) < depth(deepest))
      conditions.push(
        inArray(columnOf(table, deepest.key), idsUnder(reg, depth(level), ids, depth(deepest))),
      );
    // An area finer than what the resource records (a village, for a province-wide record) holds none of it.
  }
  return or(...conditions) ?? NOTHING;
}

/** A child collection's records lie where their parent does (a sample, where its registration is). */
function partsInAreas(
  reg: CrudRegistry,
  resource: Resource,
  container: { target: string; key: string },
  areas: AreaSet,
): SQL | undefined {
  const parent = reg.resource(container.target);
  const inside = areaReadCondition(reg, parent, areas);
  if (!inside) return undefined;
  const parents = reg.table(parent.name);
  return inArray(
    columnOf(reg.table(resource.name), container.key),
    sql`(SELECT ${columnOf(parents, 'id')} FROM ${parents} WHERE ${inside})`,
  );
}

/** A location and its ancestors, by level name: {villages: 12, municipalities: 4, departments: 2, provinces: 1}. */
export async function chainOf(reg: CrudRegistry, orm: Orm, levelName: string, id: number) {
  const chain = new Map<string, number>();
  let level = levelOf(levelName);
  let current: number | null = id;
  while (level && current !== null) {
    chain.set(level.resource.name, current);
    if (!level.parentKey) break;
    const table = reg.table(level.resource.name);
    const [row] = await orm
      .select({ parent: columnOf(table, level.parentKey) })
      .from(table)
      .where(eq(columnOf(table, 'id'), current));
    current = idValue(row?.parent);
    level = LEVELS[depth(level) - 1];
  }
  return chain;
}

const inside = (chain: Map<string, number>, areas: AreaSet) =>
  [...chain].some(([name, id]) => (areas[name] ?? []).includes(id));

/** The chain of a record's place: a location is its own place, a located record lies at its deepest set key. */
async function placeChain(reg: CrudRegistry, orm: Orm, resource: Resource, record: Record<string, unknown>) {
  const level = levelOf(resource.name);
  if (level) {
    const parent = level.parentKey ? idValue(record[level.parentKey]) : null;
    const parentLevel = LEVELS[depth(level) - 1];
    const chain =
      parent && parentLevel ? await chainOf(reg, orm, parentLevel.resource.name, parent) : new Map();
    if (typeof record.id === 'number') chain.set(level.resource.name, record.id);
    return chain;
  }
  // The deepest level the record names: a rule or alert may sit at any level, a registration at its village.
  const deepest = levelKeys(resource)
    .filter((l) => !resource.fields[l.key]?.readOnly && record[l.key] != null)
    .at(-1);
  const id = deepest ? idValue(record[deepest.key]) : null;
  return deepest && id ? chainOf(reg, orm, deepest.resource.name, id) : new Map<string, number>();
}

/** The areas a record holds itself (a user's), as chains. */
async function heldAreas(reg: CrudRegistry, orm: Orm, record: Record<string, unknown>) {
  const chains: Map<string, number>[] = [];
  for (const level of LEVELS) {
    for (const id of numbersOf(record[areaField(level)]))
      chains.push(await chainOf(reg, orm, level.resource.name, id));
  }
  return chains;
}

const holdsAreas = (resource: Resource) =>
  LEVELS.some((level) => resource.fields[areaField(level)]?.kind === 'references');

/**
 * Whether a viewer with these areas may write this state of a record (before or after the change): a
 * location or located record must lie inside the areas; a user they manage must hold areas, all inside
 * theirs (a national account is beyond a provincial manager). National reference data is not located.
 */
export async function mayWrite(
  reg: CrudRegistry,
  orm: Orm,
  resource: Resource,
  areas: AreaSet,
  record: Record<string, unknown>,
): Promise<boolean> {
  if (isNational(areas)) return true;
  const container = containerOf(resource);
  if (container) {
    // A part is written where its parent lies (its id checked on the parent's own place).
    const parentId = record[container.key];
    if (typeof parentId !== 'number') return true;
    const parent = reg.resource(container.target);
    const [row] = await orm
      .select()
      .from(reg.table(parent.name))
      .where(eq(columnOf(reg.table(parent.name), 'id'), parentId));
    return !row || mayWrite(reg, orm, parent, areas, row);
  }
  if (placeOf(resource) !== 'national') return inside(await placeChain(reg, orm, resource, record), areas);
  if (holdsAreas(resource)) {
    const held = await heldAreas(reg, orm, record);
    return held.length > 0 && held.every((chain) => inside(chain, areas));
  }
  return true;
}

/**
 * The areas as a condition over a table carrying every level key (registrations: province_id …
 * village_id), under an alias; undefined for a national viewer.
 */
export function registrationsInAreas(alias: string, areas: AreaSet): SQL | undefined {
  if (isNational(areas)) return undefined;
  const parts = LEVELS.flatMap((level) => {
    const ids = areas[level.resource.name] ?? [];
    return ids.length
      ? [
          sql`${sql.identifier(alias)}.${sql.identifier(level.key)} IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ]
      : [];
  });
  return sql`(${sql.join(parts, sql` OR `)})`;
}
