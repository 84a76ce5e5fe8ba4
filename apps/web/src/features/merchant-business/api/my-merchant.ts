import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { MerchantOnboardingPayload, MerchantProfilePayload } from '@lull/domain/validation/merchant-onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';

export type { OwnMerchant };

export const myMerchantQueryKey = ['merchants', 'me'] as const;

/** The signed-in user's business, or null when the account has none yet (a 404). */
export function useMyMerchant(enabled: boolean) {
  return useQuery({
    queryKey: myMerchantQueryKey,
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<OwnMerchant>('/api/merchants/me', signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/merchants: the application. The account is a merchant's afterwards, so the user is read again. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MerchantOnboardingPayload) => api.post<OwnMerchant>('/api/merchants', payload),
    onSuccess: (merchant) => {
      queryClient.setQueryData(myMerchantQueryKey, merchant);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/** PUT /api/merchants/me: Edit Business Profile. `resubmitted` says a declined application went back for review. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MerchantProfilePayload) => api.put<OwnMerchant & { resubmitted: boolean }>('/api/merchants/me', payload),
    onSuccess: ({ resubmitted: _resubmitted, ...merchant }) => queryClient.setQueryData(myMerchantQueryKey, merchant),
  });
}
