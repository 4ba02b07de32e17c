import { useGetOne, useGetRecordRepresentation } from 'react-admin';
import { matchRoute, screenTitle } from '../navigation/matchRoute';
import { routeTree } from '../navigation/routeTree';
import { useTitle } from '../navigation/useTitle';

/**
 * 'Provinces', 'Provinces · Create', 'Provinces · Edit · Kaolack', in the current language: a record's
 * screen is named by the record (react-admin's cache, fetched once if the screen is not open), by its id
 * until then.
 */
export function useScreenTitle(path: string): string {
  const titleOf = useTitle();
  const match = matchRoute(routeTree, path);
  const id = match && 'id' in match.screen ? match.screen.id : undefined;
  // react-admin's resource name is the route without its leading slash (screens/raName.ts).
  const resource = match?.route.screens ? match.route.path.slice(1) : '';
  const represent = useGetRecordRepresentation(resource);
  const { data: record } = useGetOne(
    resource,
    { id: id ?? '' },
    { enabled: !!resource && id !== undefined, retry: false, staleTime: 60_000 },
  );
  if (!match) return path;
  const page = titleOf(match.route.title);
  const action = screenTitle(match.screen);
  if (!action) return page;
  const name = id === undefined ? '' : ` · ${record ? String(represent(record)) : `#${id}`}`;
  return `${page} · ${titleOf(action)}${name}`;
}
