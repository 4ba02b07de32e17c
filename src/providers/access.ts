/**
 * Who may open which route (spec §6) and do what on a resource: pure functions shared by the
 * authProvider's canAccess and the app shell (sidebar, search box, breadcrumb).
 */
import { type Resource, resources } from '../../resources';
import { isAdmin, type MenuGroup, type Viewer } from '../../resources/kit';

/** A route lists roles and/or permissions; it is kept when either matches. No rule: open. */
export interface RouteRule {
  roles?: readonly string[];
  permissions?: readonly string[];
}

export const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export', 'read']);

/** Spec §6: the Animals children have no permission of their own and follow their menu entry. */
const GROUPS_WITHOUT_CHILD_RULES: ReadonlySet<MenuGroup> = new Set(['animals']);

/** The roles a viewer acts in: the active one when chosen, else all of them. */
const actingRoles = (viewer: Viewer): readonly string[] =>
  viewer.activeRole ? [viewer.activeRole] : viewer.roles;

export function canSeeRoute(viewer: Viewer | null, rule?: RouteRule | null): boolean {
  if (!rule || (!rule.roles?.length && !rule.permissions?.length)) return true;
  if (!viewer) return false;
  if (isAdmin(viewer)) return true;
  const byRole = rule.roles?.some((role) => actingRoles(viewer).includes(role)) ?? false;
  const byPermission = rule.permissions?.some((name) => viewer.permissions.includes(name)) ?? false;
  return byRole || byPermission;
}

/** A menu entry is shown when any of its children's permissions is held (the §6 table). */
export function menuGroupRule(group: MenuGroup): RouteRule {
  const permissions = resources.filter((r) => r.menu === group).map((r) => r.permission);
  return { permissions: [...new Set(permissions)] };
}

export function resourceRouteRule(resource: Resource): RouteRule {
  return GROUPS_WITHOUT_CHILD_RULES.has(resource.menu)
    ? menuGroupRule(resource.menu)
    : { permissions: [resource.permission] };
}

/** The rule of a client path: a menu group ('/locations'), a resource screen or below it; else none. */
export function routeRuleFor(path: string): RouteRule | undefined {
  const clean = `/${(path.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '')}`;
  const group = resources.find((r) => `/${r.menu}` === clean)?.menu;
  if (group) return menuGroupRule(group);
  const resource = resources.find((r) => clean === r.route || clean.startsWith(`${r.route}/`));
  return resource ? resourceRouteRule(resource) : undefined;
}

export const canSeePath = (viewer: Viewer | null, path: string): boolean =>
  canSeeRoute(viewer, routeRuleFor(path));

/** Accepts the react-admin name ('locations/provinces'), the API name, or either with a '.field' suffix. */
export function registryResourceOf(name: string): Resource | undefined {
  const find = (candidate: string) =>
    resources.find((r) => r.route.slice(1) === candidate || r.name === candidate);
  return find(name) ?? find(name.split('.')[0] ?? name);
}

/**
 * canAccess: the resource's route must be visible (§6), and the action allowed by the registry (reads need
 * `access.read`, everything else `access.write`), as the server enforces it.
 */
export function canViewerAccess(viewer: Viewer | null, resourceName: string, action: string): boolean {
  const resource = registryResourceOf(resourceName);
  if (!resource) return true;
  if (!canSeeRoute(viewer, resourceRouteRule(resource))) return false;
  if (resource.serverMade && (action === 'create' || action === 'delete')) return false;
  const rule = READ_ACTIONS.has(action) ? resource.access.read : resource.access.write;
  return rule(viewer);
}
