import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { AreasFirstChoices } from './AreasFirstChoices';
import { referencePicker } from './referencePicker';

export interface ScopedPickerProps {
  /** Form path holding the picked id. */
  source: string;
  /** API name of the resource picked from. */
  target: string;
  label: string;
  validate?: Validator[];
  /** Form path of the value that scopes the choices (the chosen species, the chosen province). */
  scopeSource: string;
  /** The target's filter that the scope value feeds (specie_id, province_id). */
  filterKey: string;
}

/**
 * A picker limited to the targets belonging to another choice of the form (breeds of the chosen
 * species, departments of the chosen province). When the user changes that choice, this one is cleared,
 * since the old value no longer belongs to it.
 */
export function ScopedReferenceInput({
  source,
  target,
  label,
  validate,
  scopeSource,
  filterKey,
}: ScopedPickerProps) {
  const picker = referencePicker(target);
  const scope = useWatch({ name: scopeSource });
  const { setValue, getFieldState } = useFormContext();
  const previousScope = useRef(scope);

  useEffect(() => {
    if (previousScope.current === scope) return;
    previousScope.current = scope;
    // A scope filled in by the form itself (an edit loading its record) is not a user's change.
    if (getFieldState(scopeSource).isDirty) setValue(source, null, { shouldDirty: true });
  }, [scope, scopeSource, source, setValue, getFieldState]);

  const hasScope = scope !== null && scope !== undefined && scope !== '';
  return (
    <ReferenceInput
      source={source}
      reference={picker.reference}
      sort={picker.sort}
      filter={hasScope ? { [filterKey]: scope } : {}}
      enableGetChoices={() => hasScope}
    >
      <AreasFirstChoices target={target} scope={hasScope ? { [filterKey]: scope } : undefined}>
        {(groupBy) => (
          <AutocompleteInput
            label={label}
            validate={validate}
            optionText={picker.optionText}
            filterToQuery={picker.filterToQuery}
            disabled={!hasScope}
            groupBy={hasScope ? groupBy : undefined}
          />
        )}
      </AreasFirstChoices>
    </ReferenceInput>
  );
}
