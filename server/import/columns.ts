/**
 * Which column of a file feeds which field. A file's headers are matched to the resource's fields by key
 * or by label in any of the three languages; Kobo/XLSForm exports name columns by group path
 * (`animal/specie`) and add `_uuid`, `_<geopoint>_latitude`…, all recognised. A saved mapping (per
 * source) or the user's choice overrides the suggestion.
 */
import { LOCALES, translate } from '../../i18n';
import { ancestryOf, type Resource } from '../../resources/kit';

/** Header → target: a field key, `coordinates.lat` / `.lng`, or an ancestor key that narrows a look-up. */
export type Mapping = Record<string, string>;

/** Lower case, no accents, no group path, words joined by `_`: "Espèce animale" → "espece_animale". */
export const normaliseHeader = (header: string) =>
  (header.split('/').at(-1) ?? header)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/**
 * What a column may feed: the writable fields, each half of a coordinates field, the fields that find
 * existing records, and the ancestors of referenced locations (a village's municipality, department and
 * province), which only narrow the look-up of a name.
 */
export function importTargets(resource: Resource, registry: readonly Resource[]): string[] {
  const targets = new Set<string>();
  const matchKeys = new Set(resource.importable?.match.flat() ?? []);
  for (const [key, field] of Object.entries(resource.fields)) {
    const writable =
      !field.readOnly && !field.virtual && field.kind !== 'password' && field.kind !== 'changes';
    if (field.kind === 'reference' && writable)
      for (const ancestor of ancestryOf(field.target, registry)) targets.add(ancestor.key);
    if (!writable && !matchKeys.has(key)) continue;
    targets.add(key);
    if (field.kind === 'coordinates') targets.add(`${key}.lat`).add(`${key}.lng`);
  }
  return [...targets];
}

const withoutIdSuffix = (key: string) => key.replace(/_ids?$/, '');

/** The names a column may carry for a target: its key and its labels in every language. */
function namesOf(resource: Resource, registry: readonly Resource[], target: string): Set<string> {
  const [key = target, half] = target.split('.');
  const names = new Set<string>();
  const add = (text: string) => {
    const name = normaliseHeader(text);
    if (name) names.add(name);
  };
  if (half) {
    const word = half === 'lat' ? 'latitude' : 'longitude';
    for (const name of [`${key}_${word}`, word, half, ...(half === 'lng' ? ['lon', 'long'] : [])]) add(name);
    for (const locale of LOCALES) add(translate(locale, `resources.${resource.name}.fields.${word}`));
    return names;
  }
  add(key);
  add(withoutIdSuffix(key));
  add(`${withoutIdSuffix(key)}s`);
  for (const locale of LOCALES) {
    const label = `resources.${resource.name}.fields.${key}`;
    const text = translate(locale, label);
    if (text !== label) add(text);
    const field = resource.fields[key];
    const targetName =
      field?.kind === 'reference' || field?.kind === 'references'
        ? field.target
        : registry.find((r) => r.singular === withoutIdSuffix(key))?.name;
    if (targetName) {
      add(translate(locale, `resources.${targetName}.name`, { smart_count: 1 }));
      add(translate(locale, `resources.${targetName}.name`, { smart_count: 2 }));
    }
  }
  if (resource.fields[key]?.kind === 'coordinates')
    for (const name of ['geolocation', 'geopoint', 'gps']) add(name);
  return names;
}

/** The suggested target of each header (a header that names nothing is left out). */
export function suggestMapping(
  resource: Resource,
  registry: readonly Resource[],
  headers: readonly string[],
): Mapping {
  const targets = importTargets(resource, registry).map((target) => ({
    target,
    names: namesOf(resource, registry, target),
  }));
  const mapping: Mapping = {};
  const used = new Set<string>();
  for (const header of headers) {
    const name = normaliseHeader(header);
    const found = targets.find((t) => !used.has(t.target) && t.names.has(name));
    if (!found) continue;
    mapping[header] = found.target;
    used.add(found.target);
  }
  return mapping;
}

/** A mapping restricted to the file's headers and the resource's targets (unknown entries are dropped). */
export function cleanMapping(
  resource: Resource,
  registry: readonly Resource[],
  headers: readonly string[],
  given: Mapping,
): Mapping {
  const targets = new Set(importTargets(resource, registry));
  return Object.fromEntries(
    Object.entries(given).filter(([header, target]) => headers.includes(header) && targets.has(target)),
  );
}
