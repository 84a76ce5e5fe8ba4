import type { PayoutDetail, PayoutRecord } from '@lull/domain/contracts/admin-payouts';
import type { Page } from '@lull/domain/contracts/paging';
import type { BankAccount, PayoutSettings, RevenueSummary, Statement } from '@lull/domain/contracts/payouts';
import type { BankAccountPayload, BankAccountUpdatePayload } from '@lull/domain/validation/bank-account';
import type { PayoutSettingsPayload } from '@lull/domain/validation/payout-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { BankAccount, PayoutDetail, PayoutRecord, PayoutSettings, RevenueSummary, Statement };

// The revenue key is the one marking a booking completed already refreshes (merchant-bookings.ts).
const revenueKey = ['merchant-revenue'] as const;
const bankAccountsKey = ['merchant-bank-accounts'] as const;
const payoutSettingsKey = ['merchant-payout-settings'] as const;

/** `?merchant_id=` when an admin looks at a business, else nothing: a merchant's own is implied. */
function scope(merchantId: string | undefined, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (merchantId) query.set('merchant_id', merchantId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The revenue balance, pending revenue, next payout and one page of the ledger; the last page stays while the next loads. */
export function useRevenue({ page, pageSize = 10, merchantId }: { page: number; pageSize?: number; merchantId?: string }) {
  return useQuery({
    queryKey: [...revenueKey, merchantId ?? 'mine', page, pageSize],
    queryFn: ({ signal }) => api.get<RevenueSummary>(`/api/merchant/revenue${scope(merchantId, { page: String(page), page_size: String(pageSize) })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBankAccounts(merchantId?: string) {
  return useQuery({
    queryKey: [...bankAccountsKey, merchantId ?? 'mine'],
    queryFn: ({ signal }) => api.get<BankAccount[]>(`/api/merchant/bank-accounts${scope(merchantId)}`, signal),
  });
}

export function usePayoutSettings(merchantId?: string) {
  return useQuery({
    queryKey: [...payoutSettingsKey, merchantId ?? 'mine'],
    queryFn: ({ signal }) => api.get<PayoutSettings>(`/api/merchant/payout-settings${scope(merchantId)}`, signal),
  });
}

/** An account changes whether a payout can be scheduled, so the schedule and the revenue figures are read again. */
function useRefreshAfterAccountChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: bankAccountsKey });
    void queryClient.invalidateQueries({ queryKey: payoutSettingsKey });
    void queryClient.invalidateQueries({ queryKey: revenueKey });
  };
}

/** Add (no id) or edit (an id; a blank account number keeps the stored one). */
export function useSaveBankAccount(merchantId?: string) {
  const refresh = useRefreshAfterAccountChange();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: BankAccountPayload | BankAccountUpdatePayload }) =>
      id ? api.put<BankAccount>(`/api/merchant/bank-accounts/${id}${scope(merchantId)}`, payload) : api.post<BankAccount>(`/api/merchant/bank-accounts${scope(merchantId)}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteBankAccount(merchantId?: string) {
  const refresh = useRefreshAfterAccountChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/merchant/bank-accounts/${id}${scope(merchantId)}`),
    onSuccess: refresh,
  });
}

export function useSavePayoutSettings(merchantId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { payout_frequency: PayoutSettingsPayload['payout_frequency']; minimum_payout_amount: number }) =>
      api.put<PayoutSettings>(`/api/merchant/payout-settings${scope(merchantId)}`, payload),
    onSuccess: (settings) => {
      queryClient.setQueryData([...payoutSettingsKey, merchantId ?? 'mine'], settings);
      void queryClient.invalidateQueries({ queryKey: revenueKey });
    },
  });
}


/** The transfers recorded to the salon's bank, newest first, a page at a time. */
export function usePayoutHistory({ page, pageSize = 5, merchantId }: { page: number; pageSize?: number; merchantId?: string }) {
  return useQuery({
    queryKey: ['merchant-payouts', merchantId ?? 'mine', page, pageSize],
    queryFn: ({ signal }) => api.get<Page<PayoutRecord>>(`/api/merchant/payouts${scope(merchantId, { page: String(page), page_size: String(pageSize) })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** A payout and the money it paid, fetched when its dialog opens (`id` not null). */
export function usePayoutDetail(id: string | null, merchantId?: string) {
  return useQuery({
    queryKey: ['merchant-payouts', merchantId ?? 'mine', 'detail', id],
    queryFn: ({ signal }) => api.get<PayoutDetail>(`/api/merchant/payouts/${id}${scope(merchantId)}`, signal),
    enabled: id !== null,
  });
}

/** A statement of London days `from` to `to`: the ledger's entries with a running balance. */
export function useStatement({ from, to, merchantId }: { from: string; to: string; merchantId?: string }) {
  return useQuery({
    queryKey: [...revenueKey, 'statement', merchantId ?? 'mine', from, to],
    queryFn: ({ signal }) => api.get<Statement>(`/api/merchant/statements${scope(merchantId, { from, to })}`, signal),
  });
}

/** Where the same statement downloads as CSV. */
export function statementCsvUrl({ from, to, merchantId }: { from: string; to: string; merchantId?: string }): string {
  return `/api/merchant/statements.csv${scope(merchantId, { from, to })}`;
}
