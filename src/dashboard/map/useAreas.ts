/** The choropleth's data for the selection: provinces, or the departments of the province drilled into. */
import { fetchAreas } from '../api';
import type { Selection } from '../types';
import { type Remote, remoteOf, usePanelQuery } from '../useDashboardData';
import type { AreasAnswer } from './areaTypes';

export function useAreas(
  selection: Selection,
  drilled: number | null,
  enabled: boolean,
): Remote<AreasAnswer> {
  const level = drilled === null ? 'province' : 'department';
  return remoteOf(
    usePanelQuery(
      ['dashboard', 'areas', selection, level, drilled],
      (signal) => fetchAreas(selection, level, drilled, signal),
      enabled,
    ),
  );
}
