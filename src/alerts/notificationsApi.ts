/** The notification centre's calls (server/alerts/routes.ts), shared by the bell and the page. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resourceByName } from '../../resources';
import { request } from '../api/http';

export interface AppNotification {
  id: number;
  alert_id: number;
  created_at: string;
  read_at: string | null;
  status: 'open' | 'acknowledged';
  kind: string;
  rule: string;
  week: string;
  cases: number;
  disease: string | null;
  area: string | null;
}

export interface NotificationPage {
  data: AppNotification[];
  total: number;
  unread: number;
}

const KEY = ['notifications'];
/**
 * The bell asks this often (a tiny indexed count). An alert reaches it after the queue's worker has picked
 * up the write's evaluation (polled every second) and evaluated it: 2 s keeps the worst case within 5 s.
 */
export const UNREAD_POLL_MS = 2000;

export function useUnreadCount() {
  return useQuery({
    queryKey: [...KEY, 'unread'],
    queryFn: async () =>
      (await request<{ unread: number }>('/notifications/unread', { silent: true })).json.unread,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
}

export function useNotifications(params: { page: number; perPage: number; unreadOnly: boolean }) {
  const query = new URLSearchParams({
    page: String(params.page),
    perPage: String(params.perPage),
    ...(params.unreadOnly && { unread: '1' }),
  });
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: async () => (await request<NotificationPage>(`/notifications?${query}`)).json,
  });
}

/** Marks one notification (or all) read, then refreshes the bell and the lists. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number | 'all') => {
      await request(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, {
        method: 'POST',
      });
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    [queryClient],
  );
}

/** The alert's show screen. */
export const alertPath = (alertId: number) =>
  `${resourceByName('alerts')?.route ?? '/alerts/index'}/${alertId}/show`;
