import type { Notification } from '@lull/domain/contracts/user';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/lib/notifications';

export { notificationsQueryKey };

/** GET /api/notifications. */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api.get<Notification[]>('/api/notifications', signal);
}

/** The signed-in user's notifications; pass `enabled: false` while nobody is signed in. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled,
    // A new approval or credit should show up without a reload.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
