import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import type { Viewer } from '../../../resources/kit';
import { accessibleRoutes } from '../../../src/layout/navigation/accessibleRoutes';
import { routeTree, type Title } from '../../../src/layout/navigation/routeTree';
import { createRouteIndex, SEARCH_OPTIONS, searchEntries } from '../../../src/search/routeIndex';

const admin: Viewer = { id: 1, roles: ['Admin'], activeRole: 'Admin', permissions: [] };
const editor: Viewer = { id: 2, roles: ['Editor'], activeRole: 'Editor', permissions: ['manage village'] };

const indexFor = (viewer: Viewer, locale: 'fr' | 'en' | 'ar') => {
  const titleOf = (title: Title) => translate(locale, title.key, title.options);
  return createRouteIndex(searchEntries(accessibleRoutes(routeTree, viewer), titleOf));
};
const firstPath = (index: ReturnType<typeof indexFor>, query: string) => index.search(query)[0]?.item.path;

describe('route search', () => {
  it('uses the spec §9 settings', () => {
    expect(SEARCH_OPTIONS).toEqual({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('offers only the visible pages, titled after their groups', () => {
    const entries = searchEntries(accessibleRoutes(routeTree, editor), (t) =>
      translate('en', t.key, t.options),
    );
    expect(entries).toEqual([
      { path: '/dashboard', title: ['Home'] },
      { path: '/locations/villages', title: ['Locations', 'Villages'] },
    ]);
  });

  it.each([
    ['en', 'Vilages', '/locations/villages'],
    ['en', 'muncipalities', '/locations/municipalities'],
    ['fr', 'Espèse', '/animals/species'],
    ['fr', 'enregistremens', '/registrations/index'],
    ['ar', 'السلالات', '/animals/breeds'],
    ['en', 'provinces', '/locations/provinces'],
  ] as const)('%s: finds "%s"', (locale, query, path) => {
    expect(firstPath(indexFor(admin, locale), query)).toBe(path);
  });

  it('does not find what the user may not open', () => {
    expect(firstPath(indexFor(editor, 'en'), 'Users')).toBeUndefined();
  });
});
