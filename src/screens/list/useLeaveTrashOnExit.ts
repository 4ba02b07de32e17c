import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';

interface StoredListParams {
  filter?: Record<string, unknown>;
  page?: number;
}

/**
 * react-admin keeps a list's last filters in its store and brings them back when the user returns to the
 * list. The trash is a place one visits, not a filter one keeps: leaving the list forgets it, so coming
 * back (after a restore, say) shows the records again.
 */
export function useLeaveTrashOnExit(listResource: string): void {
  const store = useStoreContext();
  useEffect(
    () => () => {
      const key = `${listResource}.listParams`;
      const params = store.getItem<StoredListParams>(key);
      if (!params?.filter || !('trashed' in params.filter)) return;
      const { trashed: _left, ...filter } = params.filter;
      store.setItem(key, { ...params, filter, page: 1 });
    },
    [store, listResource],
  );
}
