import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources';
import { isRecord } from '../../../shared/narrow';
import { CASCADE_PREFIX } from '../inputs/useSeedAncestry';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const isBlankCoordinates = (value: unknown) =>
  !value || (isRecord(value) && isBlank(value.lat) && isBlank(value.lng));

/**
 * Shapes form values into a request body: the ancestor pickers' helper values go, an empty password (or its confirmation) means "unchanged",
 * blank coordinates mean none, and an edit always carries the `updated_at` it was loaded with so the
 * API can answer 409 to a stale write.
 */
export function transformFor(resource: Resource) {
  return (data: RaRecord, options?: { previousData?: RaRecord }): RaRecord => {
    const body: RaRecord = { ...data };
    delete body[CASCADE_PREFIX];
    for (const [name, field] of Object.entries(resource.fields)) {
      if ((field.kind === 'password' || field.virtual) && isBlank(body[name])) delete body[name];
      if (field.kind === 'coordinates' && name in body && isBlankCoordinates(body[name])) body[name] = null;
    }
    const loadedVersion = options?.previousData?.updated_at;
    if (loadedVersion !== undefined) body.updated_at = loadedVersion;
    return body;
  };
}
