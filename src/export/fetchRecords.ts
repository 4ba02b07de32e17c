import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { resourceByName } from '../../resources';
import type { ReferenceField, ReferencesField } from '../../resources/kit';
import { representRecord } from '../screens/representation';
import type { Labels } from './cells';
import type { ExportColumn } from './columns';

/** Pages asked of the API one after the other: big enough to be few, small enough for the API (≤ 1000). */
export const EXPORT_PAGE_SIZE = 500;
/** Beyond this a browser workbook gets too heavy; the user is told the file stops there. */
export const EXPORT_MAX_ROWS = 100_000;
const IDS_PER_CALL = 200;

export interface FetchedRecords {
  records: RaRecord[];
  total: number;
}

/** Every record the list's filters select, in its order, page after page. */
export async function fetchAllRecords(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
): Promise<FetchedRecords> {
  const records: RaRecord[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const result = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      sort,
      filter,
    });
    records.push(...result.data);
    total = result.total ?? records.length;
    const done = result.data.length < EXPORT_PAGE_SIZE || records.length >= Math.min(total, EXPORT_MAX_ROWS);
    if (done) return { records: records.slice(0, EXPORT_MAX_ROWS), total };
  }
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The names of the records that reference columns point to, fetched by batches of ids. */
export async function fetchLabels(
  dataProvider: DataProvider,
  columns: ExportColumn[],
  records: RaRecord[],
): Promise<Labels> {
  const labels: Labels = new Map();
  for (const column of columns) {
    if (column.field.kind !== 'reference' && column.field.kind !== 'references') continue;
    const target = resourceByName((column.field as ReferenceField | ReferencesField).target);
    if (!target) continue;
    const ids = new Set(
      records.flatMap((record) => [record[column.source]].flat()).filter((id) => id != null),
    );
    const names = new Map<string, string>();
    for (const batch of chunks([...ids], IDS_PER_CALL)) {
      // getList, not getMany: the API pages a filter on ids like any other list.
      const { data } = await dataProvider.getList(target.name, {
        filter: { id: batch },
        pagination: { page: 1, perPage: batch.length },
        sort: { field: 'id', order: 'ASC' },
      });
      for (const record of data) names.set(String(record.id), representRecord(target, record));
    }
    labels.set(column.source, names);
  }
  return labels;
}
