import type { userEnvelopeSchema } from '@lull/domain/contracts/user';
import type { ProfileCompletionPayload } from '@lull/domain/validation/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';

/** POST /api/users: Complete Your Profile. */
export function completeProfile(payload: ProfileCompletionPayload): Promise<z.infer<typeof userEnvelopeSchema>> {
  return api.post<z.infer<typeof userEnvelopeSchema>>('/api/users', payload);
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
