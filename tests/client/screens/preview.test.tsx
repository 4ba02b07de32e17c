import { screen as dom, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resourceByName } from '../../../resources';
import { RecordPreview } from '../../../src/screens';
import { memoryDataProvider } from './support/memoryDataProvider';
import { renderScreen } from './support/renderScreen';

const tables = {
  'animals/species': [{ id: 1, name: 'Bovins' }],
  'animals/breeds': [{ id: 10, name: 'Zébu Arabe', specie_id: 1 }],
  'animals/diseases': [{ id: 5, name: 'Charbon bactéridien' }],
  'locations/villages': [{ id: 7, name: 'Am Sack' }],
  'registrations/index': [
    {
      id: 9,
      ref: 'REG-260101-AB12C',
      specie_id: 1,
      breed_id: 10,
      disease_ids: [5],
      maleNumber: 3,
      femaleNumber: 4,
      status: 'finished',
      village_id: 7,
      coordinates: { lat: 13.4, lng: 14.7 },
      created_at: '2026-01-01T10:00:00.000Z',
    },
  ],
};

describe('read-only record preview', () => {
  it('shows a registration with its references resolved, and closes', async () => {
    const onClose = vi.fn();
    renderScreen(<RecordPreview resource={resourceByName('registrations')!} id={9} onClose={onClose} />, {
      dataProvider: memoryDataProvider(tables),
    });
    expect(await dom.findByText('REG-260101-AB12C', { selector: 'h2' })).toBeTruthy();
    await waitFor(() => expect(dom.getByText('Zébu Arabe')).toBeTruthy());
    await waitFor(() => expect(dom.getByText('Charbon bactéridien')).toBeTruthy());
    await waitFor(() => expect(dom.getByText('Am Sack')).toBeTruthy());
    expect(dom.getByText('Finished')).toBeTruthy();
    fireEvent.click(dom.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
