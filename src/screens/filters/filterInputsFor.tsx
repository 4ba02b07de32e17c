import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { Field } from '../../../resources/kit';
import { DayInput } from '../../dates/DayInput';
import { referencePicker } from '../inputs/referencePicker';
import type { Choice } from '../useResourceTranslate';

export interface FilterContext {
  source: string;
  field: Field;
  label: string;
  choices: (source: string, values: readonly string[]) => Choice[];
}

/** Kinds whose filter is typed (a text, a number, a day) rather than chosen from a list. */
export const TYPED_FILTER_KINDS: ReadonlySet<Field['kind']> = new Set([
  'text',
  'longText',
  'email',
  'integer',
  'number',
  'datetime',
  'date',
]);

/** `_gte` / `_lte` bounds, the API's range filter convention. */
const range = (
  source: string,
  label: string,
  Input: typeof NumberInput | typeof DayInput,
): ReactElement[] => [
  <Input key={`${source}_gte`} source={`${source}_gte`} label={`${label} ≥`} />,
  <Input key={`${source}_lte`} source={`${source}_lte`} label={`${label} ≤`} />,
];

/** The one mapping from field kind to the filter inputs above a list. */
export function filterInputsFor({ source, field, label, choices }: FilterContext): ReactElement[] {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
      return [<TextInput key={source} source={source} label={label} />];
    case 'integer':
    case 'number':
      return range(source, label, NumberInput);
    case 'datetime':
    case 'date':
      return range(source, label, DayInput);
    case 'boolean':
      return [<NullableBooleanInput key={source} source={source} label={label} />];
    case 'multiEnum':
      return [
        <SelectArrayInput
          key={source}
          source={source}
          label={label}
          choices={choices(source, field.values)}
          translateChoice={false}
        />,
      ];
    case 'enum':
      return [
        <SelectInput
          key={source}
          source={source}
          label={label}
          choices={choices(source, field.values)}
          translateChoice={false}
        />,
      ];
    case 'reference': {
      const picker = referencePicker(field.target);
      return [
        <ReferenceInput
          key={source}
          source={source}
          label={label}
          reference={picker.reference}
          sort={picker.sort}
        >
          <AutocompleteInput
            label={label}
            optionText={picker.optionText}
            filterToQuery={picker.filterToQuery}
          />
        </ReferenceInput>,
      ];
    }
    case 'references': {
      const picker = referencePicker(field.target);
      return [
        <ReferenceArrayInput
          key={source}
          source={source}
          label={label}
          reference={picker.reference}
          sort={picker.sort}
        >
          <AutocompleteArrayInput
            label={label}
            optionText={picker.optionText}
            filterToQuery={picker.filterToQuery}
          />
        </ReferenceArrayInput>,
      ];
    }
    default:
      return [];
  }
}
