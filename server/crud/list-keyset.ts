import { badRequest } from '../http/errors';
import { decodeCursor } from './keyset';
import type { ListQuery } from './list-query';

/**
 * Beyond this many rows a page is reached from the page next to it (its cursor), never by OFFSET: skipping
 * rows costs as many rows as it skips.
 */
export const MAX_OFFSET = 10_000;

/** The keyset continuation a list request asks for with `cursor`, if any; a deep OFFSET without one is a 400. */
export function keysetOf(params: { cursor?: string }, query: ListQuery): ListQuery['keyset'] {
  // A search gathers its matches first (search-page.ts) and pages them by offset within its cap.
  if (params.cursor && !query.indexedSearch) {
    const keyset = decodeCursor(params.cursor, query.order);
    if (!keyset) throw badRequest('validation.badCursor');
    return keyset;
  }
  if (query.offset > MAX_OFFSET) throw badRequest('validation.offsetTooDeep');
  return undefined;
}
