import { resources } from '../../../resources';
import { ancestryOf, type ReferenceField } from '../../../resources/kit';
import { CascadingReferenceInput } from './CascadingReferenceInput';
import { PlainReferenceInput } from './PlainReferenceInput';
import { ScopedReferenceInput } from './ScopedReferenceFieldInput';
import type { InputProps } from './types';
import { useFieldValidators } from './useFieldValidators';

/** A reference picker: scoped by another field (`within`), cascading through a hierarchy, or plain. */
export function ReferenceFieldInput(props: InputProps<ReferenceField>) {
  const { field } = props;
  const validate = useFieldValidators(props);
  const ancestry = ancestryOf(field.target, resources);
  if (field.within) {
    return (
      <ScopedReferenceInput
        source={props.source}
        target={field.target}
        label={props.label}
        validate={validate}
        scopeSource={field.within}
        filterKey={field.within}
      />
    );
  }
  if (ancestry.length) return <CascadingReferenceInput {...props} ancestry={ancestry} />;
  return (
    <PlainReferenceInput
      source={props.source}
      target={field.target}
      label={props.label}
      validate={validate}
    />
  );
}
