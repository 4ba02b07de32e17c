import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../resources/kit';
import { canSeePath, canSeeRoute, menuGroupRule, routeRuleFor } from '../../../src/providers/access';

const viewer = (
  roles: string[],
  permissions: string[],
  activeRole: string | null = roles[0] ?? null,
): Viewer => ({
  id: 1,
  roles,
  activeRole,
  permissions,
});

const EDITOR = viewer(
  ['Editor'],
  [
    'manage registration',
    'manage province',
    'manage department',
    'manage municipality',
    'manage village',
    'manage disease',
    'manage specie',
    'manage breed',
  ],
);
const RSE = viewer(['Décideur', 'RSE'], ['manage registration'], 'RSE');
const DECIDEUR = viewer(['Décideur'], []);
const ADMIN = viewer(['Admin'], []);

const PATHS = [
  '/dashboard',
  '/profile',
  '/administration',
  '/administration/users',
  '/administration/roles',
  '/locations',
  '/locations/provinces',
  '/locations/departments',
  '/locations/municipalities',
  '/locations/villages',
  '/animals',
  '/animals/diseases',
  '/animals/species',
  '/animals/breeds',
  '/registrations',
  '/registrations/index',
];
const visible = (who: Viewer) => PATHS.filter((path) => canSeePath(who, path));

describe('canSeeRoute (spec §6)', () => {
  it('keeps a route without a rule, and one whose roles or permissions match', () => {
    expect(canSeeRoute(null, undefined)).toBe(true);
    expect(canSeeRoute(DECIDEUR, {})).toBe(true);
    expect(canSeeRoute(DECIDEUR, { roles: ['Décideur'] })).toBe(true);
    expect(canSeeRoute(DECIDEUR, { roles: ['RSE'], permissions: ['manage user'] })).toBe(false);
    expect(canSeeRoute(RSE, { roles: ['Admin'], permissions: ['manage registration'] })).toBe(true);
    expect(canSeeRoute(null, { roles: ['Décideur'] })).toBe(false);
  });

  it('matches roles against the active role only', () => {
    expect(canSeeRoute(RSE, { roles: ['Décideur'] })).toBe(false);
    expect(canSeeRoute({ ...RSE, activeRole: 'Décideur' }, { roles: ['Décideur'] })).toBe(true);
  });

  it('gives Admin every route', () => {
    expect(visible(ADMIN)).toEqual(PATHS);
    expect(canSeeRoute(ADMIN, { roles: ['Nobody'], permissions: ['nothing'] })).toBe(true);
  });
});

describe('the routes of each demo account', () => {
  it('Editor: registrations, locations and animals', () => {
    expect(visible(EDITOR)).toEqual(PATHS.filter((p) => !p.startsWith('/administration')));
  });

  it('RSE: registrations; as Décideur: the dashboard only', () => {
    expect(visible(RSE)).toEqual(['/dashboard', '/profile', '/registrations', '/registrations/index']);
    expect(visible({ ...RSE, activeRole: 'Décideur', permissions: [] })).toEqual(['/dashboard', '/profile']);
  });

  it('Décideur: the dashboard and the profile', () => {
    expect(visible(DECIDEUR)).toEqual(['/dashboard', '/profile']);
  });
});

describe('menu groups and their children', () => {
  it('opens a menu group to any permission of its children', () => {
    expect(menuGroupRule('administration').permissions).toEqual([
      'manage user',
      'manage permission',
      'view audit log',
    ]);
    expect(canSeePath(viewer(['Editor'], ['manage village']), '/locations')).toBe(true);
    expect(canSeePath(viewer(['Editor'], ['manage village']), '/locations/provinces')).toBe(false);
    expect(canSeePath(viewer(['Editor'], ['manage village']), '/locations/villages/12')).toBe(true);
  });

  it('lets the animal children follow their menu entry', () => {
    const breeder = viewer(['Editor'], ['manage breed']);
    expect(canSeePath(breeder, '/animals/diseases')).toBe(true);
    expect(canSeePath(breeder, '/animals/species/create')).toBe(true);
  });

  it('reads the rule of a path with a query, a trailing slash or a record id', () => {
    expect(routeRuleFor('/administration/users/3?tab=1')).toEqual({ permissions: ['manage user'] });
    expect(routeRuleFor('/locations/')).toEqual(menuGroupRule('locations'));
    expect(routeRuleFor('/unknown')).toBeUndefined();
  });
});
