/**
 * Whether a record of a resource readable above the viewer's areas (alert rules) is theirs to change: the
 * server lets an area-limited manager read the national rules and those of the places above their areas,
 * but write only inside them (403 otherwise), so the screens offer no edit or delete there.
 */
import { type Resource, resources } from '../../resources';

/** The key a record holds a place of this level under (provinces: province_id). */
const keyOf = (level: string) => {
  const resource = resources.find((r) => r.name === level);
  return resource ? `${resource.singular}_id` : undefined;
};

export function writableInAreas(
  resource: Resource,
  areas: Record<string, number[]> | undefined,
  record: Record<string, unknown>,
): boolean {
  if (!resource.readableAboveAreas) return true;
  const held = Object.entries(areas ?? {}).filter(([, ids]) => ids.length > 0);
  if (!held.length) return true;
  return held.some(([level, ids]) => {
    const key = keyOf(level);
    const place = key ? record[key] : undefined;
    return typeof place === 'number' && ids.includes(place);
  });
}
