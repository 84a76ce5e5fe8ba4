import type { Page } from '@lull/domain/contracts/paging';
import type { MerchantService } from '@lull/domain/contracts/services';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { myServicesQueryKey } from './my-services';

export interface ServiceCounts {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
}

/**
 * The overview's service figures: one count per approval state, each a one-row page of the same list the
 * Services tab shows, so the two always agree.
 */
export function useServiceCounts() {
  return useQuery({
    // Under the Services tab's key, so adding, editing or deleting a service refreshes these counts.
    queryKey: [...myServicesQueryKey, 'counts'],
    queryFn: async ({ signal }): Promise<ServiceCounts> => {
      const count = (approval: string) => api.get<Page<MerchantService>>(`/api/services/me?approval=${approval}&page_size=1`, signal);
      const [all, approved, pending, rejected] = await Promise.all([count('all'), count('approved'), count('pending'), count('rejected')]);
      return {
        total: all.total,
        approved: approved.total,
        pending: pending.total,
        rejected: rejected.total,
      };
    },
  });
}
