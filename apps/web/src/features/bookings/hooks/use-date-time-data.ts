import type { Service } from '@lull/domain/contracts/catalogue';

import { useBookingAvailability } from '../api/get-booking-availability';
import { useBookingTerms } from '../api/get-booking-terms';
import { useMerchantPolicy } from '../api/get-merchant-policy';

/**
 * What the Date & Time step shows besides the service: who performs it, the free times (of the professional chosen,
 * else of anyone), the booking terms and the business's policy.
 */
export function useDateTimeData(service: Service, requestedMember: string | null) {
  // Any professional's times also say who performs the service, so the choice is there whoever is chosen.
  const anyone = useBookingAvailability(service.id);
  const team = anyone.data?.team_members ?? [];
  // A member from an old link who no longer performs it is Any professional (the server would refuse their id).
  const member = requestedMember !== null && team.some((candidate) => candidate.id === requestedMember) ? requestedMember : null;
  const theirs = useBookingAvailability(service.id, member, { enabled: member !== null });
  const terms = useBookingTerms();
  const policy = useMerchantPolicy(service.merchant_id);
  return {
    availability: member === null ? anyone : theirs,
    /** Who performs the service, in the salon's order (decision 050); empty until it has loaded. */
    team,
    /** The professional chosen, or null for Any professional. */
    member,
    terms,
    /** The business's own policy, or null when it has none (or it has not loaded yet). */
    policy: policy.data ?? null,
    /** Until we know whether the business has a policy, Book Now waits (it may need agreeing to). */
    policyPending: policy.isPending,
  };
}
