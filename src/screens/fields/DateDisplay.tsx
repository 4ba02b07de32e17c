import { useLocaleState, useRecordContext } from 'react-admin';
import type { DisplayProps } from './types';

/** A calendar day in the reader's language; read as UTC so no time zone moves it to the day before. */
export function DateDisplay({ source }: DisplayProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (typeof value !== 'string' || !value) return null;
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return <span>{value}</span>;
  return (
    <time dateTime={value.slice(0, 10)}>
      {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day)}
    </time>
  );
}
