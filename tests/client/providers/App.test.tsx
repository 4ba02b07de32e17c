import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { writeCookie } from '../../../src/api/cookies';
import { endSession, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { startApi } from './msw';

const server = startApi();

const editor = {
  id: 2,
  name: 'Eddy Editor',
  email: 'editor@example.com',
  username: 'editor',
  avatar: null,
  introduction: null,
  roles: ['Editor'],
  permissions: ['manage province', 'manage department', 'manage registration', 'manage specie'],
  locale: 'en',
  active_role: 'Editor',
};

beforeEach(() => {
  endSession();
  window.history.replaceState({}, '', '/');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    mock.get('/api/:resource', ({ params }) =>
      HttpResponse.json([], { headers: { 'Content-Range': `${String(params.resource)} 0-0/0` } }),
    ),
  );
});

describe('App', () => {
  it('sends a visitor without a session to the login page', async () => {
    window.history.replaceState({}, '', '/locations/provinces');
    render(<App />);
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      '/login?redirect=%2Flocations%2Fprovinces',
    );
  });

  it('shows an Editor the menu entries its permissions allow', async () => {
    writeCookie(SESSION_FLAG_COOKIE, '1');
    server.use(mock.get('/api/user', () => HttpResponse.json({ data: editor })));
    render(<App />);
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Provinces')).toBeTruthy();
    expect(within(menu).getByText('Registrations')).toBeTruthy();
    expect(within(menu).queryByText('Users')).toBeNull();
    expect(within(menu).queryByText('Permissions')).toBeNull();
  });

  it('opens a menu group on its first resource', async () => {
    writeCookie(SESSION_FLAG_COOKIE, '1');
    server.use(mock.get('/api/user', () => HttpResponse.json({ data: editor })));
    window.history.replaceState({}, '', '/locations');
    render(<App />);
    await screen.findByRole('menu');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/locations/provinces'));
  });

  it('shows one red toast with the server message when a list fails', async () => {
    writeCookie(SESSION_FLAG_COOKIE, '1');
    server.use(
      mock.get('/api/user', () => HttpResponse.json({ data: editor })),
      mock.get('/api/provinces', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    window.history.replaceState({}, '', '/locations/provinces');
    render(<App />);
    const toast = await screen.findByText('Database unavailable');
    expect(toast.closest('.RaNotification-error')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
    expect(screen.queryByText('Server communication error')).toBeNull();
  });

  it('lays Arabic out right to left', async () => {
    localStorage.setItem('ah_locale', 'ar');
    const { i18nProvider } = await import('../../../src/providers/i18nProvider');
    await i18nProvider.changeLocale('ar');
    render(<App />);
    await screen.findAllByRole('button');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.head.innerHTML).toContain('data-emotion="muirtl');
    await i18nProvider.changeLocale('en');
  });
});
