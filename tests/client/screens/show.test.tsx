import { screen as dom } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceByName } from '../../../resources';
import { screensFor } from '../../../src/screens';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

describe('generated show screen and screensFor', () => {
  it('shows references by their representation and coordinates rounded to 5 decimals', async () => {
    const dataProvider = memoryDataProvider({
      'locations/villages': [
        { id: 3, name: 'Nkolbisson', municipality_id: 8, coordinates: { lat: 3.8666666, lng: 11.4512345 } },
      ],
      'locations/municipalities': [{ id: 8, name: 'Yaoundé VII' }],
    });
    const VillageShow = screen('villages', 'show');
    renderScreen(<VillageShow id={3} />, { dataProvider });

    expect(await dom.findByText('Yaoundé VII')).toBeTruthy();
    expect(dom.getByText('3.86667, 11.45123')).toBeTruthy();
    expect(dom.getAllByText('Nkolbisson').length).toBeGreaterThan(0);
  });

  it('never shows a password field', async () => {
    const dataProvider = memoryDataProvider({
      'administration/users': [{ id: 5, nom: 'Ngono', prenom: 'Anne', email: 'a@example.com', role_ids: [] }],
    });
    const UserShow = screen('users', 'show');
    renderScreen(<UserShow id={5} />, { dataProvider });

    expect(await dom.findByText('a@example.com')).toBeTruthy();
    expect(dom.queryByText('Password')).toBeNull();
    expect(dom.queryByText('Confirm password')).toBeNull();
  });

  it('returns the same components on every call and the custom role screens', () => {
    const roles = resourceByName('roles')!;
    expect(screensFor(roles)).toBe(screensFor(roles));
    expect(screensFor(roles).edit?.displayName).toBe('RoleEdit(roles)');
    expect(screensFor(resourceByName('provinces')!).edit?.displayName).toBe('edit(provinces)');
  });
});
