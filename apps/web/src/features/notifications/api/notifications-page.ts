import type { NotificationFilter, NotificationsPage, notificationsChangedSchema } from '@lull/domain/contracts/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** The same key as the admin's Notifications tab, so a change on either reloads both. */
export const notificationsPageKey = ['notifications-page'] as const;

type Changed = z.infer<typeof notificationsChangedSchema>;

/** The toasts of the admin's tab (admin spec §8), the same words for the bell and the page. */
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

/** Reloads the bell's list and the Notifications page after any change, so both show the same unread count. */
function useNotificationsChange<Input>(mutationFn: (input: Input) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationsPageKey }),
      ]);
    },
  });
}

/** POST /api/notifications/mark-all-read: every one of the caller's notifications, not only those shown. */
export function useMarkAllNotificationsRead() {
  return useNotificationsChange(() => api.post<Changed>('/api/notifications/mark-all-read'));
}

/** POST /api/notifications/{id}/read, from the Notifications page. */
export function useMarkOneRead() {
  return useNotificationsChange(async (id: string) => {
    const answer = await api.post<{ message: string }>(`/api/notifications/${encodeURIComponent(id)}/read`);
    return { message: answer.message, count: 1 };
  });
}
