import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ReferenceField } from '../../../resources/kit';
import { referencePicker } from './referencePicker';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

/**
 * A picker limited to the targets sharing `within` with the form (breeds of the chosen species).
 * Changing the scope clears the choice, since the old one no longer belongs to it.
 */
export function ScopedReferenceFieldInput(props: InputProps & { within: string }) {
  const { source, within, label } = props;
  const picker = referencePicker((props.field as ReferenceField).target);
  const validate = useFieldValidators(props);
  const scope = useWatch({ name: within });
  const { setValue } = useFormContext();
  const previousScope = useRef(scope);

  useEffect(() => {
    if (previousScope.current === scope) return;
    previousScope.current = scope;
    setValue(source, null, { shouldDirty: true });
  }, [scope, source, setValue]);

  const hasScope = scope !== null && scope !== undefined && scope !== '';
  return (
    <ReferenceInput
      source={source}
      reference={picker.reference}
      sort={picker.sort}
      filter={hasScope ? { [within]: scope } : {}}
      enableGetChoices={() => hasScope}
    >
      <AutocompleteInput
        label={label}
        validate={validate}
        optionText={picker.optionText}
        filterToQuery={picker.filterToQuery}
        disabled={!hasScope}
      />
    </ReferenceInput>
  );
}
