import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { notificationsQueryKey, type Notification } from './get-notifications';

export function markNotificationRead(id: string): Promise<unknown> {
  return api.post<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/** POSTs the read, then marks the notification read in the cached list (spec §4: a local update). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((notification) => (notification.id === id ? { ...notification, is_read: true } : notification)),
      );
    },
  });
}
