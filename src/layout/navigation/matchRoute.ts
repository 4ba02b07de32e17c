import type { NavRoute, Title } from './routeTree';

/** What is shown beneath a resource path: `create`, `import`, `:id` (edit) or `:id/show`. */
export type Screen =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'edit' | 'show'; id: string };

export interface RouteMatch {
  /** From the outermost route to the matched one, e.g. [Locations, Provinces]. */
  trail: NavRoute[];
  route: NavRoute;
  screen: Screen;
}

const isBelow = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function screenOf(route: NavRoute, rest: string): Screen | null {
  const [id, action, ...more] = rest.split('/').filter(Boolean);
  if (id === undefined) return { kind: 'list' };
  if (action === undefined) {
    if (id === 'create') return { kind: 'create' };
    if (id === 'import' && route.importable) return { kind: 'import' };
    return { kind: 'edit', id };
  }
  if (action === 'show' && !more.length) return { kind: 'show', id };
  return null;
}

/** The deepest route of the tree that holds the pathname, or null for a path the tree does not know. */
export function matchRoute(tree: readonly NavRoute[], pathname: string): RouteMatch | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const route of tree) {
    if (!isBelow(clean, route.path)) continue;
    const deeper = route.children ? matchRoute(route.children, clean) : null;
    if (deeper) return { ...deeper, trail: [route, ...deeper.trail] };
    const screen = route.screens ? screenOf(route, clean.slice(route.path.length)) : null;
    if (screen) return { trail: [route], route, screen };
    if (clean === route.path) return { trail: [route], route, screen: { kind: 'list' } };
  }
  return null;
}

/** The title of a screen beneath its route: the route's own for a list, the action's otherwise. */
export function screenTitle(screen: Screen): Title | null {
  if (screen.kind === 'list') return null;
  if (screen.kind === 'create') return { key: 'ra.action.create' };
  if (screen.kind === 'import') return { key: 'import.action' };
  return { key: `ra.action.${screen.kind}`, options: { id: screen.id } };
}

/** Every route of the tree, parents before their children. */
export const flattenRoutes = (tree: readonly NavRoute[]): NavRoute[] =>
  tree.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
