import { styled } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  FilterFormBase,
  FilterFormClasses,
  FilterLiveForm,
  ListContextProvider,
  useListContext,
} from 'react-admin';
import type { ListFilters } from './useListFilters';
import { useTimedSetFilters } from './useTimedSetFilters';

/**
 * The filter form above a list (given to <List filters> in place of the bare inputs): react-admin's live
 * filter form without its 500 ms debounce on every change, over a setFilters that queries at once for a
 * choice and after a pause in the typing for a typed filter (useTimedSetFilters).
 */
export function ListFilterForm({ filters }: { filters: ListFilters }) {
  const list = useListContext();
  const setFilters = useTimedSetFilters(list, filters.isTyped);
  const timed = useMemo(() => ({ ...list, setFilters }), [list, setFilters]);
  return (
    <ListContextProvider value={timed}>
      <FilterLiveForm debounce={false} formComponent={FilterFormRoot}>
        <FilterFormBase filters={filters.inputs} />
      </FilterLiveForm>
    </ListContextProvider>
  );
}

/** react-admin's FilterForm root (not exported), under its theme name: the filters look as they did. */
const FilterFormRoot = styled('form', {
  name: 'RaFilterForm',
  overridesResolver: (_, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  '& .MuiFormHelperText-root': { display: 'none' },
  [`& .${FilterFormClasses.clearFix}`]: { clear: 'right' },
  [`& .${FilterFormClasses.filterFormInput} .MuiFormControl-root`]: { marginTop: theme.spacing(1) },
}));
