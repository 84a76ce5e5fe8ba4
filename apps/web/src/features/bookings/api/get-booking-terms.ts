import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface BookingTerms {
  version: number;
  content: string;
}

/** GET /api/booking-terms: the platform's current booking terms. */
export function getBookingTerms(signal?: AbortSignal): Promise<BookingTerms> {
  return api.get<BookingTerms>('/api/booking-terms', signal);
}

export function useBookingTerms() {
  return useQuery({ queryKey: ['booking-terms'], queryFn: ({ signal }) => getBookingTerms(signal), staleTime: 10 * 60_000 });
}
