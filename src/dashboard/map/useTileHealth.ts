/**
 * Whether the base map's tiles load. Offline (a field office without internet) every tile fails:
 * after a few failures and no success the map says so, and the registrations stay drawn over the blank map.
 */
import { useCallback, useMemo, useState } from 'react';

const FAILURES_BEFORE_NOTICE = 3;

export function useTileHealth() {
  const [counts, setCounts] = useState({ loaded: 0, failed: 0 });
  const handlers = useMemo(
    () => ({
      tileload: () => setCounts((c) => (c.loaded ? c : { ...c, loaded: 1 })),
      tileerror: () => setCounts((c) => ({ ...c, failed: c.failed + 1 })),
    }),
    [],
  );
  const reset = useCallback(() => setCounts({ loaded: 0, failed: 0 }), []);
  return { unavailable: counts.loaded === 0 && counts.failed >= FAILURES_BEFORE_NOTICE, handlers, reset };
}
