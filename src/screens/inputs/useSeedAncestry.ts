import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Ancestor } from '../../../resources/kit';
import { raName } from '../raName';
import { requireResource } from '../requireResource';

/** Form key of the ancestor pickers' values: never saved (the request transform drops it). */
export const CASCADE_PREFIX = '__cascade';

/**
 * On a form that already holds a value (an edit), walks up the hierarchy from it and fills the
 * ancestor pickers, without marking the form dirty.
 */
export function useSeedAncestry(source: string, target: string, ancestry: Ancestor[]) {
  const dataProvider = useDataProvider();
  const { setValue, getValues } = useFormContext();
  const value = useWatch({ name: source });
  // The value whose ancestry is being looked up. A re-render does not restart the walk (its dependencies
  // change identity on renders): only a new value does, and a walk for an older value sets nothing.
  const walking = useRef<unknown>(null);

  useEffect(() => {
    const last = ancestry[ancestry.length - 1];
    if (!value || !last || getValues(`${CASCADE_PREFIX}.${last.resource}`) || walking.current === value)
      return;
    walking.current = value;
    (async () => {
      let resource = target;
      let id: unknown = value;
      const found: [string, unknown][] = [];
      for (const level of [...ancestry].reverse()) {
        if (typeof id !== 'number' && typeof id !== 'string') return;
        const { data } = await dataProvider.getOne(raName(requireResource(resource)), { id });
        id = data[level.key];
        if (walking.current !== value || id === null || id === undefined) return;
        found.push([level.resource, id]);
        resource = level.resource;
      }
      // All levels at once, from the top: set one by one from the bottom, each picker showed disabled (its
      // parent still empty) and then enabled, one request after another.
      for (const [level, levelId] of found.reverse()) {
        setValue(`${CASCADE_PREFIX}.${level}`, levelId, { shouldDirty: false });
      }
    })().catch(() => {
      // A failed lookup may be tried again on the next render.
      if (walking.current === value) walking.current = null;
    });
  }, [value, target, ancestry, dataProvider, setValue, getValues]);
}
