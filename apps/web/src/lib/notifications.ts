import type { NotificationFilter, NotificationsPage, notificationsChangedSchema } from '@lull/domain/contracts/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api, apiRequest } from './api-client';

/*
 * The caller's own notifications, as the header bell, the customer's Notifications page and the admin's
 * Notifications tab read and change them: one set of hooks, so a change in any one reloads all three.
 */

/** The header bell's list (GET /api/notifications). */
export const notificationsQueryKey = ['notifications'] as const;
const notificationsPageKey = ['notifications-page'] as const;

type Changed = z.infer<typeof notificationsChangedSchema>;

/** The toasts of Mark all read, the same words on the bell, the page and the admin's tab (decision 018). */
export const MARK_ALL_READ_DONE = 'All notifications marked as read';
export const MARK_ALL_READ_FAILED = 'Failed to mark all as read';

/** GET /api/notifications/page: the caller's notifications filtered All/Unread/Read and paged by the server, with the unread count. */
export function useNotificationsPage({ filter, page, pageSize = 20 }: { filter: NotificationFilter; page: number; pageSize?: number }) {
  const query = new URLSearchParams({ filter, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...notificationsPageKey, filter, page, pageSize],
    queryFn: ({ signal }) => api.get<NotificationsPage>(`/api/notifications/page?${query}`, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** Every change reloads the bell's list and the paged lists, so all show the same unread count. */
function useNotificationsChange<Input>(mutationFn: (input: Input) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: notificationsQueryKey }), queryClient.invalidateQueries({ queryKey: notificationsPageKey })]);
    },
  });
}

/** POST /api/notifications/mark-all-read: every one of the caller's notifications, not only those shown. */
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

/** POST /api/notifications/read with `ids`: a selection's bulk mark read (only ever the caller's own). */
export function useMarkNotificationsRead() {
  return useNotificationsChange((ids: readonly string[]) => api.post<Changed>('/api/notifications/read', { ids }));
}

/** DELETE /api/notifications/delete with `ids` (only ever the caller's own). */
export function useDeleteNotifications() {
  return useNotificationsChange((ids: readonly string[]) => apiRequest<Changed>('/api/notifications/delete', { method: 'DELETE', body: { ids } }));
}
