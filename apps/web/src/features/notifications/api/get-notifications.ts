import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface Notification {
  id: string;
  /** merchant_approved, service_approved, merchant_rejected, service_rejected, credit_granted, or another. */
  type: string;
  title: string;
  message: string;
  is_read: boolean;
  created_at: string;
}

export const notificationsQueryKey = ['notifications'] as const;

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
