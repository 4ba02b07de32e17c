import { screen as dom, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const tables = {
  'animals/species': [{ id: 1, name: 'Cattle' }],
  'animals/diseases': [{ id: 5, name: 'Anthrax' }],
  'locations/provinces': [
    { id: 1, name: 'Batha' },
    { id: 2, name: 'Lac' },
  ],
  'locations/departments': [
    { id: 11, name: 'Batha Est', province_id: 1 },
    { id: 21, name: 'Mamdi', province_id: 2 },
  ],
  'locations/municipalities': [
    { id: 111, name: 'Oum Hadjer', department_id: 11 },
    { id: 211, name: 'Bol', department_id: 21 },
  ],
  'locations/villages': [
    { id: 1111, name: 'Am Sack', municipality_id: 111 },
    { id: 2111, name: 'Kinasserom', municipality_id: 211, coordinates: { lat: 13.46, lng: 14.73 } },
  ],
  'registrations/index': [
    {
      id: 9,
      ref: 'REG-260101-AAAAA',
      specie_id: 1,
      breed_id: null,
      disease_ids: [5],
      maleNumber: 1,
      femaleNumber: 0,
      report_date: '2026-01-01',
      status: 'waiting',
      village_id: 2111,
      coordinates: { lat: 13.4, lng: 14.7 },
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
};

async function options(label: RegExp): Promise<string[]> {
  fireEvent.keyDown(await dom.findByLabelText(label), { key: 'ArrowDown' });
  return (await dom.findAllByRole('option')).map((o) => o.textContent ?? '');
}

async function pick(label: RegExp, option: string) {
  await waitFor(async () => expect(await options(label)).toContain(option));
  fireEvent.click(dom.getByRole('option', { name: option }));
}

// Several screens' worth of react-admin renders per test: slow when the machine is shared.
describe('the location hierarchy picker', { timeout: 180_000 }, () => {
  it('narrows province → department → municipality → village, and clears below a changed choice', async () => {
    const RegistrationCreate = screen('registrations', 'create');
    renderScreen(<RegistrationCreate />, { dataProvider: memoryDataProvider(tables) });

    expect(((await dom.findByLabelText(/^Village/)) as HTMLInputElement).disabled).toBe(true);
    await pick(/^Province/, 'Lac');
    await waitFor(async () => expect(await options(/^Department/)).toEqual(['Mamdi']));
    fireEvent.click(dom.getByRole('option', { name: 'Mamdi' }));
    await pick(/^Municipality/, 'Bol');
    await waitFor(async () => expect(await options(/^Village/)).toEqual(['Kinasserom']));
    fireEvent.click(dom.getByRole('option', { name: 'Kinasserom' }));
    expect((dom.getByLabelText(/^Village/) as HTMLInputElement).value).toBe('Kinasserom');
    await waitFor(() => expect((dom.getByLabelText(/Latitude/) as HTMLInputElement).value).toBe('13.46'));
    expect((dom.getByLabelText(/Longitude/) as HTMLInputElement).value).toBe('14.73');

    await pick(/^Province/, 'Batha');
    await waitFor(() => expect((dom.getByLabelText(/^Department/) as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect((dom.getByLabelText(/^Village/) as HTMLInputElement).value).toBe(''));
  });

  it('fills the ancestors of the saved village when editing, and saves only the village', async () => {
    const dataProvider = memoryDataProvider(tables);
    const RegistrationEdit = screen('registrations', 'edit');
    renderScreen(<RegistrationEdit id={9} />, { dataProvider });
    await waitFor(() => expect((dom.getByLabelText(/^Province/) as HTMLInputElement).value).toBe('Lac'));
    await waitFor(() => expect((dom.getByLabelText(/^Municipality/) as HTMLInputElement).value).toBe('Bol'));
    expect((dom.getByLabelText(/^Village/) as HTMLInputElement).value).toBe('Kinasserom');
    fireEvent.change(dom.getByLabelText(/Males/), { target: { value: '4' } });
    fireEvent.click(dom.getByLabelText('Save'));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const body = vi.mocked(dataProvider.update).mock.calls[0]?.[1].data;
    expect(body).toMatchObject({ village_id: 2111, maleNumber: 4 });
    expect(body).not.toHaveProperty('__cascade');
  });

  it("fills the saved village's ancestors all at once, not one level after another", async () => {
    // The province is found last (from the department); until then no picker below it gets a value, which
    // would show it disabled (its parent empty) and then enabled: the flash the axe check once caught.
    const base = memoryDataProvider(tables);
    const events: string[] = [];
    const dataProvider = memoryDataProvider(tables, {
      getOne: vi.fn(async (resource: string, params: { id: unknown }) => {
        if (resource === 'locations/departments') {
          // A slow answer; the assertion below does not depend on how slow.
          await new Promise((done) => setTimeout(done, 300));
          events.push('province found');
        }
        return base.getOne(resource, params as { id: number });
      }),
      getMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => {
        if (resource === 'locations/municipalities') events.push('municipality shown');
        return base.getMany(resource, params as { ids: number[] });
      }),
    });
    const RegistrationEdit = screen('registrations', 'edit');
    renderScreen(<RegistrationEdit id={9} />, { dataProvider });
    await waitFor(() => expect((dom.getByLabelText(/^Municipality/) as HTMLInputElement).value).toBe('Bol'));
    expect((dom.getByLabelText(/^Department/) as HTMLInputElement).value).toBe('Mamdi');
    expect((dom.getByLabelText(/^Province/) as HTMLInputElement).value).toBe('Lac');
    expect(events[0]).toBe('province found');
  });
});
