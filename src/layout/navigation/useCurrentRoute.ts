import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, screenTitle } from './matchRoute';
import { HOME_ROUTE, routeTree } from './routeTree';

/** Where the user is in the route tree: the trail of routes and the action beneath a resource. */
export function useCurrentRoute() {
  const { pathname } = useLocation();
  return useMemo(() => {
    const match = matchRoute(routeTree, pathname);
    return { home: HOME_ROUTE, match, action: match ? screenTitle(match.screen) : null };
  }, [pathname]);
}
