import { useCallback } from 'react';
import { matchRoute, screenTitle } from '../navigation/matchRoute';
import { routeTree } from '../navigation/routeTree';
import { useTitle } from '../navigation/useTitle';

/** 'Provinces', 'Provinces · Create', 'Provinces · Edit #12', in the current language. */
export function useTabTitle(): (path: string) => string {
  const titleOf = useTitle();
  return useCallback(
    (path: string) => {
      const match = matchRoute(routeTree, path);
      if (!match) return path;
      const page = titleOf(match.route.title);
      const action = screenTitle(match.screen);
      if (!action) return page;
      const id = 'id' in match.screen ? ` #${match.screen.id}` : '';
      return `${page} · ${titleOf(action)}${id}`;
    },
    [titleOf],
  );
}
