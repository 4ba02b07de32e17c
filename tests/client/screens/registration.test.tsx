import { screen as dom, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../resources/kit';
import { formatDay } from '../../../src/dates/dayFormat';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen, screen } from './support/renderScreen';

const tables = {
  'animals/species': [
    { id: 1, name: 'Cattle' },
    { id: 2, name: 'Goat' },
  ],
  'animals/breeds': [
    { id: 10, name: 'Zebu', specie_id: 1 },
    { id: 20, name: 'Sahel goat', specie_id: 2 },
  ],
  'animals/diseases': [{ id: 5, name: 'Anthrax' }],
  'locations/villages': [{ id: 7, name: 'Mbalmayo' }],
};

/** Opens an autocomplete without typing, so every choice the picker was given is listed. */
async function open(label: RegExp): Promise<string[]> {
  fireEvent.keyDown(await dom.findByLabelText(label), { key: 'ArrowDown' });
  const options = await dom.findAllByRole('option');
  return options.map((option) => option.textContent ?? '');
}

async function pick(label: RegExp, option: string) {
  await open(label);
  fireEvent.click(await dom.findByText(option));
}

describe('registration form', () => {
  it('limits the breed picker to the chosen species and clears the breed when the species changes', async () => {
    const dataProvider = memoryDataProvider(tables);
    const RegistrationCreate = screen('registrations', 'create');
    renderScreen(<RegistrationCreate />, { dataProvider });

    expect(((await dom.findByLabelText(/Breed/)) as HTMLInputElement).disabled).toBe(true);

    await pick(/Species/, 'Goat');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'animals/breeds',
        expect.objectContaining({ filter: expect.objectContaining({ specie_id: 2 }) }),
      ),
    );
    await waitFor(async () => expect(await open(/Breed/)).toEqual(['Sahel goat']));
    fireEvent.click(dom.getByText('Sahel goat'));
    expect((dom.getByLabelText(/Breed/) as HTMLInputElement).value).toBe('Sahel goat');

    await pick(/Species/, 'Cattle');
    await waitFor(() => expect((dom.getByLabelText(/Breed/) as HTMLInputElement).value).toBe(''));
    // The whole registration form (case data included) renders several times: slow on a loaded machine.
  }, 60_000);

  it('has latitude/longitude inputs and no status input (review actions move the status)', async () => {
    const RegistrationCreate = screen('registrations', 'create');
    renderScreen(<RegistrationCreate />, { dataProvider: memoryDataProvider(tables) });

    expect(await dom.findByLabelText(/Latitude/)).toBeTruthy();
    expect(dom.queryByLabelText(/Status/)).toBeNull();
    expect(dom.getByLabelText(/Longitude/)).toBeTruthy();
    expect(dom.getByLabelText(/Village/)).toBeTruthy();
  });

  it('says a report after today, or an onset after the report, is too late (in French); today and an earlier onset pass', async () => {
    const RegistrationCreate = screen('registrations', 'create');
    renderScreen(<RegistrationCreate />, { dataProvider: memoryDataProvider(tables), locale: 'fr' });
    // The reader's own day, as the form checks it (the server checks the configured zone's).
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const day = (offset: number) =>
      formatDay(todayIn(zone, new Date(Date.now() + offset * 86_400_000)), 'fr');
    const report = await dom.findByLabelText(/^Date de déclaration/);
    const onset = dom.getByLabelText(/^Date d’apparition/);
    // The helper text of a field: react-admin keeps its line with a zero-width space when no error shows.
    const helpOf = (input: HTMLElement) =>
      (document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '').replace(
        '\u200b',
        '',
      );
    const type = (input: HTMLElement, text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    };

    type(report, day(1));
    fireEvent.click(dom.getByLabelText('Enregistrer'));
    await waitFor(() => expect(helpOf(report)).toBe('Ne peut pas être postérieure à aujourd’hui'));

    type(report, day(0));
    await waitFor(() => expect(helpOf(report)).toBe(''));

    type(report, day(-3));
    type(onset, day(-1));
    await waitFor(() => expect(helpOf(onset)).toBe('Ne peut pas être postérieure à : Date de déclaration'));
    expect(helpOf(report)).toBe('');

    type(onset, day(-3));
    await waitFor(() => expect(helpOf(onset)).toBe(''));
  }, 60_000);
});
