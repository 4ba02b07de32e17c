import { DateField, useLocaleState } from 'react-admin';
import type { DisplayProps } from './types';

/** Lists show the minute (short styles); the show screen the full time. */
const LIST_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export function DateTimeDisplay({ source, variant }: DisplayProps) {
  const [locale] = useLocaleState();
  return variant === 'list' ? (
    <DateField source={source} showTime locales={locale} options={LIST_STYLE} />
  ) : (
    <DateField source={source} showTime locales={locale} />
  );
}
