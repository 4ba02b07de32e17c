import type { ComponentType } from 'react';
import type { Field, FieldKind, FieldOfKind } from '../../../resources/kit';
import { BooleanFieldInput } from './BooleanFieldInput';
import { ChangesFieldInput } from './ChangesFieldInput';
import { CoordinatesFieldInput } from './CoordinatesFieldInput';
import { DateFieldInput } from './DateFieldInput';
import { DateTimeFieldInput } from './DateTimeFieldInput';
import { EmailFieldInput } from './EmailFieldInput';
import { EnumFieldInput, MultiEnumFieldInput } from './EnumFieldInput';
import { LongTextFieldInput } from './LongTextFieldInput';
import { NumberFieldInput } from './NumberFieldInput';
import { PasswordFieldInput } from './PasswordFieldInput';
import { ReferenceFieldInput } from './ReferenceFieldInput';
import { ReferencesFieldInput } from './ReferencesFieldInput';
import { TextFieldInput } from './TextFieldInput';
import { TranslatableFieldInput } from './TranslatableFieldInput';
import type { InputProps } from './types';

/** The one mapping from field kind to its form input, each typed for its kind's field. */
const inputByKind: { [K in FieldKind]: ComponentType<InputProps<FieldOfKind<K>>> } = {
  text: TextFieldInput,
  longText: LongTextFieldInput,
  email: EmailFieldInput,
  password: PasswordFieldInput,
  integer: NumberFieldInput,
  number: NumberFieldInput,
  enum: EnumFieldInput,
  reference: ReferenceFieldInput,
  references: ReferencesFieldInput,
  coordinates: CoordinatesFieldInput,
  datetime: DateTimeFieldInput,
  date: DateFieldInput,
  boolean: BooleanFieldInput,
  multiEnum: MultiEnumFieldInput,
  translatable: TranslatableFieldInput,
  changes: ChangesFieldInput,
};

/** The form input of a field. */
export function inputFor<F extends Field>(field: F): ComponentType<InputProps<F>> {
  // The table pairs each kind with its field's input; TypeScript cannot follow `field.kind` into it.
  return inputByKind[field.kind] as ComponentType<InputProps<F>>;
}
