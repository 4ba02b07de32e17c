import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Resource } from '../../../resources';
import { isRecord } from '../../../shared/narrow';
import { raName } from '../raName';
import { requireResource } from '../requireResource';
import { positionOf } from './position';

const hasCoordinates = (resource: Resource) =>
  Object.values(resource.fields).some((f) => f.kind === 'coordinates');

/** The form's reference to a located record (a registration's village), if any. */
export function locatedReferenceOf(resource: Resource): { key: string; target: Resource } | null {
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.kind === 'reference' && hasCoordinates(requireResource(field.target))) {
      return { key, target: requireResource(field.target) };
    }
  }
  return null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * When the user picks a located record (a village) and the coordinates are still empty, starts them at
 * that record's position: the agent then only nudges them.
 */
export function useCoordinatesFromReference(resource: Resource, source: string) {
  const located = locatedReferenceOf(resource);
  const dataProvider = useDataProvider();
  const { getValues, setValue, getFieldState } = useFormContext();
  const picked = useWatch({ name: located?.key ?? '__none' });

  useEffect(() => {
    if (!located || isBlank(picked) || !getFieldState(located.key).isDirty) return;
    const current: unknown = getValues(source);
    if (isRecord(current) && !isBlank(current.lat) && !isBlank(current.lng)) return;
    let cancelled = false;
    dataProvider
      .getOne(raName(located.target), { id: picked })
      .then(({ data }) => {
        const position = positionOf(data.coordinates);
        if (!cancelled && position) setValue(source, position, { shouldDirty: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [located, picked, source, dataProvider, getValues, setValue, getFieldState]);
}
