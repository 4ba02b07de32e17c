/**
 * The map's outbreak layer, for whoever may list outbreaks: whether it is shown (the user's choice outlives
 * a visit elsewhere) and its answer, loaded while the layer or its table is shown.
 */
import { useLocale, useStore } from 'react-admin';
import type { Selection } from '../types';
import { useOngoingOutbreaks } from '../useDashboardData';
import { useListAccess } from '../useListAccess';

export function useOutbreakLayer(selection: Selection, tableShown: boolean) {
  const resource = useListAccess('outbreaks');
  const locale = useLocale();
  const [chosen, setChosen] = useStore<boolean>('dashboard.map.outbreaks', true);
  const shown = !!resource && chosen;
  const query = useOngoingOutbreaks(selection, locale, shown || (!!resource && tableShown));
  return {
    resource,
    chosen,
    setChosen,
    shown,
    data: query.data,
    loading: query.isFetching,
    error: query.error,
    reload: () => void query.refetch(),
  };
}
