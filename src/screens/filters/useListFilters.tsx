import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { Resource } from '../../../resources';
import { DayInput } from '../../dates/DayInput';
import { filterFields } from '../fieldSelections';
import { useResourceTranslate } from '../useResourceTranslate';
import { filterInputsFor } from './filterInputsFor';

/** A search box when the module has search fields, a filter per `filter` field, and a creation-date range. */
export function useListFilters(resource: Resource): ReactElement[] {
  const t = useResourceTranslate(resource);
  const search = resource.searchFields.length > 0 ? [<SearchInput key="q" source="q" alwaysOn />] : [];
  const byField = filterFields(resource).flatMap(([source, field]) =>
    filterInputsFor({ source, field, label: t.field(source), choices: t.choices }),
  );
  const createdAt = t.field('created_at');
  return [
    ...search,
    ...byField,
    <DayInput key="created_at_gte" source="created_at_gte" label={`${createdAt} ≥`} />,
    <DayInput key="created_at_lte" source="created_at_lte" label={`${createdAt} ≤`} />,
  ];
}
