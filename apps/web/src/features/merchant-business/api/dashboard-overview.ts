import type { Page } from '@lull/domain/contracts/paging';
import type { MerchantService } from '@lull/domain/contracts/services';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
// The Services tab's queries share this prefix, so its changes refresh these counts.
export const myServicesKey = ['merchant-services'] as const;

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
    queryKey: [...myServicesKey, 'counts'],
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
