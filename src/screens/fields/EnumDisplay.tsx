import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useResourceTranslate } from '../useResourceTranslate';
import type { DisplayProps } from './types';

/** Status colours shared by every enum that carries one of these values. */
const colourByValue: Record<string, ChipProps['color']> = {
  waiting: 'warning',
  finished: 'success',
  canceled: 'default',
  active: 'success',
  disabled: 'default',
};

export function EnumDisplay({ source, resource }: DisplayProps) {
  const record = useRecordContext();
  const t = useResourceTranslate(resource);
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  // A span, as every display of a value: a phone list's row shows it inside its secondary text's <p>.
  return (
    <Chip
      component="span"
      size="small"
      label={t.value(source, String(value))}
      color={colourByValue[value] ?? 'default'}
    />
  );
}
