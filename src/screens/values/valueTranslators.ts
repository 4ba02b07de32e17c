import type { Locale } from '../../../i18n/locales';
import { permissionName } from './permissionName';

type ValueTranslator = (value: string, locale: Locale) => string;

/**
 * Text values that are the app's own words, not users' data, by resource and field: shown in the reader's
 * language wherever the record is named or the field displayed.
 */
const translators: Record<string, Record<string, ValueTranslator>> = {
  permissions: { name: permissionName },
};

export const valueTranslator = (resource: string, source: string): ValueTranslator | undefined =>
  translators[resource]?.[source];
