import { screen as dom, fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../src/providers/session';
import { demoUser } from '../auth/support';
import { startApi } from '../providers/msw';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const server = startApi();

const LAC = { level: 'provinces', id: 2, name: 'Lac' };
const MAMDI = { level: 'departments', id: 21, name: 'Mamdi' };
const BOL = { level: 'municipalities', id: 211, name: 'Bol' };
const ZIGUEY = { level: 'villages', id: 2199, name: 'Ziguey' };

// Thirty villages in Bol before the officer's own: it is not on the picker's first page.
const villagesOfBol = Array.from({ length: 30 }, (_, i) => ({
  id: 2100 + i,
  name: `Village ${String(i + 1).padStart(2, '0')}`,
  municipality_id: 211,
}));

const tables = {
  'animals/species': [{ id: 1, name: 'Cattle' }],
  'locations/provinces': [
    { id: 1, name: 'Batha' },
    { id: 3, name: 'Kanem' },
    { id: 2, name: 'Lac' },
  ],
  'locations/departments': [
    { id: 11, name: 'Batha Est', province_id: 1 },
    { id: 22, name: 'Fouli', province_id: 2 },
    { id: 21, name: 'Mamdi', province_id: 2 },
  ],
  'locations/municipalities': [
    { id: 212, name: 'Baga Sola', department_id: 21 },
    { id: 211, name: 'Bol', department_id: 21 },
  ],
  'locations/villages': [...villagesOfBol, { id: 2199, name: 'Ziguey', municipality_id: 211 }],
};

/** The picker's options as shown now, opening it when it is closed (retried by the caller's waitFor). */
async function options(label: RegExp): Promise<string[]> {
  const input = dom.getByRole('combobox', { name: label });
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.keyDown(input, { key: 'ArrowDown' });
  return dom.queryAllByRole('option').map((o) => o.textContent ?? '');
}

async function pick(label: RegExp, option: string) {
  await waitFor(async () => expect(await options(label)).toContain(option));
  fireEvent.click(dom.getByRole('option', { name: option }));
}

const listbox = () => dom.getByRole('listbox');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => endSession());

describe('location pickers of a user with areas', () => {
  it('propose the user’s areas and the places they lie in first, under their own heading', async () => {
    startSession(demoUser({ areas: { departments: [21], villages: [2199] } }));
    server.use(
      mock.get('/api/user/areas', () =>
        HttpResponse.json({
          data: [
            { ...MAMDI, path: [LAC, MAMDI] },
            { ...ZIGUEY, path: [LAC, MAMDI, BOL, ZIGUEY] },
          ],
        }),
      ),
    );
    const RegistrationCreate = screen('registrations', 'create');
    renderScreen(<RegistrationCreate />, { dataProvider: memoryDataProvider(tables) });

    await waitFor(async () => expect(await options(/^Province/)).toEqual(['Lac', 'Batha', 'Kanem']));
    expect(within(listbox()).getByText('My areas')).toBeTruthy();
    expect(within(listbox()).getByText('Other places')).toBeTruthy();
    fireEvent.click(dom.getByRole('option', { name: 'Lac' }));

    await waitFor(async () => expect(await options(/^Department/)).toEqual(['Mamdi', 'Fouli']));
    fireEvent.click(dom.getByRole('option', { name: 'Mamdi' }));
    await waitFor(async () => expect(await options(/^Municipality/)).toEqual(['Bol', 'Baga Sola']));
    fireEvent.click(dom.getByRole('option', { name: 'Bol' }));

    // The officer's village is added before the first page of the others.
    await waitFor(async () => {
      const villages = await options(/^Village/);
      expect(villages[0]).toBe('Ziguey');
      expect(villages).toHaveLength(26);
    });
    await pick(/^Village/, 'Ziguey');
  }, 120_000);

  it('leave a national user’s pickers as they are, without asking for areas', async () => {
    startSession(demoUser({ areas: { provinces: [], departments: [] } }));
    const RegistrationCreate = screen('registrations', 'create');
    renderScreen(<RegistrationCreate />, { dataProvider: memoryDataProvider(tables) });
    await waitFor(async () => expect(await options(/^Province/)).toEqual(['Batha', 'Kanem', 'Lac']));
    expect(within(listbox()).queryByText('My areas')).toBeNull();
  }, 120_000);
});
