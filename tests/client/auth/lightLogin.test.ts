/**
 * The sign-in page a visitor first loads (login.html, src/login): drawn with the DOM, without React or
 * react-admin, it keeps the app's behaviour (signInBehaviour.tsx), and has its own title, landmarks and
 * language choice.
 */

import { darken } from '@mui/material/styles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http as mock } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_COLOURS } from '../../../src/login/loginColours';
import { drawLogin } from '../../../src/login/loginPage';
import { onLight } from '../../../src/providers/accessiblePalette';
import { PRIMARY_COLOR } from '../../../src/providers/brand';
import { endSession } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { fill, identifier, password, signInCases } from './signInBehaviour';
import { demoUser, quietApi } from './support';

const server = startApi();
let go = vi.fn();

beforeEach(() => {
  endSession();
  quietApi(server);
  localStorage.removeItem('ah_locale');
  go = vi.fn();
});

afterEach(() => {
  document.body.replaceChildren();
});

async function open(path = '/login') {
  window.history.replaceState({}, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  drawLogin(container, { locale: 'en', go });
  return screen.getByRole('button', { name: 'Sign in' });
}

describe('the first-load sign-in page', () => {
  signInCases(server, { open, destination: () => go.mock.lastCall?.[0] ?? '' });

  it('has one h1, a main landmark and the page title', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.title).toBe('Sign in | Animal Health Surveillance');
  });

  it('asks the server in the page language', async () => {
    const languages: (string | null)[] = [];
    server.use(
      mock.post('/api/login', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ data: demoUser() });
      }),
    );
    const signIn = await open();
    fill(identifier(), 'editor');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(languages).toEqual(['en']);
  });

  it('switches to Arabic, right to left, and keeps the choice for the app', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(languages).getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('ah_locale')).toBe('ar');
  });

  it("draws the app theme's readable colours (accessiblePalette), written out to spare MUI's download", () => {
    expect(LOGIN_COLOURS).toEqual({
      primary: onLight(PRIMARY_COLOR),
      primaryDark: darken(onLight(PRIMARY_COLOR), 0.2),
      secondary: onLight('#2196f3'),
      error: onLight('#d32f2f'),
    });
  });

  it('says the server did not answer in time when the sign-in outlasts the 10 s budget', async () => {
    server.use(
      mock.post('/api/login', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: demoUser() });
      }),
    );
    const signIn = await open();
    fill(identifier(), 'editor');
    fill(password(), 'demo1234');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(signIn);
      await vi.advanceTimersByTimeAsync(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('The server did not answer in time. Try again in a moment.')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });
});
