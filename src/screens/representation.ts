import type { RaRecord } from 'react-admin';
import type { Locale } from '../../i18n/locales';
import type { Resource } from '../../resources';
import { translatedValue } from '../../resources/kit';
import { currentLocale } from '../providers/locale';
import { valueTranslator } from './values/valueTranslators';

/**
 * A field's value as the reader sees it: translatable fields in their language (else the default one), the
 * app's own words (permission names) translated.
 */
export function readableValue(
  resource: Resource,
  record: RaRecord,
  source: string,
  language: Locale = currentLocale(),
): unknown {
  if (resource.fields[source]?.kind === 'translatable') return translatedValue(record, source, language);
  const translator = valueTranslator(resource.name, source);
  const value = record[source];
  return translator && typeof value === 'string' ? translator(value, language) : value;
}

/**
 * Names a record the way its module says (`recordRepresentation` may list several fields separated by a
 * space), in the reader's language.
 */
export function representRecord(
  resource: Resource,
  record: RaRecord | undefined | null,
  language: Locale = currentLocale(),
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
