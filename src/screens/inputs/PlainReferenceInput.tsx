import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { AreasFirstChoices } from './AreasFirstChoices';
import { referencePicker } from './referencePicker';

/** A searchable picker over every record of the target resource (the user's areas first for a location). */
export function PlainReferenceInput(props: {
  source: string;
  target: string;
  label: string;
  validate?: Validator[];
}) {
  const picker = referencePicker(props.target);
  return (
    <ReferenceInput source={props.source} reference={picker.reference} sort={picker.sort}>
      <AreasFirstChoices target={props.target}>
        {(groupBy) => (
          <AutocompleteInput
            label={props.label}
            validate={props.validate}
            optionText={picker.optionText}
            filterToQuery={picker.filterToQuery}
            groupBy={groupBy}
          />
        )}
      </AreasFirstChoices>
    </ReferenceInput>
  );
}
