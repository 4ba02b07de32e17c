import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import type { ReferencesField } from '../../../resources/kit';
import { AreasFirstChoices } from './AreasFirstChoices';
import { referencePicker } from './referencePicker';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

export function ReferencesFieldInput(props: InputProps<ReferencesField>) {
  const picker = referencePicker(props.field.target);
  const validate = useFieldValidators(props);
  return (
    <ReferenceArrayInput source={props.source} reference={picker.reference} sort={picker.sort}>
      <AreasFirstChoices target={picker.target.name}>
        {(groupBy) => (
          <AutocompleteArrayInput
            label={props.label}
            validate={validate}
            optionText={picker.optionText}
            filterToQuery={picker.filterToQuery}
            groupBy={groupBy}
          />
        )}
      </AreasFirstChoices>
    </ReferenceArrayInput>
  );
}
