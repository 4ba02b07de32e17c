import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n';
import { resourceByName } from '../../../resources';
import { toRows } from '../../../src/export/cells';
import { exportColumns } from '../../../src/export/columns';
import { EXPORT_PAGE_SIZE, fetchAllRecords, fetchLabels } from '../../../src/export/fetchRecords';
import { writeCsv } from '../../../src/export/writeCsv';
import { writeXlsx } from '../../../src/export/writeXlsx';
import { readXlsx } from './readXlsx';

const registrations = resourceByName('registrations')!;
const fr = (key: string, options?: Record<string, unknown>) =>
  translate('fr', key, options as Record<string, string | number>);

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

const names: Record<string, Record<number, object>> = {
  species: { 1: { id: 1, name: 'Bovin' } },
  diseases: { 3: { id: 3, name: 'Fièvre aphteuse' }, 4: { id: 4, name: 'Charbon' } },
  villages: { 9: { id: 9, name: 'Am Timan' } },
};

/** jsdom's Blob has no arrayBuffer(); its FileReader does the job. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

function fakeProvider(total: number) {
  const getList = vi.fn(async (resource: string, { pagination, filter }: GetListParams) => {
    if (filter.id)
      return { data: filter.id.map((id: number) => names[resource]?.[id]).filter(Boolean), total: 0 };
    const { page, perPage } = pagination!;
    const ids = Array.from(
      { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
      (_, i) => i,
    );
    return { data: ids.map((i) => ({ ...registration, id: (page - 1) * perPage + i })), total };
  });
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

describe('export', () => {
  it('heads the list columns in the current language', () => {
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

  it('fetches every page with the list filters and sort', async () => {
    const provider = fakeProvider(EXPORT_PAGE_SIZE * 2 + 3);
    const filter = { status: 'finished', q: 'REG' };
    const sort = { field: 'created_at', order: 'DESC' as const };
    const { records, total } = await fetchAllRecords(provider, 'registrations/index', filter, sort);
    expect(records).toHaveLength(EXPORT_PAGE_SIZE * 2 + 3);
    expect(total).toBe(EXPORT_PAGE_SIZE * 2 + 3);
    expect(provider.getList).toHaveBeenCalledTimes(3);
    expect(provider.getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: EXPORT_PAGE_SIZE });
    expect(provider.getList.mock.calls[2][1]).toEqual({
      pagination: { page: 3, perPage: EXPORT_PAGE_SIZE },
      sort,
      filter,
    });
  });

  it('writes names for references and translated statuses', async () => {
    const provider = fakeProvider(1);
    const columns = exportColumns(registrations, fr);
    const labels = await fetchLabels(provider, columns, [registration]);
    const [row] = toRows([registration], columns, labels, 'registrations', fr);
    expect(row).toEqual([
      'REG-7',
      'Bovin',
      null,
      'Fièvre aphteuse, Charbon',
      2,
      5,
      fr('resources.registrations.values.status.finished'),
      'Am Timan',
      new Date('2025-03-04T05:06:07.000Z'),
    ]);
  });

  it('writes CSV with a BOM and quotes where needed', async () => {
    const blob = writeCsv(
      ['Nom', 'Note'],
      [
        ['Chari-Baguirmi', 'a, "b"'],
        [null, 3],
      ],
    );
    const bytes = new Uint8Array(await bytesOf(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nom,Note\r\nChari-Baguirmi,"a, ""b"""\r\n,3\r\n');
  });

  it('writes a real workbook', async () => {
    const blob = await writeXlsx(
      ['Nom', 'Mâles'],
      [
        ['Batha', 4],
        ['Lac', 0],
      ],
      { rightToLeft: true },
    );
    const rows = readXlsx(Buffer.from(await bytesOf(blob)));
    expect(rows).toEqual([
      ['Nom', 'Mâles'],
      ['Batha', '4'],
      ['Lac', '0'],
    ]);
  });
});
