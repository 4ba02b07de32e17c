import { BooleanInput } from 'react-admin';
import type { BooleanField } from '../../../resources/kit';
import type { InputProps } from './types';

/** A yes/no switch; an absent value reads as the declared default. */
export function BooleanFieldInput(props: InputProps) {
  const field = props.field as BooleanField;
  return <BooleanInput source={props.source} label={props.label} defaultValue={field.default ?? false} />;
}
