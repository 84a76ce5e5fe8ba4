import type { bookingTermsSchema } from '@lull/domain/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

type BookingTerms = z.infer<typeof bookingTermsSchema>;

/** GET /api/booking-terms: the platform's current booking terms. */
export function getBookingTerms(signal?: AbortSignal): Promise<BookingTerms> {
  return api.get<BookingTerms>('/api/booking-terms', signal);
}

export const bookingTermsQuery = () => queryOptions({ queryKey: ['booking-terms'], queryFn: ({ signal }) => getBookingTerms(signal), staleTime: 10 * 60_000 });

export function useBookingTerms() {
  return useQuery(bookingTermsQuery());
}
