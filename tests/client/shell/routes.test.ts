import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../resources/kit';
import { pageTitleOf } from '../../../src/layout/DocumentTitle';
import { accessibleRoutes } from '../../../src/layout/navigation/accessibleRoutes';
import { flattenRoutes, matchRoute } from '../../../src/layout/navigation/matchRoute';
import { type NavRoute, routeTree } from '../../../src/layout/navigation/routeTree';

const viewer = (roles: string[], permissions: string[] = []): Viewer => ({
  id: 1,
  roles,
  activeRole: roles[0] ?? null,
  permissions,
});

const menuOf = (routes: NavRoute[]) =>
  routes
    .filter((r) => !r.hidden)
    .map((r) => [r.path, (r.children ?? []).filter((c) => !c.hidden).map((c) => c.path)]);

describe('the route tree', () => {
  it('groups the sidebar as spec §6 says', () => {
    expect(menuOf(accessibleRoutes(routeTree, viewer(['Admin'])))).toEqual([
      ['/dashboard', []],
      ['/administration', ['/administration/users', '/administration/roles', '/administration/audit']],
      [
        '/locations',
        [
          '/locations/provinces',
          '/locations/departments',
          '/locations/municipalities',
          '/locations/villages',
        ],
      ],
      ['/animals', ['/animals/diseases', '/animals/species', '/animals/breeds']],
      // Early warning sits with the registrations it watches.
      [
        '/registrations',
        ['/registrations/index', '/registrations/outbreaks', '/alerts/index', '/alerts/rules'],
      ],
    ]);
  });

  it('keeps a route when one of its permissions is held, and the Animals children follow their group', () => {
    const editor = viewer(['Editor'], ['manage province', 'manage specie', 'manage registration']);
    expect(menuOf(accessibleRoutes(routeTree, editor))).toEqual([
      ['/dashboard', []],
      ['/locations', ['/locations/provinces']],
      ['/animals', ['/animals/diseases', '/animals/species', '/animals/breeds']],
      ['/registrations', ['/registrations/index']],
    ]);
  });

  it('gives a decision maker the dashboard only', () => {
    expect(menuOf(accessibleRoutes(routeTree, viewer(['Décideur'])))).toEqual([['/dashboard', []]]);
  });

  it('titles every route of spec §2 from routes.*', () => {
    const titles = Object.fromEntries(flattenRoutes(routeTree).map((r) => [r.path, r.title.key]));
    expect(titles).toMatchObject({
      '/dashboard': 'routes.dashboard',
      '/profile': 'routes.profile',
      '/administration': 'routes.administration',
      '/administration/roles': 'routes.rolesAndPermissions',
      '/locations/villages': 'routes.villages',
      '/registrations/index': 'routes.registrations',
      '/error/401': 'routes.unauthorized',
    });
  });
});

describe('matchRoute', () => {
  it.each([
    ['/locations/provinces', ['/locations', '/locations/provinces'], { kind: 'list' }],
    ['/locations/provinces/create', ['/locations', '/locations/provinces'], { kind: 'create' }],
    ['/locations/provinces/12', ['/locations', '/locations/provinces'], { kind: 'edit', id: '12' }],
    ['/locations/provinces/12/show', ['/locations', '/locations/provinces'], { kind: 'show', id: '12' }],
    ['/locations/provinces/import', ['/locations', '/locations/provinces'], { kind: 'import' }],
    ['/registrations/index/import', ['/registrations', '/registrations/index'], { kind: 'import' }],
    // Users are not importable: there `import` could only be a record's id.
    [
      '/administration/users/import',
      ['/administration', '/administration/users'],
      { kind: 'edit', id: 'import' },
    ],
    ['/dashboard', ['/dashboard'], { kind: 'list' }],
    ['/locations', ['/locations'], { kind: 'list' }],
  ])('%s', (pathname, trail, screen) => {
    const match = matchRoute(routeTree, pathname);
    expect(match?.trail.map((r) => r.path)).toEqual(trail);
    expect(match?.screen).toEqual(screen);
  });

  it.each([
    '/nowhere',
    '/locations/unknown',
    '/dashboard/12',
    '/locations/provinces/1/2/3',
  ])('knows nothing of %s', (path) => {
    expect(matchRoute(routeTree, path)).toBeNull();
  });
});

describe('page titles', () => {
  it('names the open pages too', () => {
    expect(pageTitleOf('/login')?.key).toBe('routes.login');
    expect(pageTitleOf('/404')?.key).toBe('routes.notFound');
    expect(pageTitleOf('/locations/provinces/3')?.key).toBe('routes.provinces');
    expect(pageTitleOf('/nowhere')).toBeNull();
  });
});
