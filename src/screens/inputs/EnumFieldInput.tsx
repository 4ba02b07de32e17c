/** Inputs of the closed lists: one value picked in a select, several ticked in checkboxes. */
import { CheckboxGroupInput, SelectInput } from 'react-admin';
import { useResourceTranslate } from '../useResourceTranslate';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

function useClosedListProps(props: InputProps) {
  const validate = useFieldValidators(props);
  const t = useResourceTranslate(props.resource);
  const { field } = props;
  const values = field.kind === 'enum' || field.kind === 'multiEnum' ? field.values : [];
  return {
    source: props.source,
    label: props.label,
    validate,
    choices: t.choices(props.source, values),
    translateChoice: false,
  };
}

export function EnumFieldInput(props: InputProps) {
  const { field } = props;
  return (
    <SelectInput
      {...useClosedListProps(props)}
      defaultValue={field.kind === 'enum' ? field.default : undefined}
    />
  );
}

/** A short closed list shown whole as checkboxes (control measures), so every choice is one tap away. */
export function MultiEnumFieldInput(props: InputProps) {
  return <CheckboxGroupInput {...useClosedListProps(props)} defaultValue={[]} row />;
}
