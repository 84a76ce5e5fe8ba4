import type { ReferralStats } from '@lull/domain/contracts/account';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const referralStatsQueryKey = ['referrals', 'stats'] as const;

/** GET /api/referrals/stats: the customer's code, friends referred and rewarded, spendable credit. */
export function getReferralStats(signal?: AbortSignal): Promise<ReferralStats> {
  return api.get<ReferralStats>('/api/referrals/stats', signal);
}

export function useReferralStats() {
  return useQuery({ queryKey: referralStatsQueryKey, queryFn: ({ signal }) => getReferralStats(signal) });
}
