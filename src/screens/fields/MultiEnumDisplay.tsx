import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useResourceTranslate } from '../useResourceTranslate';
import type { DisplayProps } from './types';

export function MultiEnumDisplay({ source, resource }: DisplayProps) {
  const record = useRecordContext();
  const t = useResourceTranslate(resource);
  const values: unknown = record?.[source];
  if (!Array.isArray(values) || !values.length) return null;
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5} component="span">
      {values.map((value) => (
        <Chip
          key={String(value)}
          component="span"
          size="small"
          variant="outlined"
          label={t.value(source, String(value))}
        />
      ))}
    </Stack>
  );
}
