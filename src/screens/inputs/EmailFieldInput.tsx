import { TextInput } from 'react-admin';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

export function EmailFieldInput(props: InputProps) {
  const validate = useFieldValidators(props);
  return <TextInput source={props.source} label={props.label} validate={validate} type="email" />;
}
