import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { DisplayProps } from './types';

const LIST_PREVIEW_LENGTH = 80;

/** `dir="auto"`: a French text in the Arabic interface keeps its own direction (its full stop at its end). */
export function LongTextDisplay({ source, variant }: DisplayProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  if (variant === 'show') {
    return (
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Typography>
    );
  }
  const preview = value.length > LIST_PREVIEW_LENGTH ? `${value.slice(0, LIST_PREVIEW_LENGTH)}…` : value;
  return (
    <Typography variant="body2" dir="auto" title={value}>
      {preview}
    </Typography>
  );
}
