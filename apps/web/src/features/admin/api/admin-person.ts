import type { AdminAuditPage } from '@lull/domain/contracts/admin-audit';
import type { AdminBookingsPage } from '@lull/domain/contracts/admin-bookings';
import type { PersonAccessPage, PersonCreditHistoryPage, PersonReviewsPage } from '@lull/domain/contracts/admin-person';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** What each part of the admin's view of a person answers (decision 056). */
interface PersonSections {
  bookings: AdminBookingsPage;
  'credit-history': PersonCreditHistoryPage;
  reviews: PersonReviewsPage;
  'sign-ins': PersonAccessPage;
  audit: AdminAuditPage;
}
export type PersonSection = keyof PersonSections;

/** Under the Users tab's key, so disabling, enabling or granting credit refreshes the open view; and under the
 * bookings' key for the bookings, so an admin's cancellation does too. */
export const personKey = (userId: string | null, section: PersonSection) => (section === 'bookings' ? ['admin-bookings', 'person', userId] : ['admin-users', 'person', userId, section]);

/**
 * GET /api/admin/users/{id}/{section}: one page of one part of a person's history, paged by the server; the last page
 * stays while the next loads. Off until a person is open.
 */
export function usePersonSection<Section extends PersonSection>(userId: string | null, section: Section, page: number, pageSize = 5) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  return useQuery({
    queryKey: [...personKey(userId, section), page, pageSize],
    queryFn: ({ signal }) => api.get<PersonSections[Section]>(`/api/admin/users/${encodeURIComponent(userId ?? '')}/${section}?${query}`, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
