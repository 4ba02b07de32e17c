import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { startApi } from '../providers/msw';
import { renderSignedIn } from './support';

const server = startApi();

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18nProvider.changeLocale('en');
});

const tabsBar = () => screen.findByRole('navigation', { name: 'Open pages' });
const tabNames = async () =>
  [...(await tabsBar()).querySelectorAll('[data-tab]')].map((tab) => tab.getAttribute('data-tab'));
const rightClick = async (path: string) => {
  const tab = (await tabsBar()).querySelector(`[data-tab="${path}"]`);
  if (!tab) throw new Error(`no tab ${path}`);
  fireEvent.contextMenu(tab);
  return screen.findByRole('menu');
};
const openPage = async (name: string) => {
  const sidebar = await screen.findByRole('navigation', { name: 'Main menu' });
  fireEvent.click(within(sidebar).getByText(name));
};

describe('the tabs bar', () => {
  it('records the pages visited after the pinned dashboard, and they survive a reload', async () => {
    const { unmount } = renderSignedIn(server, '/locations/provinces');
    await waitFor(async () => expect(await tabNames()).toEqual(['/dashboard', '/locations/provinces']));
    await openPage('Departments');
    await waitFor(async () => expect((await tabNames()).at(-1)).toBe('/locations/departments'));
    unmount();
    renderSignedIn(server, '/locations/villages');
    await waitFor(async () =>
      expect(await tabNames()).toEqual([
        '/dashboard',
        '/locations/provinces',
        '/locations/departments',
        '/locations/villages',
      ]),
    );
  });

  it('opens no tab for a menu group, which only leads to its first page', async () => {
    renderSignedIn(server, '/locations');
    await waitFor(() => expect(window.location.pathname).toBe('/locations/provinces'));
    await waitFor(async () => expect(await tabNames()).toEqual(['/dashboard', '/locations/provinces']));
  });

  it('never offers to close the pinned dashboard', async () => {
    renderSignedIn(server, '/locations/provinces');
    const menu = await rightClick('/dashboard');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refresh', 'Close others', 'Close all']);
  });

  it('closes a tab, the others, then all of them', async () => {
    renderSignedIn(server, '/locations/provinces');
    await openPage('Departments');
    await openPage('Villages');
    await waitFor(async () => expect(await tabNames()).toHaveLength(4));

    fireEvent.click(within(await rightClick('/locations/villages')).getByText('Close'));
    await waitFor(() => expect(window.location.pathname).toBe('/locations/departments'));
    expect(await tabNames()).toEqual(['/dashboard', '/locations/provinces', '/locations/departments']);

    fireEvent.click(within(await rightClick('/locations/provinces')).getByText('Close others'));
    await waitFor(() => expect(window.location.pathname).toBe('/locations/provinces'));
    expect(await tabNames()).toEqual(['/dashboard', '/locations/provinces']);

    fireEvent.click(within(await rightClick('/locations/provinces')).getByText('Close all'));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(await tabNames()).toEqual(['/dashboard']);
  });

  it('refreshes a page through /redirect and comes back to it with its query', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/provinces')) seen.push(request.url);
    });
    renderSignedIn(server, '/locations/provinces?page=1');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const before = seen.length;
    fireEvent.click(within(await rightClick('/locations/provinces')).getByText('Refresh'));
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
    expect(window.location.pathname + window.location.search).toBe('/locations/provinces?page=1');
    server.events.removeAllListeners();
  });
});
