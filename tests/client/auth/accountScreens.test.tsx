import { screen as dom, fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nth } from '../../../shared/arrays';
import { collectToasts, setXsrfCookie, startApi } from '../providers/msw';
import { memoryDataProvider } from '../screens/support/memoryDataProvider';
import { renderScreen, screen } from '../screens/support/renderScreen';

const server = startApi();
const toasts = collectToasts();

const USERS = 'administration/users';
const people = [
  { id: 1, nom: 'Diallo', prenom: 'Awa', email: 'awa@example.com', role_ids: [2], status: 'active' },
  { id: 2, nom: 'Sow', prenom: 'Rose', email: 'rose@example.com', role_ids: [2, 3], status: 'disabled' },
];
const permissions = [
  { id: 1, name: 'manage province', table_name: 'provinces' },
  { id: 2, name: 'manage registration', table_name: 'registrations' },
];

beforeEach(() => {
  setXsrfCookie('token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const rowOf = async (name: string) => (await dom.findByText(name)).closest('tr') as HTMLElement;

describe('user list', () => {
  const UserList = screen('users', 'list');

  it('switches a status in one click through PUT /api/users/:id/status', async () => {
    const calls: unknown[] = [];
    server.use(
      mock.put('/api/users/:id/status', async ({ params, request }) => {
        calls.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({});
      }),
    );
    const dataProvider = memoryDataProvider({ [USERS]: people });
    renderScreen(<UserList />, { dataProvider });

    const rose = await rowOf('Sow');
    const toggle = within(rose).getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(within(rose).getByText('Disabled')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toEqual([{ id: '2', status: 'active' }]));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('tells a failed switch with the spec message, and the server reason', async () => {
    server.use(
      mock.put('/api/users/:id/status', () =>
        HttpResponse.json(
          {
            message: 'You cannot disable your own account.',
            errors: { status: ['You cannot disable your own account.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<UserList />, { dataProvider: memoryDataProvider({ [USERS]: people }) });
    const awa = await rowOf('Diallo');
    const toggle = within(awa).getByRole('switch') as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(toasts).toEqual([
        'Sorry, an error occurred while updating the status: You cannot disable your own account.',
      ]),
    );
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});

const phones = [
  {
    id: 7,
    name: 'Tecno Spark 10',
    abilities: ['*'],
    last_used_at: '2026-11-20T08:15:00Z',
    expires_at: null,
    created_at: '2026-10-01T09:00:00Z',
    current: false,
  },
  {
    id: 4,
    name: 'Itel A70',
    abilities: ['read'],
    last_used_at: null,
    expires_at: '2027-01-01T00:00:00Z',
    created_at: '2026-09-01T09:00:00Z',
    current: false,
  },
];

describe('user form', () => {
  it('edits the per-user permission overrides with the roles’ matrix', async () => {
    server.use(mock.get('/api/users/1/tokens', () => HttpResponse.json([])));
    const dataProvider = memoryDataProvider({
      [USERS]: [{ ...nth(people, 0), permission_ids: [], updated_at: 'v1' }],
      'administration/permissions': permissions,
      'administration/roles': [{ id: 2, name: 'Editor' }],
    });
    const UserEdit = screen('users', 'edit');
    renderScreen(<UserEdit id={1} />, { dataProvider });
    const matrix = await dom.findByRole('group', { name: 'Extra permissions' });
    fireEvent.click(await within(matrix).findByLabelText('Manage registrations'));
    fireEvent.click(dom.getByLabelText('Save'));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        USERS,
        expect.objectContaining({ data: expect.objectContaining({ permission_ids: [2] }) }),
      ),
    );
  });

  it("lists the account's phones and revokes one, then all, each after a confirmation", async () => {
    let tokens = [...phones];
    const revoked: string[] = [];
    server.use(
      mock.get('/api/users/1/tokens', () => HttpResponse.json(tokens)),
      mock.delete('/api/users/1/tokens/:tokenId', ({ params }) => {
        revoked.push(String(params.tokenId));
        tokens = tokens.filter((token) => String(token.id) !== params.tokenId);
        return new HttpResponse(null, { status: 204 });
      }),
      mock.delete('/api/users/1/tokens', () => {
        revoked.push('all');
        const count = tokens.length;
        tokens = [];
        return HttpResponse.json({ revoked: count });
      }),
    );
    const dataProvider = memoryDataProvider({
      [USERS]: [{ ...nth(people, 0), permission_ids: [], updated_at: 'v1' }],
      'administration/permissions': permissions,
      'administration/roles': [{ id: 2, name: 'Editor' }],
    });
    const UserEdit = screen('users', 'edit');
    renderScreen(<UserEdit id={1} />, { dataProvider });
    const table = await dom.findByRole('table', { name: 'Mobile app access' });
    const row = within(table).getByRole('rowheader', { name: 'Itel A70' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Read only')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the token of Itel A70' }));
    const dialog = await dom.findByRole('dialog', { name: 'Revoke this token?' });
    expect(
      within(dialog).getByText('Itel A70 will be signed out of the mobile app at its next request.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(table).queryByText('Itel A70')).toBeNull());
    expect(revoked).toEqual(['4']);

    fireEvent.click(await dom.findByRole('button', { name: 'Revoke all' }));
    const all = await dom.findByRole('dialog', { name: 'Revoke every token?' });
    fireEvent.click(within(all).getByRole('button', { name: 'Revoke' }));
    expect(await dom.findByText('No phone is signed in.')).toBeTruthy();
    expect(revoked).toEqual(['4', 'all']);
  });
});

describe('role screens', () => {
  const usersWithRole = (_resource: string, params: GetListParams) => {
    const roleId = Number(params.filter.role_ids);
    const data = people.filter((p) => p.role_ids.includes(roleId));
    return Promise.resolve({ data, total: data.length });
  };

  it.each(['edit', 'show'] as const)('lists the users holding the role on its %s screen', async (kind) => {
    const tables = {
      'administration/roles': [
        { id: 3, name: 'RSE', description: 'Surveillance', permission_ids: [], updated_at: 'v1' },
      ],
      'administration/permissions': permissions,
    };
    const dataProvider = memoryDataProvider(tables);
    const base = dataProvider.getList;
    dataProvider.getList = vi.fn((resource: string, params: GetListParams) =>
      resource === USERS ? usersWithRole(resource, params) : base(resource, params),
    ) as typeof dataProvider.getList;
    const Screen = screen('roles', kind);
    renderScreen(<Screen id={3} />, { dataProvider });
    const section = await dom.findByRole('region', { name: 'Users' });
    expect(await within(section).findByText('Rose Sow')).toBeTruthy();
    expect(within(section).queryByText('Awa Diallo')).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      USERS,
      expect.objectContaining({ filter: { role_ids: 3 } }),
    );
  });
});
