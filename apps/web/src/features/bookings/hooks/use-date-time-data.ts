import type { Service } from '@lull/domain/contracts/catalogue';

import { useBookingAvailability } from '../api/get-booking-availability';
import { useBookingTerms } from '../api/get-booking-terms';
import { useMerchantPolicy } from '../api/get-merchant-policy';

/** What the Date & Time step shows besides the service: its free times, the booking terms and the business's policy. */
export function useDateTimeData(service: Service) {
  const availability = useBookingAvailability(service.id);
  const terms = useBookingTerms();
  const policy = useMerchantPolicy(service.merchant_id);
  return {
    availability,
    terms,
    /** The business's own policy, or null when it has none (or it has not loaded yet). */
    policy: policy.data ?? null,
    /** Until we know whether the business has a policy, Book Now waits (it may need agreeing to). */
    policyPending: policy.isPending,
  };
}
