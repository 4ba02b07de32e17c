import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { testDataProvider } from 'react-admin';
import { vi } from 'vitest';

export type Tables = Record<string, RaRecord[]>;

/**
 * Equality filters, `q` over every string column and the trash (rows with `deleted_at`):
 * enough to drive the screens, not to test the API.
 */
function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
  if ((filter.trashed === 'only') !== Boolean(record.deleted_at)) return false;
  return Object.entries(filter).every(([key, expected]) => {
    if (key === 'trashed') return true;
    if (key === 'q') {
      const needle = String(expected).toLowerCase();
      return Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
    }
    if (Array.isArray(expected)) return expected.includes(record[key]);
    return record[key] === expected;
  });
}

function listOf(tables: Tables, resource: string, params: GetListParams) {
  const rows = (tables[resource] ?? []).filter((r) => matches(r, params.filter ?? {}));
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

/** An in-memory dataProvider keyed by react-admin resource names (the route paths), every method a spy. */
export function memoryDataProvider(tables: Tables, overrides: Partial<DataProvider> = {}) {
  const find = (resource: string, id: unknown) =>
    (tables[resource] ?? []).find((r) => String(r.id) === String(id));
  return testDataProvider({
    getList: vi.fn(async (resource: string, params: GetListParams) => listOf(tables, resource, params)),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: ids.map((id) => find(resource, id)).filter(Boolean) as RaRecord[],
    })),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: find(resource, id) as RaRecord,
    })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 999, ...data } })),
    update: vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data })),
    delete: vi.fn(async (_resource: string, { previousData }: { previousData?: RaRecord }) => ({
      data: previousData as RaRecord,
    })),
    ...overrides,
  } as Partial<DataProvider>);
}
