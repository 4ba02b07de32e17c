import { TextField } from 'react-admin';
import type { TextField as TextFieldSpec } from '../../../resources/kit';
import type { DisplayProps } from './types';

/** Codes and references (short texts) stay on one line in a list. */
const SHORT_TEXT = 40;

export function TextDisplay({ source, field, variant }: DisplayProps) {
  const { max } = field as TextFieldSpec;
  const oneLine = variant === 'list' && max !== undefined && max <= SHORT_TEXT;
  return <TextField source={source} sx={oneLine ? { whiteSpace: 'nowrap' } : undefined} />;
}
