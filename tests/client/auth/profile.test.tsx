import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { type CurrentUser, endSession } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { demoUser, quietApi, signedInAs } from './support';

const server = startApi();

const rse = (): CurrentUser =>
  demoUser({
    id: 3,
    name: 'Rose Sow',
    nom: 'Sow',
    prenom: 'Rose',
    email: 'rse@example.com',
    roles: ['Décideur', 'RSE'],
    active_role: 'RSE',
    permissions: ['manage registration'],
  });

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openProfile(user: CurrentUser) {
  signedInAs(user, server);
  window.history.replaceState({}, '', '/profile');
  render(<App />);
  await screen.findByRole('heading', { name: 'Active role' });
}

beforeEach(() => {
  endSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  quietApi(server);
});

describe('profile page', () => {
  it('switches the active role and the menu follows at once', async () => {
    let current = rse();
    server.use(
      mock.get('/api/user', () => HttpResponse.json({ data: current })),
      mock.put('/api/user/active-role', async ({ request }) => {
        const { role } = (await request.json()) as { role: string };
        current = {
          ...current,
          active_role: role,
          permissions: role === 'RSE' ? ['manage registration'] : [],
        };
        return HttpResponse.json({ data: current });
      }),
    );
    await openProfile(current);
    const menu = screen.getByRole('menu');
    expect(await within(menu).findByText('Registrations')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Décideur' }));
    await waitFor(() => expect(within(menu).queryByText('Registrations')).toBeNull());
    expect((screen.getByRole('radio', { name: 'Décideur' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Active role changed')).toBeTruthy();
  });

  it('saves the name, introduction and language', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      mock.put('/api/user', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { ...rse(), name: 'Rosa Sow', prenom: 'Rosa', locale: 'en' } });
      }),
    );
    await openProfile(rse());
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Sow');
    fill(/^First name/, 'Rosa');
    fill(/^Introduction/, 'Surveillance officer, Ouaddaï');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(sent).toEqual({
      nom: 'Sow',
      prenom: 'Rosa',
      avatar: '',
      introduction: 'Surveillance officer, Ouaddaï',
      locale: 'en',
    });
  });

  it('shows a 422 on its field', async () => {
    server.use(
      mock.put('/api/user', () =>
        HttpResponse.json(
          {
            message: 'Please check the information entered',
            errors: { nom: ['Must be at most 100 characters'] },
          },
          { status: 422 },
        ),
      ),
    );
    await openProfile(rse());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 100 characters')).toBeTruthy();
  });

  it.each([
    'javascript:alert(1)',
    'https://tracker.example.net/pixel.png',
  ])('refuses %s as avatar: only uploads and pictures of this site (the CSP blocks others)', async (link) => {
    await openProfile(rse());
    fill(/^Link to an image/, link);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Upload a picture, or give the address of a picture of this site (starting with /)',
      ),
    ).toBeTruthy();
  });

  it('changes the password: current one checked by the server, new one confirmed', async () => {
    let sent: unknown;
    server.use(
      mock.put('/api/user/password', async ({ request }) => {
        sent = await request.json();
        const body = sent as { current_password: string };
        return body.current_password === 'demo1234'
          ? HttpResponse.json({ message: 'Password changed' })
          : HttpResponse.json(
              { message: 'invalid', errors: { current_password: ['The current password is not correct.'] } },
              { status: 422 },
            );
      }),
    );
    await openProfile(rse());
    const change = screen.getByRole('button', { name: 'Change password' });
    fill(/^Current password/, 'wrong-one');
    fill(/^New password/, 'new-secret');
    fill(/^Confirm the new password/, 'other');
    fireEvent.click(change);
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    fill(/^Confirm the new password/, 'new-secret');
    fireEvent.click(change);
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    fill(/^Current password/, 'demo1234');
    fireEvent.click(change);
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(sent).toEqual({
      current_password: 'demo1234',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''),
    );
  });

  it("lists the user's own phones and revokes a lost one after a confirmation", async () => {
    let tokens = [
      {
        id: 9,
        name: 'Samsung A15',
        abilities: ['*'],
        last_used_at: '2026-11-22T10:00:00Z',
        expires_at: null,
        created_at: '2026-11-01T10:00:00Z',
        current: false,
      },
    ];
    let deleted = '';
    server.use(
      mock.get('/api/tokens', () => HttpResponse.json(tokens)),
      mock.delete('/api/tokens/:id', ({ params }) => {
        deleted = String(params.id);
        tokens = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await openProfile(rse());
    const table = await screen.findByRole('table', { name: 'Mobile app access' });
    expect(within(table).getByText('Read and write')).toBeTruthy();
    expect(within(table).getByText('When revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke all' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke the token of Samsung A15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No phone is signed in.')).toBeTruthy();
    expect(await screen.findByText('Token revoked')).toBeTruthy();
    expect(deleted).toBe('9');
  });

  it('offers no role switch to a user with one role', async () => {
    signedInAs(demoUser(), server);
    window.history.replaceState({}, '', '/profile');
    render(<App />);
    await screen.findByRole('heading', { name: 'My profile' });
    expect(screen.queryByRole('heading', { name: 'Active role' })).toBeNull();
  });

  it('states a national user’s reach without asking for areas', async () => {
    let asked = false;
    server.use(
      mock.get('/api/user/areas', () => {
        asked = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    await openProfile(rse());
    expect(screen.getByRole('heading', { name: 'My areas' })).toBeTruthy();
    expect(screen.getByText('National: you see and manage the whole country.')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('lists a provincial officer’s areas with the places above each', async () => {
    const lac = { level: 'provinces', id: 2, name: 'Lac' };
    const mamdi = { level: 'departments', id: 21, name: 'Mamdi' };
    server.use(
      mock.get('/api/user/areas', () =>
        HttpResponse.json({
          data: [
            { ...lac, path: [lac] },
            { ...mamdi, path: [lac, mamdi] },
          ],
        }),
      ),
    );
    await openProfile({ ...rse(), areas: { provinces: [2], departments: [21] } });
    const list = await screen.findByRole('list', { name: 'My areas' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['LacProvince', 'MamdiDepartment · in Lac']);
    expect(screen.getByText('You see and manage only what lies in these areas and below them.')).toBeTruthy();
  });
});
