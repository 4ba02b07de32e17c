/**
 * The sign-in page a visitor first loads (src/login): drawn without react-admin, it keeps the app's
 * behaviour — spec §5 messages, the server's 422 on its field and 429 above the form, the language
 * choice, the trimmed identifier, the safe ?redirect path and the session flag.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../src/api/cookies';
import { LoginApp } from '../../../src/login/LoginApp';
import { endSession, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { capture, demoUser, quietApi } from './support';

const server = startApi();

beforeEach(() => {
  endSession();
  quietApi(server);
  localStorage.removeItem('ah_locale');
});

function open(path = '/login') {
  window.history.replaceState({}, '', path);
  const go = vi.fn();
  render(<LoginApp initial="en" go={go} />);
  return { go, signIn: screen.getByRole('button', { name: 'Sign in' }) };
}

const identifier = () => screen.getByLabelText(/Email or username/);
const password = () => screen.getByLabelText(/^Password/);
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the first-load sign-in page', () => {
  it('has one h1, a main landmark and the page title', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.title).toBe('Sign in | Animal Health Surveillance');
  });

  it('shows the spec §5 messages before calling the server, then as the user types', async () => {
    const { signIn } = open();
    fireEvent.click(signIn);
    expect(await screen.findByText('Please enter your email address or username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    fill(identifier(), 'awa@example');
    fill(password(), '12345');
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password too short (min 6 characters)')).toBeTruthy();
  });

  it('signs in with the trimmed identifier, sets the session flag and goes on to the ?redirect path', async () => {
    const login = capture();
    server.use(
      mock.post('/api/login', async ({ request }) => {
        expect(request.headers.get('Accept-Language')).toBe('en');
        expect(request.headers.get('X-XSRF-TOKEN')).toBe('token');
        await login.record(request);
        return HttpResponse.json({ data: demoUser() });
      }),
    );
    const { go, signIn } = open('/login?redirect=%2Flocations%2Fprovinces%3Fpage%3D2');
    fill(identifier(), '  editor@example.com ');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/locations/provinces?page=2'));
    expect(login.bodies).toEqual([{ email: 'editor@example.com', password: 'demo1234' }]);
    expect(readCookie(SESSION_FLAG_COOKIE)).toBe('1');
  });

  it('never follows a redirect to another site', async () => {
    server.use(mock.post('/api/login', () => HttpResponse.json({ data: demoUser() })));
    const { go, signIn } = open('/login?redirect=%2F%2Fevil.example%2Fphish');
    fill(identifier(), 'editor');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('shows the 422 message on the field, and a 429 with its wait above the form', async () => {
    const refused = 'These credentials do not match our records.';
    server.use(
      mock.post('/api/login', () =>
        HttpResponse.json({ message: refused, errors: { email: [refused] } }, { status: 422 }),
      ),
    );
    const { go, signIn } = open();
    fill(identifier(), 'editor');
    fill(password(), 'wrong-password');
    fireEvent.click(signIn);
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(identifier().getAttribute('aria-invalid')).toBe('true');

    server.use(
      mock.post('/api/login', () =>
        HttpResponse.json({ message: 'Too many attempts. Try again in 42 seconds.' }, { status: 429 }),
      ),
    );
    fireEvent.click(signIn);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('42 seconds');
    expect(go).not.toHaveBeenCalled();
    expect(readCookie(SESSION_FLAG_COOKIE)).toBeNull();
  });

  it('shows and hides the password', () => {
    open();
    fill(password(), 'secret');
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('switches to Arabic, right to left, and keeps the choice for the app', async () => {
    open();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('ah_locale')).toBe('ar');
  });
});
