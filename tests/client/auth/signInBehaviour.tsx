/**
 * What both sign-in pages must do alike (spec §5): the first-load page drawn without react-admin
 * (src/login) and react-admin's page reached inside the app (src/auth). Each test file opens its page
 * its own way and runs these cases on it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect, it } from 'vitest';
import { readCookie } from '../../../src/api/cookies';
import { SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { capture, demoUser } from './support';

export interface SignInPage {
  /** Opens the page at `path`; resolves to its submit button once drawn. */
  open: (path?: string) => Promise<HTMLElement>;
  /** Where the browser was sent after signing in (path and query). */
  destination: () => string;
}

export const identifier = () => screen.getByLabelText(/Email or username/);
export const password = () => screen.getByLabelText(/^Password/);
export const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

export function signInCases(server: SetupServer, page: SignInPage) {
  it('shows the spec §5 messages before calling the server, then as the user types', async () => {
    const signIn = await page.open();
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
        expect(request.headers.get('X-XSRF-TOKEN')).toBe('token');
        await login.record(request);
        return HttpResponse.json({ data: demoUser() });
      }),
    );
    const signIn = await page.open('/login?redirect=%2Flocations%2Fprovinces%3Fpage%3D2');
    fill(identifier(), '  editor@example.com ');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(page.destination()).toBe('/locations/provinces?page=2'));
    expect(login.bodies).toEqual([{ email: 'editor@example.com', password: 'demo1234' }]);
    expect(readCookie(SESSION_FLAG_COOKIE)).toBe('1');
  });

  it('never follows a redirect to another site', async () => {
    server.use(mock.post('/api/login', () => HttpResponse.json({ data: demoUser() })));
    const signIn = await page.open('/login?redirect=%2F%2Fevil.example%2Fphish');
    fill(identifier(), 'editor');
    fill(password(), 'demo1234');
    fireEvent.click(signIn);
    await waitFor(() => expect(page.destination()).toBe('/'));
  });

  it('shows the 422 message on the field, and a 429 with its wait above the form', async () => {
    const refused = 'These credentials do not match our records.';
    server.use(
      mock.post('/api/login', () =>
        HttpResponse.json({ message: refused, errors: { email: [refused] } }, { status: 422 }),
      ),
    );
    const signIn = await page.open();
    fill(identifier(), 'editor');
    fill(password(), 'wrong-password');
    fireEvent.click(signIn);
    expect(await screen.findByText(refused)).toBeTruthy();
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
    expect(readCookie(SESSION_FLAG_COOKIE)).toBeNull();
  });

  it('shows and hides the password', async () => {
    await page.open();
    fill(password(), 'secret');
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });
}
