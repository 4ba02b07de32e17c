import type { Viewer } from '../../../resources/kit';
import { canSeeRoute } from '../../providers/access';
import type { NavRoute } from './routeTree';

/** Spec §6: a route is kept when its rule allows the viewer; children are filtered too, and a group left empty goes. */
export function accessibleRoutes(tree: readonly NavRoute[], viewer: Viewer | null): NavRoute[] {
  return tree.flatMap((route) => {
    if (!canSeeRoute(viewer, route.rule)) return [];
    if (!route.children) return [route];
    const children = accessibleRoutes(route.children, viewer);
    return children.length ? [{ ...route, children }] : [];
  });
}
