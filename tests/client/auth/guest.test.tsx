import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { readCookie } from '../../../src/api/cookies';
import { endSession, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { demoUser, quietApi, signedInAs } from './support';

const server = startApi();
const agent = demoUser({ id: 5, name: 'Ali Agent', roles: ['Agent'], active_role: 'Agent', permissions: [] });

beforeEach(() => {
  endSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  quietApi(server);
});

function open(path: string) {
  window.history.replaceState({}, '', path);
  render(<App />);
}

describe('guest screen', () => {
  it.each([
    '/',
    '/locations/provinces',
    '/administration/users/1',
    '/profile',
    '/no-such-page',
  ])('is all a field agent sees on %s', async (path) => {
    signedInAs(agent, server);
    open(path);
    expect(await screen.findByText('Your account is active.')).toBeTruthy();
    expect(screen.getByText('Please download the mobile app to use the service.')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signs the agent out', async () => {
    let loggedOut = false;
    server.use(
      mock.post('/api/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signedInAs(agent, server);
    open('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(loggedOut).toBe(true);
    expect(readCookie(SESSION_FLAG_COOKIE)).toBeNull();
  });

  it('is not shown to a back-office role', async () => {
    signedInAs(demoUser({ roles: ['Agent', 'Editor'], active_role: 'Editor' }), server);
    open('/locations/provinces');
    expect((await screen.findAllByText('Provinces')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Your account is active.')).toBeNull();
  });
});

describe('/auth-redirect', () => {
  it('forwards to the ?redirect path of this site', async () => {
    signedInAs(demoUser(), server);
    open('/auth-redirect?redirect=%2Flocations%2Fprovinces');
    await waitFor(() => expect(window.location.pathname).toBe('/locations/provinces'));
  });

  it('goes home for anything else', async () => {
    signedInAs(demoUser(), server);
    open('/auth-redirect?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(window.location.pathname).not.toBe('/auth-redirect'));
    expect(window.location.href).not.toContain('evil');
  });
});
