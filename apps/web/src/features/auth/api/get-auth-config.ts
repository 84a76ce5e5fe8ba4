import type { AppConfig } from '@lull/domain/contracts/platform';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/config. */
export function getAuthConfig(signal?: AbortSignal): Promise<AppConfig> {
  return api.get<AppConfig>('/api/config', signal);
}

/** Which sign-in and payment methods this deployment offers; it does not change while the page is open. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
}
