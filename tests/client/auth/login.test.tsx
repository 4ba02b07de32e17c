import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { endSession } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { signInCases } from './signInBehaviour';
import { demoUser, quietApi, signedInAs } from './support';

const server = startApi();

beforeEach(() => {
  endSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  quietApi(server);
});

function openLogin(path = '/login') {
  window.history.replaceState({}, '', path);
  render(<App />);
  return screen.findByRole('button', { name: 'Sign in' });
}

describe('login page inside the app', () => {
  signInCases(server, {
    open: openLogin,
    destination: () => `${window.location.pathname}${window.location.search}`,
  });

  it('links to the password reset', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(window.location.pathname).toBe('/reset-password');
  });

  it('sends a signed-in user from /login to /', async () => {
    signedInAs(demoUser(), server);
    window.history.replaceState({}, '', '/login');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).not.toBe('/login'));
  });
});
