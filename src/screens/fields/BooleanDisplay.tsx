import { useRecordContext, useTranslate } from 'react-admin';
import type { DisplayProps } from './types';

/** Yes / No in words (not an icon only), so it reads the same to a screen reader and in an export. */
export function BooleanDisplay({ source }: DisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === null || value === undefined) return null;
  return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}
