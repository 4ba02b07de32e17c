import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { readCookie } from '../../../src/api/cookies';
import { endSession, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { capture, demoUser, quietApi, signedInAs } from './support';

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

const identifier = () => screen.getByLabelText(/Email or username/);
const password = () => screen.getByLabelText(/^Password/);
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('login page', () => {
  it('shows the spec §5 messages before calling the server', async () => {
    const signIn = await openLogin();
    fireEvent.click(signIn);
    expect(await screen.findByText('Please enter your email address or username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    fill(identifier(), 'awa@example');
    fill(password(), '12345');
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password too short (min 6 characters)')).toBeTruthy();
  });

  it('signs in with the trimmed email and goes on to the ?redirect path', async () => {
    const login = capture();
    server.use(
      mock.post('/api/login', async ({ request }) => {
        await login.record(request);
        return HttpResponse.json({ data: demoUser() });
      }),
    );
    const signIn = await openLogin('/login?redirect=%2Flocations%2Fprovinces%3Fpage%3D2');
    fill(identifier(), '  editor@example.com ');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(window.location.pathname).toBe('/locations/provinces'));
    expect(window.location.search).toBe('?page=2');
    expect(login.bodies).toEqual([{ email: 'editor@example.com', password: 'demo1234' }]);
    expect(readCookie(SESSION_FLAG_COOKIE)).toBe('1');
  });

  it('never follows a redirect to another site', async () => {
    server.use(mock.post('/api/login', () => HttpResponse.json({ data: demoUser() })));
    const signIn = await openLogin('/login?redirect=%2F%2Fevil.example%2Fphish');
    fill(identifier(), 'editor');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(window.location.pathname).not.toBe('/login'));
    expect(window.location.href).not.toContain('evil');
  });

  it('shows the 422 message on the field, and a 429 with its wait above the form', async () => {
    server.use(
      mock.post('/api/login', () =>
        HttpResponse.json(
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const signIn = await openLogin();
    fill(identifier(), 'editor');
    fill(password(), 'wrong-password');
    fireEvent.click(signIn);
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(identifier().getAttribute('aria-invalid')).toBe('true');

    server.use(
      mock.post('/api/login', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Try again in 42 seconds.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    fireEvent.click(signIn);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('42 seconds');
  });

  it('shows and hides the password', async () => {
    await openLogin();
    fill(password(), 'secret');
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
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
