import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { getPreferences } from '../../../src/settings/preferences';
import { startApi } from '../providers/msw';
import { admin, renderSignedIn } from './support';

const server = startApi();
const WAIT = { timeout: 30_000 };

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18nProvider.changeLocale('en');
});

describe('the top bar', () => {
  it('shows the breadcrumb from Home to the action', async () => {
    renderSignedIn(server, '/locations/provinces/create');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT);
    await waitFor(() => expect(trail.textContent).toBe('HomeLocationsProvincesCreate'));
    expect(within(trail).getByRole('link', { name: 'Locations' }).getAttribute('href')).toBe('/locations');
  });

  it.each([
    ['en', 'Breadcrumb', 'HomeLocationsVillagesImport', 'Villages · Import'],
    ['fr', "Fil d'Ariane", 'AccueilLocalisationVillagesImporter', 'Villages · Importer'],
    ['ar', 'مسار التنقل', 'الرئيسيةالمواقعالقرىاستيراد', 'القرى · استيراد'],
  ])('names the import screen by its action, not as a record (%s)', async (locale, label, crumbs, tab) => {
    await i18nProvider.changeLocale(locale);
    renderSignedIn(server, '/locations/villages/import', { ...admin, locale });
    const trail = await screen.findByRole('navigation', { name: label }, WAIT);
    await waitFor(() => expect(trail.textContent).toBe(crumbs));
    const tabs = await screen.findByRole('navigation', { name: i18nProvider.translate('app.tabs.label') });
    await waitFor(() =>
      expect(tabs.querySelector('[data-tab="/locations/villages/import"]')?.textContent).toBe(tab),
    );
  });

  it.each([
    ['en', 'none'],
    ['ar', 'scaleX(-1)'],
  ])('points the breadcrumb arrows and the fold icon the reading way (%s)', async (locale, transform) => {
    await i18nProvider.changeLocale(locale);
    renderSignedIn(server, '/locations/villages/import', { ...admin, locale });
    const trail = await screen.findByRole(
      'navigation',
      { name: i18nProvider.translate('app.breadcrumb.label') },
      WAIT,
    );
    await waitFor(() => expect(trail.querySelectorAll('.MuiBreadcrumbs-separator svg').length).toBe(3));
    const fold = screen.getByRole('button', { name: i18nProvider.translate('app.menu.closeSidebar') });
    const drawn = [...trail.querySelectorAll('.MuiBreadcrumbs-separator svg'), fold.querySelector('svg')];
    for (const icon of drawn) expect(icon && (getComputedStyle(icon).transform || 'none')).toBe(transform);
  });

  it('folds the sidebar and remembers it', async () => {
    renderSignedIn(server, '/locations/provinces');
    fireEvent.click(await screen.findByRole('button', { name: 'Close sidebar' }, WAIT));
    expect(await screen.findByRole('button', { name: 'Open sidebar' })).toBeTruthy();
    expect(getPreferences().sidebarOpen).toBe(false);
  });

  it('warns where full screen is not available', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    renderSignedIn(server, '/locations/provinces');
    fireEvent.click(await screen.findByRole('button', { name: 'Full screen' }, WAIT));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
  });

  it('switches the language, saves it on the server and says so', async () => {
    const saved: unknown[] = [];
    server.use(
      mock.post('/api/locale', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ message: 'Langue modifiée avec succès' });
      }),
    );
    renderSignedIn(server, '/locations/provinces');
    fireEvent.click(await screen.findByRole('button', { name: 'Language' }, WAIT));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByText('Langue modifiée avec succès', {}, WAIT)).toBeTruthy();
    expect(saved).toEqual([{ locale: 'fr' }]);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Provinces | Surveillance de la santé animale');
  });

  it('tells when the server does not save the language', async () => {
    server.use(mock.post('/api/locale', () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    renderSignedIn(server, '/locations/provinces');
    fireEvent.click(await screen.findByRole('button', { name: 'Language' }, WAIT));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(
      await screen.findByText('Une erreur est survenue lors de la modification de la langue.', {}, WAIT),
    ).toBeTruthy();
  });

  it('offers dashboard, profile and log out; logging out keeps the way back', async () => {
    server.use(mock.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    renderSignedIn(server, '/locations/provinces?page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }, WAIT));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Profile', 'Log out']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), WAIT);
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/locations/provinces?page=2');
  });
});
