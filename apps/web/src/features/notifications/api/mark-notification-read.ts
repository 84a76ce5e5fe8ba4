import type { Notification, messageSchema } from '@lull/domain/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function markNotificationRead(id: string): Promise<z.infer<typeof messageSchema>> {
  return api.post<z.infer<typeof messageSchema>>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/** POSTs the read, then marks the notification read in the cached list rather than refetching it. */
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
