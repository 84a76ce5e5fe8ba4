import type { NotificationFilter, NotificationsPage } from '@lull/domain/contracts/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '../../../lib/api-client';

export type { NotificationFilter };

const notificationsPageKey = ['notifications-page'] as const;
/** The header bell's list (features/notifications' notificationsQueryKey; features do not import each other). */
const bellQueryKey = ['notifications'] as const;

interface Changed {
  message: string;
  count: number;
}

/** GET /api/notifications/page: the caller's own notifications filtered All/Unread/Read and paged, with the unread count. */
export function useNotificationsPage({ filter, page, pageSize = 20 }: { filter: NotificationFilter; page: number; pageSize?: number }) {
  const query = new URLSearchParams({ filter, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...notificationsPageKey, filter, page, pageSize],
    queryFn: ({ signal }) => api.get<NotificationsPage>(`/api/notifications/page?${query}`, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** Every change reloads the tab's page and the header bell's list, so both show the same unread count. */
function useNotificationsChange<Input>(mutationFn: (input: Input) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsPageKey });
      void queryClient.invalidateQueries({ queryKey: bellQueryKey });
    },
  });
}

/** POST /api/notifications/mark-all-read. */
export function useMarkAllNotificationsRead() {
  return useNotificationsChange(() => api.post<Changed>('/api/notifications/mark-all-read'));
}

/** POST /api/notifications/{id}/read: a row's own Mark read. */
export function useMarkOneNotificationRead() {
  return useNotificationsChange(async (id: string) => {
    const answer = await api.post<{ message: string }>(`/api/notifications/${encodeURIComponent(id)}/read`);
    return { message: answer.message, count: 1 };
  });
}

/** POST /api/notifications/read with `ids`: the selection's bulk mark read (only ever the caller's own). */
export function useMarkNotificationsRead() {
  return useNotificationsChange((ids: readonly string[]) => api.post<Changed>('/api/notifications/read', { ids }));
}

/** DELETE /api/notifications/delete with `ids` (only ever the caller's own). */
export function useDeleteNotifications() {
  return useNotificationsChange((ids: readonly string[]) => apiRequest<Changed>('/api/notifications/delete', { method: 'DELETE', body: { ids } }));
}
