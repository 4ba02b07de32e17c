import Fuse from 'fuse.js';
import type { NavRoute, Title } from '../layout/navigation/routeTree';

/** Spec §9: fuzzy threshold 0.4, title weight 0.7, path weight 0.3. */
export const SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export interface SearchEntry {
  path: string;
  /** The route's title after its groups' titles: 'Locations', 'Provinces'. */
  title: string[];
}

/** The pages a user may open, with their translated titles, ready for fuse.js. */
export function searchEntries(
  routes: readonly NavRoute[],
  titleOf: (title: Title) => string,
  parents: string[] = [],
): SearchEntry[] {
  return routes
    .filter((route) => !route.hidden)
    .flatMap((route) => {
      const title = [...parents, titleOf(route.title)];
      if (route.children) return searchEntries(route.children, titleOf, title);
      return [{ path: route.path, title }];
    });
}

export const createRouteIndex = (entries: SearchEntry[]) => new Fuse(entries, SEARCH_OPTIONS);
