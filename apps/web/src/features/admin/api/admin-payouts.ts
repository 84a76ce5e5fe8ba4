import type { AdminPayoutsPage, CompletedPayout, CompletePayoutInput, PayoutMerchant, VerifiedBankAccount } from '@lull/domain/contracts/admin-payouts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { PayoutMerchant };

const adminPayoutsKey = ['admin-payouts'] as const;

/** GET /api/admin/merchant-payouts: a page of businesses owed money (searched by the server) and the three totals. */
export function useAdminPayouts({ q, page, pageSize = 20 }: { q: string; page: number; pageSize?: number }) {
  const query = new URLSearchParams({ q, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...adminPayoutsKey, 'list', q, page, pageSize],
    queryFn: ({ signal }) => api.get<AdminPayoutsPage>(`/api/admin/merchant-payouts?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/merchant-payouts/{id}/complete with the transfer reference; the list and totals reload either way. */
export function useCompletePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, ...body }: { merchantId: string } & CompletePayoutInput) =>
      api.post<CompletedPayout>(`/api/admin/merchant-payouts/${encodeURIComponent(merchantId)}/complete`, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
  });
}

/** POST /api/admin/bank-accounts/{id}/verify. */
export function useVerifyBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<VerifiedBankAccount>(`/api/admin/bank-accounts/${encodeURIComponent(id)}/verify`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
  });
}
