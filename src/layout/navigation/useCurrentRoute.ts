import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, screenTitle } from './matchRoute';
import { DASHBOARD_PATH, type NavRoute, routeTree } from './routeTree';

const home = routeTree.find((route) => route.path === DASHBOARD_PATH) as NavRoute;

/** Where the user is in the route tree: the trail of routes and the action beneath a resource. */
export function useCurrentRoute() {
  const { pathname } = useLocation();
  return useMemo(() => {
    const match = matchRoute(routeTree, pathname);
    return { home, match, action: match ? screenTitle(match.screen) : null };
  }, [pathname]);
}
