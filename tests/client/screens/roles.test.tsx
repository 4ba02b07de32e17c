import { screen as dom, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const permissions = [
  { id: 1, name: 'manage province', table_name: 'provinces' },
  { id: 2, name: 'manage department', table_name: 'departments' },
  { id: 3, name: 'manage user', table_name: 'users' },
];
const editor = { id: 4, name: 'Editor', description: 'Enters data', permission_ids: [1], updated_at: 'v1' };

describe('role edit screen', () => {
  it('groups permissions by table, checks and unchecks them, and saves permission_ids', async () => {
    const dataProvider = memoryDataProvider({
      'administration/roles': [editor],
      'administration/permissions': permissions,
    });
    const RoleEdit = screen('roles', 'edit');
    renderScreen(<RoleEdit id={4} />, { dataProvider });

    const province = (await dom.findByLabelText('Manage provinces')) as HTMLInputElement;
    expect(province.checked).toBe(true);
    expect(dom.getByText('Provinces')).toBeTruthy();
    expect(dom.getByText('Departments')).toBeTruthy();

    fireEvent.click(dom.getByLabelText('Manage departments'));
    fireEvent.click(province);
    expect(province.checked).toBe(false);
    fireEvent.click(dom.getByLabelText('Save'));

    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'administration/roles',
        expect.objectContaining({ data: expect.objectContaining({ permission_ids: [2], updated_at: 'v1' }) }),
      ),
    );
  });

  it('selects a whole table at once from its group checkbox', async () => {
    const dataProvider = memoryDataProvider({ 'administration/permissions': permissions });
    const RoleCreate = screen('roles', 'create');
    renderScreen(<RoleCreate />, { dataProvider });

    fireEvent.change(await dom.findByLabelText(/Name/), { target: { value: 'Auditor' } });
    fireEvent.click(await dom.findByLabelText('Users'));
    fireEvent.click(dom.getByLabelText('Save'));

    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'administration/roles',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Auditor', permission_ids: [3] }) }),
      ),
    );
  });

  it('names permissions in the screen language, a permission without its own phrase by verb and resource', async () => {
    const dataProvider = memoryDataProvider({
      'administration/roles': [editor],
      'administration/permissions': [
        ...permissions,
        { id: 9, name: 'validate village', table_name: 'villages' },
      ],
    });
    const RoleEdit = screen('roles', 'edit');
    renderScreen(<RoleEdit id={4} />, { dataProvider, locale: 'fr' });

    expect(((await dom.findByLabelText('Gérer les provinces')) as HTMLInputElement).checked).toBe(true);
    expect(dom.getByLabelText('Gérer les utilisateurs')).toBeTruthy();
    expect(dom.getByLabelText('Valider : Villages')).toBeTruthy();
    expect(dom.queryByText('manage province')).toBeNull();
  });

  it('lists permissions by their Arabic names', async () => {
    const dataProvider = memoryDataProvider({ 'administration/permissions': permissions });
    const PermissionList = screen('permissions', 'list');
    renderScreen(<PermissionList />, { dataProvider, locale: 'ar' });

    expect(await dom.findByText('إدارة الأقاليم')).toBeTruthy();
    expect(dom.getByText('إدارة المستخدمين')).toBeTruthy();
    expect(dom.queryByText('manage user')).toBeNull();
  });
});
