import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import { resourceByName } from '../../../resources';
import { toRow } from '../../../shared/export/cells';
import { exportColumns } from '../../../shared/export/columns';

/** The columns and cells of the server's streamed export (server/export), shared with nothing else. */
const registrations = resourceByName('registrations')!;
const fr = (key: string, options?: Record<string, string | number>) => translate('fr', key, options);

const registration = {
  id: 7,
  ref: 'REG-7',
  specie_id: 1,
  breed_id: null,
  disease_ids: [3, 4],
  maleNumber: 2,
  femaleNumber: 5,
  status: 'finished',
  village_id: 9,
  coordinates: { lat: 12.1, lng: 15.2 },
  created_at: '2025-03-04T05:06:07.000Z',
};

describe('export columns and cells', () => {
  it('heads the list columns in the reader language', () => {
    expect(exportColumns(registrations, fr).map((c) => c.header)).toEqual([
      fr('resources.registrations.fields.ref'),
      fr('resources.registrations.fields.specie_id'),
      fr('resources.registrations.fields.breed_id'),
      fr('resources.registrations.fields.disease_ids'),
      fr('resources.registrations.fields.maleNumber'),
      fr('resources.registrations.fields.femaleNumber'),
      fr('resources.registrations.fields.status'),
      fr('resources.registrations.fields.village_id'),
      fr('resources.registrations.fields.created_at'),
    ]);
  });

  it('writes names for references, translated statuses, numbers and dates', () => {
    const columns = exportColumns(registrations, fr);
    const labels = new Map([
      ['specie_id', new Map([[1, 'Bovin']])],
      ['disease_ids', new Map([[3, 'Fièvre aphteuse']])],
      ['village_id', new Map([[9, 'Am Timan']])],
    ]);
    expect(toRow(registration, columns, labels, 'registrations', fr, 'fr')).toEqual([
      'REG-7',
      'Bovin',
      null,
      'Fièvre aphteuse, #4',
      2,
      5,
      fr('resources.registrations.values.status.finished'),
      'Am Timan',
      new Date('2025-03-04T05:06:07.000Z'),
    ]);
  });
});
