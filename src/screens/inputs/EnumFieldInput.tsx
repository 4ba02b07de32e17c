import { SelectInput } from 'react-admin';
import type { EnumField } from '../../../resources/kit';
import { useResourceTranslate } from '../useResourceTranslate';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

export function EnumFieldInput(props: InputProps) {
  const field = props.field as EnumField;
  const validate = useFieldValidators(props);
  const t = useResourceTranslate(props.resource);
  return (
    <SelectInput
      source={props.source}
      label={props.label}
      validate={validate}
      choices={t.choices(props.source, field.values)}
      translateChoice={false}
      defaultValue={field.default}
    />
  );
}
