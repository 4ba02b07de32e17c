/**
 * Which area an imported outline belongs to: a property equal to the area's reference or code (ISO
 * 3166-2 `shapeISO` of geoBoundaries, a P-code) first, else to its name, compared without case or accents.
 */
import type { OutlineFeature } from './geojson';

export interface MatchableArea {
  id: number;
  name: string;
  keys: string[];
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\s'’-]+/g, ' ')
    .trim()
    .toLowerCase();

export function matchOutlines(features: readonly OutlineFeature[], areas: readonly MatchableArea[]) {
  const byKey = new Map<string, MatchableArea>();
  const byName = new Map<string, MatchableArea>();
  for (const area of areas) {
    for (const key of area.keys) if (key) byKey.set(folded(key), area);
    byName.set(folded(area.name), area);
  }
  const matched = new Map<number, { area: MatchableArea; feature: OutlineFeature }>();
  const unmatched: OutlineFeature[] = [];
  for (const feature of features) {
    const labels = feature.labels.map(folded);
    const area =
      labels.map((l) => byKey.get(l)).find(Boolean) ?? labels.map((l) => byName.get(l)).find(Boolean);
    // Two features for one area: the later one wins (a file listing an area twice is the file's choice).
    if (area) matched.set(area.id, { area, feature });
    else unmatched.push(feature);
  }
  return { matched: [...matched.values()], unmatched };
}
