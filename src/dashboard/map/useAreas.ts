/** The choropleth's data for the selection: provinces, or the departments of the province drilled into. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAreas } from '../api';
import type { Selection } from '../types';
import type { Remote } from '../useDashboardData';
import type { AreasAnswer } from './areaTypes';

export function useAreas(
  selection: Selection,
  drilled: number | null,
  enabled: boolean,
): Remote<AreasAnswer> {
  const level = drilled === null ? 'province' : 'department';
  const query = useQuery({
    queryKey: ['dashboard', 'areas', selection, level, drilled],
    queryFn: ({ signal }) => fetchAreas(selection, level, drilled, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
  return {
    data: query.data,
    error: query.error,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}
