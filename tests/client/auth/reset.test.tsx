import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { endSession } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { quietApi } from './support';

const server = startApi();
const EMAIL = 'rse@example.com';
const CODE = '042731';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

interface Calls {
  forgot: unknown[];
  verify: unknown[];
  reset: unknown[];
}

/** The server's reset routes: one valid code, 422 on the code field otherwise. */
function resetApi(): Calls {
  const calls: Calls = { forgot: [], verify: [], reset: [] };
  const codeError = () =>
    HttpResponse.json(
      {
        message: 'Please check the information entered',
        errors: { code: ['This code is invalid or has expired'] },
      },
      { status: 422 },
    );
  server.use(
    mock.post('/api/password/forgot', async ({ request }) => {
      calls.forgot.push(await request.json());
      return HttpResponse.json({ message: 'sent' });
    }),
    mock.post('/api/password/verify', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.verify.push(body);
      return body.code === CODE ? HttpResponse.json({ message: 'OK' }) : codeError();
    }),
    mock.post('/api/password/reset', async ({ request }) => {
      calls.reset.push(await request.json());
      return HttpResponse.json({ message: 'done' });
    }),
  );
  return calls;
}

async function openReset() {
  window.history.replaceState({}, '', '/reset-password');
  render(<App />);
  await screen.findByRole('heading', { name: 'Reset your password' });
}

beforeEach(() => {
  endSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  quietApi(server);
});

describe('password reset', () => {
  it('offers the choice of language before signing in (issue 13 item 5)', async () => {
    await openReset();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Réinitialiser votre mot de passe' })).toBeTruthy();
    await i18nProvider.changeLocale('en');
  });

  it('walks email → code → new password → success, with resend', async () => {
    const calls = resetApi();
    await openReset();

    click('Send the code');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fill(/^Email/, ` ${EMAIL} `);
    click('Send the code');
    expect(await screen.findByText(new RegExp(`If an account uses ${EMAIL}`))).toBeTruthy();
    expect(calls.forgot).toEqual([{ email: EMAIL }]);
    click('Resend the code');
    expect(await screen.findByText('A new code has been sent.')).toBeTruthy();
    expect(calls.forgot).toHaveLength(2);

    fill(/^Code/, '12');
    click('Verify');
    expect(await screen.findByText('The code is made of 6 digits')).toBeTruthy();
    fill(/^Code/, '111111');
    click('Verify');
    expect(await screen.findByText('This code is invalid or has expired')).toBeTruthy();

    fill(/^Code/, CODE);
    click('Verify');
    await screen.findByLabelText(/^New password/);
    expect(calls.verify).toEqual([
      { email: EMAIL, code: '111111' },
      { email: EMAIL, code: CODE },
    ]);

    fill(/^New password/, 'abc');
    fill(/^Confirm password/, 'abcdef');
    click('Reset password');
    expect(await screen.findByText('Password too short (min 6 characters)')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    fill(/^New password/, 'new-secret');
    fill(/^Confirm password/, 'new-secret');
    click('Reset password');

    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(calls.reset).toEqual([
      { email: EMAIL, code: CODE, password: 'new-secret', password_confirmation: 'new-secret' },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('shows a throttled request above the form, and the email error on its field', async () => {
    server.use(
      mock.post('/api/password/forgot', () =>
        HttpResponse.json({ message: 'Too many attempts. Try again in 90 seconds.' }, { status: 429 }),
      ),
    );
    await openReset();
    fill(/^Email/, EMAIL);
    click('Send the code');
    expect((await screen.findByRole('alert')).textContent).toContain('90 seconds');

    server.use(
      mock.post('/api/password/forgot', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { email: ['Enter a valid email'] } },
          { status: 422 },
        ),
      ),
    );
    click('Send the code');
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
  });

  it('lets the user go back and use another email', async () => {
    resetApi();
    await openReset();
    fill(/^Email/, EMAIL);
    click('Send the code');
    await screen.findByLabelText(/^Code/);
    click('Use another email');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(EMAIL);
  });
});
