import { ACCOUNT_DELETED, type messageEnvelopeSchema } from '@lull/domain/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { useLeaveSignedOut } from '@/features/auth/api/logout';

/** DELETE /api/users/me: the account goes and the server ends every session. */
export function deleteAccount(): Promise<z.infer<typeof messageEnvelopeSchema>> {
  return api.delete<z.infer<typeof messageEnvelopeSchema>>('/api/users/me');
}

/** The browser says the account is gone, then leaves signed out like a logout. */
export function useDeleteAccount() {
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(ACCOUNT_DELETED);
      await leaveSignedOut();
    },
  });
}
