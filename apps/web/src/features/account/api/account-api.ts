import { ACCOUNT_DELETED, type CreditHistoryEntry, type ReferralStats } from '@lull/domain/contracts/account';
import type { ProfileUpdatePayload, PasswordChangePayload } from '@lull/domain/validation/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { api } from '../../../lib/api-client';
import { currentUserQueryKey, type User } from '../../auth/api/get-current-user';

const referralStatsKey = ['referrals', 'stats'] as const;
const creditHistoryKey = ['credits', 'history'] as const;

/** PUT /api/users/profile: the saved user goes straight into the cache, so the menu and page agree at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => api.put<{ user: User; message: string }>('/api/users/profile', payload),
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/** PUT /api/users/password: every other session of the account ends; this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: (payload: PasswordChangePayload) => api.put<{ message: string }>('/api/users/password', payload) });
}

export function useReferralStats() {
  return useQuery({ queryKey: referralStatsKey, queryFn: ({ signal }) => api.get<ReferralStats>('/api/referrals/stats', signal) });
}

export function useCreditHistory() {
  return useQuery({ queryKey: creditHistoryKey, queryFn: ({ signal }) => api.get<CreditHistoryEntry[]>('/api/credits/history', signal) });
}

/**
 * DELETE /api/users/me: the server ends every session; the browser says so, goes home and forgets what it
 * cached. Home first, so the account page's guard never asks a deleted user to log in.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/api/users/me'),
    onSuccess: async () => {
      toast.success(ACCOUNT_DELETED);
      await navigate('/');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
