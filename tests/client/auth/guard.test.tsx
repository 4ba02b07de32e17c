import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { readCookie, writeCookie } from '../../../src/api/cookies';
import { endSession, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { demoUser, quietApi, signedInAs } from './support';

const server = startApi();
const here = () => window.location.pathname + window.location.search;

beforeEach(() => {
  endSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  quietApi(server);
});

function open(path: string) {
  window.history.replaceState({}, '', path);
  render(<App />);
}

describe('navigation guard', () => {
  it('sends a visitor to /login?redirect={path}, quietly', async () => {
    open('/registrations/index?page=3');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(here()).toBe('/login?redirect=%2Fregistrations%2Findex%3Fpage%3D3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the flag, says why and asks to sign in again when the user cannot be loaded', async () => {
    writeCookie(SESSION_FLAG_COOKIE, '1');
    server.use(
      mock.get('/api/user', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    open('/locations/provinces');
    expect(await screen.findByText('Verification failed, please Login again.')).toBeTruthy();
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Flocations%2Fprovinces'));
    expect(readCookie(SESSION_FLAG_COOKIE)).toBeNull();
  });

  it('refuses a user without roles with the spec message', async () => {
    signedInAs(demoUser({ roles: [] }), server);
    open('/locations/provinces');
    expect(await screen.findByText('getInfo: roles must be a non-null array!')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('signs out when a call answers 401, not when it answers 403', async () => {
    signedInAs(demoUser(), server);
    server.use(
      mock.get('/api/provinces', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
      mock.get('/api/registrations', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    open('/locations/provinces');
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(window.location.pathname).toBe('/locations/provinces');
    expect(readCookie(SESSION_FLAG_COOKIE)).toBe('1');

    window.history.pushState({}, '', '/registrations/index');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fregistrations%2Findex'));
    expect(readCookie(SESSION_FLAG_COOKIE)).toBeNull();
  });

  it('does not let a signed-in user see a screen its rules refuse', async () => {
    signedInAs(demoUser({ roles: ['Décideur'], active_role: 'Décideur', permissions: [] }), server);
    open('/registrations/index');
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByRole('columnheader')).toBeNull();
  });
});
