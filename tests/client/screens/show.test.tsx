import { screen as dom } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('asks no workflow history of a resource without actions (a 404 toast on every show)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    const dataProvider = memoryDataProvider({
      'locations/provinces': [{ id: 2, name: 'Centre', code: 'CE' }],
    });
    const ProvinceShow = screen('provinces', 'show');
    renderScreen(<ProvinceShow id={2} />, { dataProvider });

    expect((await dom.findAllByText('Centre')).length).toBeGreaterThan(0);
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('/transitions'))).toEqual([]);
    fetch.mockRestore();
  });

  it('keeps French text in its own direction in the Arabic interface (full stop at its end)', async () => {
    const dataProvider = memoryDataProvider({
      'locations/villages': [{ id: 3, name: 'Nkolbisson.', municipality_id: 8, coordinates: null }],
      'locations/municipalities': [{ id: 8, name: 'Yaoundé VII.' }],
    });
    const VillageShow = screen('villages', 'show');
    renderScreen(<VillageShow id={3} />, { dataProvider, locale: 'ar' });

    const municipality = await dom.findByText('Yaoundé VII.');
    expect(municipality.closest('bdi, [dir="auto"]')).not.toBeNull();
    const names = dom.getAllByText('Nkolbisson.');
    expect(names.some((name) => name.closest('bdi, [dir="auto"]'))).toBe(true);
  });

  it('reads coordinates left to right in the Arabic interface ("15.2, 9.8", not "15.2 ,9.8")', async () => {
    const dataProvider = memoryDataProvider({
      'locations/villages': [
        { id: 3, name: 'Nkolbisson', municipality_id: 8, coordinates: { lat: 15.2, lng: 9.8 } },
      ],
      'locations/municipalities': [{ id: 8, name: 'Yaoundé VII' }],
    });
    const VillageShow = screen('villages', 'show');
    renderScreen(<VillageShow id={3} />, { dataProvider, locale: 'ar' });

    const numbers = await dom.findByText('15.20000, 9.80000');
    expect(numbers.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
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

describe("a registration's page", () => {
  it('links to the outbreaks it belongs to, with their days, status and disease', async () => {
    const outbreaks = [
      {
        id: 12,
        ref: 'OB-2026-0012',
        status: 'ongoing',
        disease_id: 3,
        disease: 'Peste des petits ruminants',
        started_at: '2026-03-01',
        last_case_at: '2026-03-09',
        moved: false,
      },
    ];
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        Response.json(String(url).includes('/registrations/7/outbreaks') ? outbreaks : []),
      );
    const dataProvider = memoryDataProvider({ 'registrations/index': [{ id: 7, ref: 'REG-7' }] });
    const RegistrationShow = screen('registrations', 'show');
    renderScreen(<RegistrationShow id={7} />, { dataProvider });

    const link = await dom.findByRole('link', { name: 'OB-2026-0012' });
    expect(link.getAttribute('href')).toContain('/registrations/outbreaks/12/show');
    expect(dom.getByRole('heading', { name: 'Outbreaks' })).toBeTruthy();
    expect(dom.getByText('Peste des petits ruminants')).toBeTruthy();
    expect(dom.getByText('Ongoing')).toBeTruthy();
    expect(dom.getByText('first case Mar 1, 2026, last case Mar 9, 2026')).toBeTruthy();
    fetch.mockRestore();
  });
});
