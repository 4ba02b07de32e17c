import { DateTimeInput } from 'react-admin';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

export function DateTimeFieldInput(props: InputProps) {
  const validate = useFieldValidators(props);
  return <DateTimeInput source={props.source} label={props.label} validate={validate} />;
}
