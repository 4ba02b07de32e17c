import type { ComponentType } from 'react';
import type { Field, FieldKind, FieldOfKind } from '../../../resources/kit';
import { BooleanDisplay } from './BooleanDisplay';
import { ChangesDisplay } from './ChangesDisplay';
import { CoordinatesDisplay } from './CoordinatesDisplay';
import { DateDisplay } from './DateDisplay';
import { DateTimeDisplay } from './DateTimeDisplay';
import { EnumDisplay } from './EnumDisplay';
import { LongTextDisplay } from './LongTextDisplay';
import { MultiEnumDisplay } from './MultiEnumDisplay';
import { NumberDisplay } from './NumberDisplay';
import { ReferenceDisplay } from './ReferenceDisplay';
import { ReferencesDisplay } from './ReferencesDisplay';
import { TextDisplay } from './TextDisplay';
import { TranslatableDisplay } from './TranslatableDisplay';
import type { DisplayProps } from './types';

/** The one mapping from field kind to how a value is shown, shared by lists and show screens. */
const displayByKind: { [K in FieldKind]: ComponentType<DisplayProps<FieldOfKind<K>>> } = {
  text: TextDisplay,
  longText: LongTextDisplay,
  email: TextDisplay,
  password: TextDisplay,
  integer: NumberDisplay,
  number: NumberDisplay,
  enum: EnumDisplay,
  reference: ReferenceDisplay,
  references: ReferencesDisplay,
  coordinates: CoordinatesDisplay,
  datetime: DateTimeDisplay,
  date: DateDisplay,
  boolean: BooleanDisplay,
  multiEnum: MultiEnumDisplay,
  translatable: TranslatableDisplay,
  changes: ChangesDisplay,
};

/** How a field's value is shown. */
export function displayFor<F extends Field>(field: F): ComponentType<DisplayProps<F>> {
  // The table pairs each kind with its field's display; TypeScript cannot follow `field.kind` into it.
  return displayByKind[field.kind] as ComponentType<DisplayProps<F>>;
}
