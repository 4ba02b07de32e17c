import { NumberInput } from 'react-admin';
import type { NumberField } from '../../../resources/kit';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

export function NumberFieldInput(props: InputProps<NumberField>) {
  const { field } = props;
  const validate = useFieldValidators(props);
  return (
    <NumberInput
      source={props.source}
      label={props.label}
      validate={validate}
      min={field.min}
      max={field.max}
      step={field.kind === 'integer' ? 1 : 'any'}
      defaultValue={field.default}
    />
  );
}
