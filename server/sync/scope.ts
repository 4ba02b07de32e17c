/**
 * Which locations a phone keeps: those inside the user's areas, below them, and above them (the province
 * of an agent's department names where they work). A national user keeps every location.
 */
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AreaSet, isNational, LEVELS } from '../areas/levels';
import { idsUnder } from '../areas/scope';
import type { CrudRegistry } from '../crud/context';
import { columnOf } from '../db/resource-tables';

/** The ids of the level at depth `to` above the given ids of the level at depth `from` (to < from). */
function idsAbove(reg: CrudRegistry, from: number, ids: readonly number[] | SQL, to: number): SQL {
  const level = LEVELS[from];
  if (!level?.parentKey) throw new Error(`no level above depth ${from}`);
  const table = reg.table(level.resource.name);
  const id = columnOf(table, 'id');
  const where = Array.isArray(ids) ? inArray(id, [...ids]) : sql`${id} IN ${ids}`;
  const parents = sql`(SELECT ${columnOf(table, level.parentKey)} FROM ${table} WHERE ${where})`;
  return from - 1 === to ? parents : idsAbove(reg, from - 1, parents, to);
}

/** The condition on a location level's table keeping what the areas reach; undefined for a national user. */
export function locationScope(reg: CrudRegistry, levelName: string, areas: AreaSet): SQL | undefined {
  if (isNational(areas)) return undefined;
  const depth = LEVELS.findIndex((l) => l.resource.name === levelName);
  const level = LEVELS[depth];
  if (!level) throw new Error(`${levelName} is not a location level`);
  const id = columnOf(reg.table(levelName), 'id');
  const conditions = LEVELS.flatMap((area, areaDepth) => {
    const ids = areas[area.resource.name] ?? [];
    if (!ids.length) return [];
    if (areaDepth === depth) return [inArray(id, [...ids])];
    if (areaDepth < depth) return [inArray(id, idsUnder(reg, areaDepth, ids, depth))];
    return [sql`${id} IN ${idsAbove(reg, areaDepth, ids, depth)}`];
  });
  return or(...conditions) ?? sql`false`;
}
