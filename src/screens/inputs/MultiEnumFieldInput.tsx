import { CheckboxGroupInput } from 'react-admin';
import type { MultiEnumField } from '../../../resources/kit';
import { useResourceTranslate } from '../useResourceTranslate';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

/** A short closed list shown whole as checkboxes (control measures), so every choice is one tap away. */
export function MultiEnumFieldInput(props: InputProps) {
  const field = props.field as MultiEnumField;
  const validate = useFieldValidators(props);
  const t = useResourceTranslate(props.resource);
  return (
    <CheckboxGroupInput
      source={props.source}
      label={props.label}
      validate={validate}
      choices={t.choices(props.source, field.values)}
      translateChoice={false}
      defaultValue={[]}
      row
    />
  );
}
