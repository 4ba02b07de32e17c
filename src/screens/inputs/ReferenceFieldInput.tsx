import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { ReferenceField } from '../../../resources/kit';
import { referencePicker } from './referencePicker';
import { ScopedReferenceFieldInput } from './ScopedReferenceFieldInput';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

export function ReferenceFieldInput(props: InputProps) {
  const field = props.field as ReferenceField;
  return field.within ? (
    <ScopedReferenceFieldInput {...props} within={field.within} />
  ) : (
    <PlainReferenceInput {...props} />
  );
}

function PlainReferenceInput(props: InputProps) {
  const picker = referencePicker((props.field as ReferenceField).target);
  const validate = useFieldValidators(props);
  return (
    <ReferenceInput source={props.source} reference={picker.reference} sort={picker.sort}>
      <AutocompleteInput
        label={props.label}
        validate={validate}
        optionText={picker.optionText}
        filterToQuery={picker.filterToQuery}
      />
    </ReferenceInput>
  );
}
