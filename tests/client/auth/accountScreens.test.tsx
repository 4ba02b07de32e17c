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

describe('user form', () => {
  it('edits the per-user permission overrides with the roles’ matrix', async () => {
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
