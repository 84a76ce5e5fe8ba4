import type { creditHistorySchema } from '@lull/domain/contracts/account';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type CreditHistory = z.infer<typeof creditHistorySchema>;

export const creditHistoryQueryKey = ['credits', 'history'] as const;

/** GET /api/credits/history: grants, spends and expiries, newest first. */
export function getCreditHistory(signal?: AbortSignal): Promise<CreditHistory> {
  return api.get<CreditHistory>('/api/credits/history', signal);
}

export function useCreditHistory() {
  return useQuery({ queryKey: creditHistoryQueryKey, queryFn: ({ signal }) => getCreditHistory(signal) });
}
