import type { ComponentType } from 'react';
import type { FieldKind } from '../../../resources/kit';
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
export const displayByKind: Record<FieldKind, ComponentType<DisplayProps>> = {
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
