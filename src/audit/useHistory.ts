import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../api/http';
import type { Changes } from './ChangesTable';

export interface HistoryEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  actor: string | null;
  action: string;
  resource: string;
  record_id: number;
  ip: string | null;
  changes: Changes | null;
}

export const HISTORY_PAGE = 20;

const totalOf = (range: string | null) => Number(range?.split('/')[1] ?? 0);

/** One record's audit trail, newest first, a page at a time; reloaded when the record changes. */
export function useHistory(apiName: string, id: unknown, version: unknown) {
  return useInfiniteQuery({
    queryKey: ['history', apiName, String(id), String(version)],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const range = JSON.stringify([pageParam, pageParam + HISTORY_PAGE - 1]);
      const response = await http.get<HistoryEntry[]>(
        `/${apiName}/${id}/history?range=${encodeURIComponent(range)}`,
        { signal },
      );
      return {
        entries: response.json,
        total: totalOf(response.headers.get('Content-Range')),
        start: pageParam,
      };
    },
    getNextPageParam: (last) =>
      last.start + last.entries.length < last.total ? last.start + last.entries.length : undefined,
  });
}
