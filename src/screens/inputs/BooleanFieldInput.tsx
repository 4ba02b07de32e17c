import { BooleanInput } from 'react-admin';
import type { BooleanField } from '../../../resources/kit';
import type { InputProps } from './types';

/** A yes/no switch; an absent value reads as the declared default. */
export function BooleanFieldInput({ source, label, field }: InputProps<BooleanField>) {
  return <BooleanInput source={source} label={label} defaultValue={field.default ?? false} />;
}
