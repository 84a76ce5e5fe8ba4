import type { ContactSubmission, ContactSubmissionFilter, ContactSubmissionsPage } from '@lull/domain/contracts/admin-contact';
import type { messageSchema } from '@lull/domain/contracts/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

export type { ContactSubmission, ContactSubmissionFilter };

const contactSubmissionsKey = ['admin-contact-submissions'] as const;

export interface ContactSubmissionsFilters {
  q: string;
  status: ContactSubmissionFilter;
  page: number;
  pageSize?: number;
}

/** GET /api/admin/contact-submissions: one page, searched (name, email, message) and filtered by the server. */
export function useContactSubmissions({ q, status, page, pageSize = 20 }: ContactSubmissionsFilters) {
  const query = new URLSearchParams({ q, status, page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...contactSubmissionsKey, q, status, page, pageSize],
    queryFn: ({ signal }) => api.get<ContactSubmissionsPage>(`/api/admin/contact-submissions?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/contact-submissions/{id}/handle. */
export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<z.infer<typeof messageSchema>>(`/api/admin/contact-submissions/${encodeURIComponent(id)}/handle`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contactSubmissionsKey }),
  });
}
