import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Resource } from '../../resources';
import { humanize } from '../../shared/humanize';

export interface Choice {
  id: string;
  name: string;
}

/**
 * Labels come from `resources.<apiName>.*`: react-admin's own lookup uses the route-shaped resource name
 * and would miss them, so every screen passes explicit labels built here.
 */
export function useResourceTranslate(resource: Resource) {
  const translate = useTranslate();
  return useMemo(() => {
    const base = `resources.${resource.name}`;
    const field = (source: string): string =>
      translate(`${base}.fields.${source}`, {
        _: translate(`app.fields.${source}`, { _: humanize(source) }),
      });
    const value = (source: string, raw: string): string =>
      translate(`${base}.values.${source}.${raw}`, { _: raw });
    const section = (name: string): string => translate(`${base}.sections.${name}`, { _: humanize(name) });
    return {
      field,
      value,
      section,
      choices: (source: string, values: readonly string[]): Choice[] =>
        values.map((raw) => ({ id: raw, name: value(source, raw) })),
      name: (count: number): string =>
        translate(`${base}.name`, {
          smart_count: count,
          _: humanize(count === 1 ? resource.singular : resource.name),
        }),
    };
  }, [translate, resource]);
}
