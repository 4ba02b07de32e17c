/**
 * The cursors the API gives with each list page (`X-Cursor-Previous`, `X-Cursor-Next`), remembered per
 * list (resource, filter, sort, page size), so that "next" and "previous" continue from the page next to
 * the one asked for (keyset) instead of making the server skip all the rows before it.
 */
export interface PageCursors {
  previous: string;
  next: string;
}

/** Lists remembered: the ones a user goes back and forth between. */
const MAX_LISTS = 20;
const lists = new Map<string, Map<number, PageCursors>>();

export const listKey = (resource: string, filter: unknown, sort: unknown, perPage: number) =>
  JSON.stringify([resource, filter, sort, perPage]);

/** The cursor that reaches `page` from a neighbour already read; none for the first page (cheap as it is). */
export function cursorFor(list: string, page: number): string | undefined {
  if (page <= 1) return undefined;
  const pages = lists.get(list);
  return pages?.get(page - 1)?.next ?? pages?.get(page + 1)?.previous;
}

export function rememberCursors(list: string, page: number, cursors: PageCursors | null): void {
  let pages = lists.get(list);
  if (!cursors) {
    pages?.delete(page);
    return;
  }
  if (!pages) {
    pages = new Map();
    lists.set(list, pages);
    const oldest = lists.keys().next().value;
    if (lists.size > MAX_LISTS && oldest !== undefined) lists.delete(oldest);
  }
  pages.set(page, cursors);
}
