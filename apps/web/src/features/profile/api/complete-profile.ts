import type { ProfileCompletionPayload } from '@lull/domain/validation/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { currentUserQueryKey, type User } from '../../auth/api/get-current-user';

export function completeProfile(payload: ProfileCompletionPayload): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/users', payload);
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
