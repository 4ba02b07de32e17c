import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { Resource } from '../../../resources';
import { DayInput } from '../../dates/DayInput';
import { filterFields } from '../fieldSelections';
import { useResourceTranslate } from '../useResourceTranslate';
import { filterInputsFor, TYPED_FILTER_KINDS } from './filterInputsFor';

export interface ListFilters {
  inputs: ReactElement[];
  /** Whether a filter (by source) is typed character by character rather than chosen: its changes wait. */
  isTyped: (source: string) => boolean;
}

/** A search box when the module has search fields, a filter per `filter` field, and a creation-date range. */
export function useListFilters(resource: Resource): ListFilters {
  const t = useResourceTranslate(resource);
  const search = resource.searchFields.length > 0 ? [<SearchInput key="q" source="q" alwaysOn />] : [];
  const byField = filterFields(resource).map(([source, field]) => ({
    typed: TYPED_FILTER_KINDS.has(field.kind),
    inputs: filterInputsFor({ source, field, label: t.field(source), choices: t.choices }),
  }));
  const createdAt = t.field('created_at');
  const createdRange = [
    <DayInput key="created_at_gte" source="created_at_gte" label={`${createdAt} ≥`} />,
    <DayInput key="created_at_lte" source="created_at_lte" label={`${createdAt} ≤`} />,
  ];
  // Every input is keyed by its source.
  const typed = new Set(
    [...search, ...byField.flatMap((f) => (f.typed ? f.inputs : [])), ...createdRange].map(
      (input) => input.key,
    ),
  );
  return {
    inputs: [...search, ...byField.flatMap((f) => f.inputs), ...createdRange],
    isTyped: (source) => typed.has(source),
  };
}
