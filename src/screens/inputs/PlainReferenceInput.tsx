import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { referencePicker } from './referencePicker';

/** A searchable picker over every record of the target resource. */
export function PlainReferenceInput(props: {
  source: string;
  target: string;
  label: string;
  validate?: Validator[];
}) {
  const picker = referencePicker(props.target);
  return (
    <ReferenceInput source={props.source} reference={picker.reference} sort={picker.sort}>
      <AutocompleteInput
        label={props.label}
        validate={props.validate}
        optionText={picker.optionText}
        filterToQuery={picker.filterToQuery}
      />
    </ReferenceInput>
  );
}
