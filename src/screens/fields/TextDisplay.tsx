import { TextField } from 'react-admin';
import type { DisplayProps } from './types';

export function TextDisplay({ source }: DisplayProps) {
  return <TextField source={source} />;
}
