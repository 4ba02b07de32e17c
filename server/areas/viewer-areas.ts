/**
 * The signed-in user's areas as people read them: each area with its name and the chain of places above it
 * (Hadjer-Lamis › Dababa), for the profile and for the pickers that propose the user's areas first.
 */
import { inArray } from 'drizzle-orm';
import type { CrudRegistry } from '../crud/context';
import { idOf } from '../db/query';
import { columnOf } from '../db/resource-tables';
import { type AreaSet, LEVELS } from './levels';
import { chainOf } from './scope';

export interface Place {
  /** The level's resource: provinces, departments, municipalities, villages. */
  level: string;
  id: number;
  name: string;
}

/** One of the user's areas and the places it lies in, top first, ending with itself. */
export interface ViewerArea extends Place {
  path: Place[];
}

async function namesOf(reg: CrudRegistry, level: string, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const table = reg.table(level);
  const rows = await reg.orm
    .select({ id: columnOf(table, 'id'), name: columnOf(table, 'name') })
    .from(table)
    .where(inArray(columnOf(table, 'id'), [...ids]));
  return new Map(rows.map((row) => [idOf(row), String(row.name)]));
}

/** The areas, top level first then by name; none for a national user. */
export async function viewerAreas(reg: CrudRegistry, areas: AreaSet): Promise<ViewerArea[]> {
  const chains: Map<string, number>[] = [];
  for (const level of LEVELS)
    for (const id of areas[level.resource.name] ?? [])
      chains.push(await chainOf(reg, reg.orm, level.resource.name, id));
  const names = new Map<string, Map<number, string>>();
  for (const level of LEVELS) {
    const name = level.resource.name;
    const ids = [...new Set(chains.flatMap((chain) => (chain.has(name) ? [chain.get(name)!] : [])))];
    names.set(name, await namesOf(reg, name, ids));
  }
  const placeOf = (level: string, id: number): Place => ({
    level,
    id,
    name: names.get(level)?.get(id) ?? String(id),
  });
  return chains
    .map((chain) => {
      const path = LEVELS.filter((l) => chain.has(l.resource.name)).map((l) =>
        placeOf(l.resource.name, chain.get(l.resource.name)!),
      );
      return { ...path.at(-1)!, path };
    })
    .sort((a, b) => a.path.length - b.path.length || a.name.localeCompare(b.name));
}
