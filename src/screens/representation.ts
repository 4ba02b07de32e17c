import type { RaRecord } from 'react-admin';
import type { Resource } from '../../resources';
import { translatedValue } from '../../resources/kit';
import { currentLocale } from '../providers/locale';

/** A field's value as the reader sees it: translatable fields in their language, else the default one. */
export function readableValue(
  resource: Resource,
  record: RaRecord,
  source: string,
  language: string = currentLocale(),
): unknown {
  return resource.fields[source]?.kind === 'translatable'
    ? translatedValue(record, source, language)
    : record[source];
}

/**
 * Names a record the way its module says (`recordRepresentation` may list several fields separated by a
 * space), in the reader's language.
 */
export function representRecord(
  resource: Resource,
  record: RaRecord | undefined | null,
  language: string = currentLocale(),
): string {
  if (!record) return '';
  const text = resource.recordRepresentation
    .split(' ')
    .map((source) => readableValue(resource, record, source, language))
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
  return text || `#${record.id}`;
}

/** For `<Resource recordRepresentation>` in the app shell. */
export const recordRepresentationFor =
  (resource: Resource) =>
  (record: RaRecord): string =>
    representRecord(resource, record);
