/**
 * The labels a resource module carries (`labels` in `defineResource`) under `resources.{name}` of each
 * language's catalogue. The catalogue's own entries win, so it can override a module's wording.
 */
import type { Resource, ResourceLabels } from '../resources/kit';
import type { Locale } from './locales';
import type { Messages } from './types';

type ResourceMessages = Record<string, { name?: string; fields?: object; values?: object }>;

/**
 * Polyglot's plural phrase of a resource name. Arabic's rule has six forms (0, 1, 2, 3–10, 11–99, 100+)
 * and a missing form falls back to the first: the name is the singular for 1, the plural otherwise.
 */
export const pluralPhrase = (locale: Locale, name: ResourceLabels['name']): string => {
  if (typeof name === 'string') return name;
  const { one, other } = name;
  const forms = locale === 'ar' ? [other, one, other, other, other, other] : [one, other];
  return forms.join(' |||| ');
};

export function withRegistryLabels(
  locale: Locale,
  catalogue: Messages,
  registry: readonly Resource[],
  commonFields: Record<string, string>,
): Messages {
  const own = catalogue.resources as ResourceMessages;
  const merged: ResourceMessages = { ...own };
  for (const resource of registry) {
    const labels = resource.labels[locale];
    if (!labels) continue;
    const overrides = own[resource.name] ?? {};
    merged[resource.name] = {
      name: overrides.name ?? pluralPhrase(locale, labels.name),
      fields: { ...commonFields, ...labels.fields, ...overrides.fields },
      values: mergeValues(labels.values, overrides.values as ResourceLabels['values']),
    };
  }
  return { ...catalogue, resources: merged } as Messages;
}

function mergeValues(base: ResourceLabels['values'] = {}, overrides: ResourceLabels['values'] = {}) {
  const keys = new Set([...Object.keys(base), ...Object.keys(overrides)]);
  return Object.fromEntries([...keys].map((key) => [key, { ...base[key], ...overrides[key] }]));
}
