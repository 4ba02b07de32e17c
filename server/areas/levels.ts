/**
 * The location hierarchy of the registry (provinces › departments › municipalities › villages), read from
 * the `parent` references of the resource modules, and where each resource sits in it.
 */
import { resources } from '../../resources';
import { ancestryOf, type Resource } from '../../resources/kit';
import { foreignKey } from '../db/resource-tables';

/** A user's areas by level (resource name): ids of provinces, departments… Empty everywhere: national. */
export type AreaSet = Readonly<Record<string, readonly number[]>>;

export interface Level {
  /** The level's resource (provinces). */
  resource: Resource;
  /** Its key in other tables (province_id). */
  key: string;
  /** The key of its parent in its own table (department_id for municipalities), null at the top. */
  parentKey: string | null;
}

function levelsOf(registry: readonly Resource[]): Level[] {
  const deepest = [...registry].sort(
    (a, b) => ancestryOf(b.name, registry).length - ancestryOf(a.name, registry).length,
  )[0];
  if (!deepest) return [];
  // For villages: provinces (by province_id in departments), departments, municipalities.
  const chain = ancestryOf(deepest.name, registry);
  const names = [...chain.map((a) => a.resource), deepest.name];
  return names.map((name, i) => {
    const resource = registry.find((r) => r.name === name)!;
    return { resource, key: foreignKey(resource), parentKey: chain[i - 1]?.key ?? null };
  });
}

export const LEVELS: readonly Level[] = levelsOf(resources);

export const levelOf = (name: string) => LEVELS.find((l) => l.resource.name === name);

/** The user field holding their areas of a level: province_ids for provinces. */
export const areaField = (level: Level) => `${level.resource.singular}_ids`;

export const isNational = (areas: AreaSet) => LEVELS.every((l) => !(areas[l.resource.name]?.length ?? 0));

/**
 * How a resource relates to areas: a level itself (its writes are scoped, its reads stay open for the
 * pickers), located (it references a level: registrations, outbreaks — reads and writes scoped), or
 * national reference data (species, roles: permissions only).
 */
export function placeOf(resource: Resource): 'level' | 'located' | 'national' {
  if (levelOf(resource.name)) return 'level';
  // Read-only references count too: alerts are placed by the server, never by a form.
  const located = Object.values(resource.fields).some((f) => f.kind === 'reference' && !!levelOf(f.target));
  return located ? 'located' : 'national';
}
