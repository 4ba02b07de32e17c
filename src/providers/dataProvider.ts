/**
 * ra-data-simple-rest over the shared fetch client, plus the contract extras of DESIGN §4
 * (restore, forceDelete, trashed filter) and Laravel 422 errors mapped onto form fields.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteParams, DeleteResult, fetchUtils, Identifier, RaRecord } from 'react-admin';
import { request } from '../api/http';
import { fetchList } from './fetchList';
import { apiNameOf } from './resourceNames';
import { asValidationError } from './validationErrors';

export interface IdParams {
  id: Identifier;
  previousData?: RaRecord;
}

export interface AppDataProvider extends DataProvider {
  /** POST /api/{r}/{id}/restore: back from the trash. */
  restore: (resource: string, params: IdParams) => Promise<{ data: RaRecord }>;
  /** DELETE /api/{r}/{id}?force=true: permanent, only from the trash. */
  forceDelete: (resource: string, params: IdParams) => Promise<{ data: RaRecord }>;
}

/** fetchUtils.fetchJson's signature, so simple-rest speaks through our client (toasts, CSRF, timeout). */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const { json, status, headers, body } = await request(url, {
    method: options.method,
    body: options.body,
    headers: options.headers,
    signal: options.signal,
  });
  return { json, status, headers, body };
};

const path = (apiName: string, id: Identifier, suffix = '') =>
  `/${apiName}/${encodeURIComponent(id)}${suffix}`;

const deletedRecord = (json: unknown, params: IdParams): RaRecord =>
  json && typeof json === 'object' ? (json as RaRecord) : (params.previousData ?? { id: params.id });

function buildProvider(): AppDataProvider {
  const rest = simpleRestProvider('', httpClient);
  const remove = async (resource: string, params: DeleteParams): Promise<DeleteResult> => {
    const { json } = await request(path(resource, params.id), { method: 'DELETE' });
    return { data: deletedRecord(json, params) };
  };
  return {
    ...rest,
    getList: fetchList,
    delete: remove,
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => remove(resource, { id })));
      return { data: params.ids };
    },
    restore: async (resource, params) => {
      const { json } = await request(path(resource, params.id, '/restore'), { method: 'POST' });
      return { data: deletedRecord(json, params) };
    },
    forceDelete: async (resource, params) => {
      const { json } = await request(path(resource, params.id, '?force=true'), { method: 'DELETE' });
      return { data: deletedRecord(json, params) };
    },
  };
}

/** Every method: react-admin name → API name on the way in, 422 → field errors on the way out. */
function withNamesAndFieldErrors(provider: AppDataProvider): AppDataProvider {
  const wrapped: Record<string, unknown> = {};
  for (const [method, fn] of Object.entries(provider)) {
    if (typeof fn !== 'function') {
      wrapped[method] = fn;
      continue;
    }
    wrapped[method] = (resource: string, ...rest: unknown[]) =>
      Promise.resolve(fn.call(provider, apiNameOf(resource), ...rest)).catch((error: unknown) => {
        throw asValidationError(error);
      });
  }
  return wrapped as unknown as AppDataProvider;
}

export const createDataProvider = (): AppDataProvider => {
  const provider = withNamesAndFieldErrors(buildProvider());
  // react-query may then cancel requests of unmounted screens.
  provider.supportAbortSignal = true;
  return provider;
};

export const dataProvider = createDataProvider();
