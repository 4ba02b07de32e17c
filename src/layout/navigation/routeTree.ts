/**
 * The back-office routes of spec §2 as one tree, derived from the resource registry: the sidebar, the
 * breadcrumb, the route search, the tabs and the page title all read it.
 */
import type { ComponentType } from 'react';
import routeTitles from '../../../i18n/en/routes';
import type { Params } from '../../../i18n/types';
import { type Resource, resources } from '../../../resources';
import type { IconName, MenuGroup } from '../../../resources/kit';
import { menuGroupRule, type RouteRule, resourceRouteRule } from '../../providers/access';
import { iconFor } from '../../providers/icons';

/** A translation key and its options: titles are translated when shown, in the current language. */
export interface Title {
  key: string;
  options?: Params;
}

export interface NavRoute {
  path: string;
  title: Title;
  icon?: ComponentType;
  /** Routable but never listed in the sidebar nor offered by the search. */
  hidden?: boolean;
  /** A pinned tab that cannot be closed. */
  affix?: boolean;
  rule?: RouteRule;
  /** A resource: its create, edit and show screens live beneath its path. */
  screens?: boolean;
  /** Its import screen lives at `<path>/import` (so `import` there is no record id). */
  importable?: boolean;
  children?: NavRoute[];
}

export const DASHBOARD_PATH = '/dashboard';

const GROUP_ICONS: Record<MenuGroup, IconName> = {
  administration: 'ManageAccounts',
  locations: 'Public',
  animals: 'Pets',
  registrations: 'Assignment',
};

/** routes.<name> holds the route titles of spec §2; a resource without one is named by its plural label. */
const TITLE_KEY_OVERRIDES: Record<string, string> = { roles: 'routes.rolesAndPermissions' };

function resourceTitle(resource: Resource): Title {
  const override = TITLE_KEY_OVERRIDES[resource.name];
  if (override) return { key: override };
  if (resource.name in routeTitles) return { key: `routes.${resource.name}` };
  return { key: `resources.${resource.name}.name`, options: { smart_count: 2 } };
}

const resourceRoute = (resource: Resource): NavRoute => ({
  path: resource.route,
  title: resourceTitle(resource),
  icon: iconFor(resource.icon),
  hidden: !resource.inMenu,
  rule: resourceRouteRule(resource),
  screens: true,
  importable: !!resource.importable,
});

function groupRoutes(): NavRoute[] {
  const groups = new Map<MenuGroup, Resource[]>();
  for (const resource of resources)
    groups.set(resource.menu, [...(groups.get(resource.menu) ?? []), resource]);
  return [...groups].map(([group, members]) => ({
    path: `/${group}`,
    title: { key: `routes.${group}` },
    icon: iconFor(GROUP_ICONS[group]),
    rule: menuGroupRule(group),
    children: members.map(resourceRoute),
  }));
}

/** The dashboard: home of the breadcrumb, pinned first in the tabs bar. */
export const HOME_ROUTE: NavRoute = {
  path: DASHBOARD_PATH,
  title: { key: 'routes.dashboard' },
  icon: iconFor('Dashboard'),
  affix: true,
};

export const routeTree: readonly NavRoute[] = [
  HOME_ROUTE,
  { path: '/profile', title: { key: 'routes.profile' }, hidden: true },
  { path: '/notifications', title: { key: 'routes.notifications' }, hidden: true },
  ...groupRoutes(),
  { path: '/error/401', title: { key: 'routes.unauthorized' }, hidden: true },
  { path: '/error/404', title: { key: 'routes.notFound' }, hidden: true },
];

/** Pages outside the tree, titled too: the open ones, and react-admin's own access-denied page. */
export const otherPageTitles: Record<string, Title> = {
  '/login': { key: 'routes.login' },
  '/reset-password': { key: 'routes.resetPassword' },
  '/auth-redirect': { key: 'routes.authRedirect' },
  '/401': { key: 'routes.unauthorized' },
  '/404': { key: 'routes.notFound' },
  '/access-denied': { key: 'routes.unauthorized' },
};
