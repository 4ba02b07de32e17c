/**
 * getList in ra-data-simple-rest's protocol, plus what its parser drops: the server's `X-Total-Estimated`
 * (the total is the planner's estimate, not a count), handed to the list as `meta.totalEstimated`, and the
 * page cursors, sent back when the next or previous page is asked for (keyset pages).
 */
import type { GetListParams, GetListResult } from 'react-admin';
import { request } from '../api/http';
import { cursorFor, listKey, rememberCursors } from './pageCursors';

export interface ListMeta {
  totalEstimated?: boolean;
}

export async function fetchList(resource: string, params: GetListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const query = new URLSearchParams({
    sort: JSON.stringify([field, order]),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(params.filter ?? {}),
  });
  const list = listKey(resource, params.filter ?? {}, [field, order], perPage);
  const cursor = cursorFor(list, page);
  if (cursor) query.set('cursor', cursor);
  const { json, headers } = await request(`/${resource}?${query}`, { signal: params.signal });
  const previous = headers.get('x-cursor-previous');
  const next = headers.get('x-cursor-next');
  rememberCursors(list, page, previous && next ? { previous, next } : null);
  const range = headers.get('content-range');
  if (!range) throw new Error('The Content-Range header is missing from the list response');
  const meta: ListMeta = { totalEstimated: headers.get('x-total-estimated') === 'true' };
  return { data: json, total: Number.parseInt(range.split('/').pop() ?? '', 10), meta };
}
