import type { Identifier } from 'react-admin';
import type { Resource } from '../../../resources';
import type { Action } from '../../../resources/kit';
import { http } from '../../api/http';
import { reportStatusFailure } from './statusFailure';

/** Which rows a bulk action applies to: the selected ones, or every row of the list's filter. */
export type BulkTarget = { ids: Identifier[] } | { filter: Record<string, unknown> };

async function reported<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    reportStatusFailure(error);
    throw error;
  }
}

/** POST /api/{resource}/{id}/{action}: the updated record. */
export const runRecordAction = (resource: Resource, action: Action, id: Identifier, comment: string) =>
  reported(http.post(`/${resource.name}/${id}/${action.name}`, { comment }, { silent: true }));

/** POST /api/{resource}/actions/{action}: how many records moved. */
export const runBulkAction = async (
  resource: Resource,
  action: Action,
  target: BulkTarget,
  comment: string,
) =>
  (
    await reported(
      http.post<{ count: number }>(
        `/${resource.name}/actions/${action.name}`,
        { ...target, comment },
        { silent: true },
      ),
    )
  ).json.count;
