/**
 * The ancestry a new record copies from its place — a registration's municipality, department and
 * province from its village — read from the import's reference indexes, which hold every level already.
 * Sent with the row, the database's insert trigger has nothing to look up per row; the database still
 * checks it once per statement and corrects a wrong one (drizzle/0054).
 */
import { ancestryOf, type Resource } from '../../resources/kit';
import type { ReferenceIndexes } from './reference-index';

export interface CopiedAncestry {
  /** The record's own place field (village_id) and the level it names (villages). */
  placeKey: string;
  place: string;
  /** From the place's parent up: each level and the record's read-only field naming it. */
  levels: { resource: string; key: string }[];
}

/** Where a resource copies its place's ancestry, if it does: read-only references to every ancestor. */
export function copiedAncestryOf(registry: readonly Resource[], resource: Resource): CopiedAncestry | null {
  const references = Object.entries(resource.fields).flatMap(([key, field]) =>
    field.kind === 'reference' ? [{ key, target: field.target, readOnly: !!field.readOnly }] : [],
  );
  for (const place of references) {
    if (place.readOnly) continue;
    const chain = ancestryOf(place.target, registry);
    if (!chain.length) continue;
    const levels = [...chain].reverse().map((ancestor) => ({
      resource: ancestor.resource,
      key: references.find((r) => r.readOnly && r.target === ancestor.resource)?.key,
    }));
    if (levels.every((l): l is { resource: string; key: string } => l.key !== undefined))
      return { placeKey: place.key, place: place.target, levels };
  }
  return null;
}

/**
 * The copied fields of a record placed at `placeId` ({municipality_id, department_id, province_id}),
 * or nothing when a level is missing from the indexes (a trashed parent): the database then looks it up.
 */
export async function ancestryValues(
  indexes: ReferenceIndexes,
  copied: CopiedAncestry,
  placeId: unknown,
): Promise<Record<string, number>> {
  if (typeof placeId !== 'number') return {};
  const values: Record<string, number> = {};
  let level = copied.place;
  let id: number = placeId;
  for (const { resource, key } of copied.levels) {
    const parent = (await indexes.index(level)).parentOf(id);
    if (parent === null) return {};
    values[key] = parent;
    level = resource;
    id = parent;
  }
  return values;
}
