import { screen as dom, fireEvent, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { startApi } from '../providers/msw';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const centre = {
  id: 1,
  reference: 'P-01',
  code: 'CE',
  name: 'Centre',
  updated_at: '2025-03-01T08:00:00.000Z',
};

// The user form's phones section reads the account's tokens from the API, not through the data provider.
const server = startApi();

describe('generated create and edit forms', () => {
  it('refuses an empty province: the required error shows and nothing is created', async () => {
    const dataProvider = memoryDataProvider({});
    const ProvinceCreate = screen('provinces', 'create');
    renderScreen(<ProvinceCreate />, { dataProvider });

    fireEvent.click(await dom.findByLabelText('Save'));

    expect(await dom.findByText('This field is required')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("leaves validation to the app: no browser popup in the browser's language pre-empts its messages", async () => {
    const UserCreate = screen('users', 'create');
    renderScreen(<UserCreate />, { dataProvider: memoryDataProvider({ 'administration/roles': [] }) });

    const email = await dom.findByLabelText(/^Email/);
    const form = email.closest('form');
    expect(form?.noValidate).toBe(true);
  });

  it('offers a species picker on the breed form', async () => {
    const dataProvider = memoryDataProvider({ 'animals/species': [{ id: 1, name: 'Cattle' }] });
    const BreedCreate = screen('breeds', 'create');
    renderScreen(<BreedCreate />, { dataProvider });

    const picker = await dom.findByLabelText(/Species/);
    fireEvent.change(picker, { target: { value: 'Ca' } });
    expect(await dom.findByRole('option', { name: 'Cattle' })).toBeTruthy();
    // A translatable description: one input per language, the Arabic one written right to left.
    expect(dom.getByLabelText(/^Description \(Français\)/)).toBeTruthy();
    expect(dom.getByLabelText(/^Description \(English\)/)).toBeTruthy();
    expect(dom.getByLabelText(/^Description \(العربية\)/).getAttribute('dir')).toBe('rtl');
  });

  it('puts a 422 from update on its field and sends the loaded updated_at back', async () => {
    // react-admin logs every rejected dataProvider call; the rejection is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const update = vi.fn(async () => {
      throw new HttpError('The given data was invalid.', 422, {
        errors: { name: 'This name is already taken' },
      });
    });
    const dataProvider = memoryDataProvider({ 'locations/provinces': [centre] }, { update });
    const ProvinceEdit = screen('provinces', 'edit');
    renderScreen(<ProvinceEdit id={1} />, { dataProvider });

    const name = await dom.findByDisplayValue('Centre');
    fireEvent.change(name, { target: { value: 'Littoral' } });
    fireEvent.click(dom.getByLabelText('Save'));

    expect(await dom.findByText('This name is already taken')).toBeTruthy();
    expect(update).toHaveBeenCalledWith(
      'locations/provinces',
      expect.objectContaining({
        id: 1,
        data: expect.objectContaining({ name: 'Littoral', updated_at: centre.updated_at }),
      }),
    );
  });

  it('does not send an empty password on edit', async () => {
    const user = {
      id: 5,
      nom: 'Ngono',
      email: 'n@example.com',
      role_ids: [2],
      status: 'active',
      updated_at: 'x',
    };
    const dataProvider = memoryDataProvider({
      'administration/users': [user],
      'administration/roles': [{ id: 2, name: 'Editor' }],
    });
    server.use(mock.get('/api/users/5/tokens', () => HttpResponse.json([])));
    const UserEdit = screen('users', 'edit');
    renderScreen(<UserEdit id={5} />, { dataProvider });

    fireEvent.change(await dom.findByDisplayValue('Ngono'), { target: { value: 'Ngono Ndzana' } });
    fireEvent.click(dom.getByLabelText('Save'));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const data = vi.mocked(dataProvider.update).mock.calls[0]?.[1].data;
    expect(data).toMatchObject({ nom: 'Ngono Ndzana' });
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('c_password');
  });
});
