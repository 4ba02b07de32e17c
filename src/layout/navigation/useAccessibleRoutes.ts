import { useMemo } from 'react';
import { accessibleRoutes } from './accessibleRoutes';
import { type NavRoute, routeTree } from './routeTree';
import { useViewer } from './useViewer';

/** The routes the signed-in user may open; empty while their permissions load. */
export function useAccessibleRoutes(): { routes: NavRoute[]; isPending: boolean } {
  const { viewer, isPending } = useViewer();
  const routes = useMemo(() => (isPending ? [] : accessibleRoutes(routeTree, viewer)), [viewer, isPending]);
  return { routes, isPending };
}
