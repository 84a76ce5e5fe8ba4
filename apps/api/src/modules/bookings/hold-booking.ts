import { holdExpiryFrom } from '@lull/domain/booking-status';
import type { Booking, CreateBookingPayload } from '@lull/domain/contracts/bookings';
import { holdLimitMessage, holdLimitReached } from '@lull/domain/holds';
import { priceBooking } from '@lull/domain/pricing';
import { bookingInterval } from '@lull/domain/slots';
import { worksThrough } from '@lull/domain/team';
import { type Database, pgErrorCode, pgErrorCodes } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { memberAsHeld } from '../team';
import { toBookingDto } from './booking-rows';
import { freeMembersFor, SLOT_TAKEN } from './free-members';
import { expireLapsedHolds, findBookableService, insertHoldWithinLimit, type BookingRow } from './bookings.repository';

const OWN_BUSINESS = "You can't book your own business's treatments.";
const POLICY_REQUIRED = "Please agree to the merchant's booking policy to continue.";

/**
 * Holds a slot for five minutes with one team member. The server decides everything that matters: the slot must be
 * one the service offers (open, in the future, within 14 days), someone who does the treatment must be free for it
 * (the one chosen, or for Any professional the rule's pick, decision 050), the price comes from the domain, the
 * customer may keep only MAX_LIVE_HOLDS unpaid times at once (counted under their own lock), and the database's
 * exclusion constraint decides whether the member is still free, also when customers race for them.
 */
export async function holdBooking({ db, clock }: AppContext, userId: string, input: CreateBookingPayload): Promise<Booking> {
  const now = clock();
  const found = await findBookableService(db, input.service_id);
  if (!found) throw new AppError('NOT_FOUND', 'Service not found');
  const { service, merchant } = found;
  // A salon paying itself (with Lull credit, say) would earn a payout and be invited to review its own visit.
  if (merchant.userId === userId) throw new AppError('CONFLICT', OWN_BUSINESS);
  if (merchant.specificPolicies?.trim() && input.agreed_to_merchant_policy !== true) {
    throw new AppError('VALIDATION_FAILED', POLICY_REQUIRED, { agreed_to_merchant_policy: POLICY_REQUIRED });
  }
  const { candidates, team: businessTeam } = await freeMembersFor(db, now, found, { date: input.booking_date, time: input.booking_time, teamMemberId: input.team_member_id });
  const { start, end } = bookingInterval(input.booking_date, input.booking_time, service.durationMinutes);

  const price = priceBooking({
    pricePence: service.pricePence,
    offPeakPricePence: service.offPeakPricePence,
    date: input.booking_date,
    time: input.booking_time,
    merchantPricing: found.merchantPricing,
    // Credits are chosen and taken when paying; the hold records the price before credits.
    availableCreditPence: 0,
  });
  const hold = {
    userId,
    serviceId: service.id,
    merchantId: merchant.id,
    bookingDate: input.booking_date,
    bookingTime: input.booking_time,
    startsAt: start,
    endsAt: end,
    durationMinutes: service.durationMinutes,
    notes: input.notes || null,
    status: 'pending' as const,
    holdExpiresAt: holdExpiryFrom(now),
    originalPricePence: price.originalPricePence,
    discountAmountPence: price.discountAmountPence,
    platformFeePence: price.platformFeePence,
    finalPricePence: price.finalPricePence,
    creditsUsedPence: 0,
    processingFeePence: price.processingFeePence,
    merchantPayoutPence: price.merchantPayoutPence,
    offPeakApplied: price.offPeakApplied,
    agreedToTermsAt: now,
    termsVersion: found.termsVersion,
    agreedToMerchantPolicyAt: merchant.specificPolicies?.trim() ? now : null,
  };

  const insertHold = async (memberIndex: number, retryAfterLapsedHolds: boolean): Promise<BookingRow> => {
    const teamMemberId = candidates[memberIndex]!;
    try {
      const memberStillFits = async (tx: Database) => {
        const member = await memberAsHeld(tx, teamMemberId, service.id);
        return member !== undefined && member.isActive && member.performs && worksThrough(member.workingHours, input.booking_date, input.booking_time, service.durationMinutes);
      };
      const result = await insertHoldWithinLimit(db, { ...hold, teamMemberId, bufferMinutes: service.bufferMinutes }, now, holdLimitReached, memberStillFits);
      if ('refused' in result) throw new AppError('CONFLICT', holdLimitMessage(result.refused));
      if ('memberChanged' in result) {
        if (memberIndex + 1 < candidates.length) return insertHold(memberIndex + 1, retryAfterLapsedHolds);
        throw new AppError('CONFLICT', SLOT_TAKEN, { booking_time: SLOT_TAKEN });
      }
      return result.inserted;
    } catch (error) {
      if (pgErrorCode(error) !== pgErrorCodes.exclusionViolation) throw error;
      // Someone took this member at this time a moment ago: the next free one, if the customer did not choose.
      if (memberIndex + 1 < candidates.length) return insertHold(memberIndex + 1, retryAfterLapsedHolds);
      // A hold that ran out still blocks its time until it is marked expired: free those, then try once more.
      if (retryAfterLapsedHolds && (await expireLapsedHolds(db, candidates, now)) > 0) return insertHold(0, false);
      throw new AppError('CONFLICT', SLOT_TAKEN, { booking_time: SLOT_TAKEN });
    }
  };
  const booking = await insertHold(0, true);
  const teamMemberName = businessTeam?.members.find((member) => member.id === booking.teamMemberId)?.displayName ?? '';
  return toBookingDto({
    booking,
    serviceName: service.name,
    serviceDescription: service.description,
    serviceCategory: service.category,
    serviceImageUrl: service.imageUrl,
    merchantBusinessName: merchant.businessName,
    merchantAddressLine1: merchant.addressLine1,
    merchantAddressLine2: merchant.addressLine2,
    merchantCity: merchant.city,
    merchantPostcode: merchant.postcode,
    merchantPhone: merchant.phone,
    cardBrand: null,
    cardLast4: null,
    teamMemberName,
  });
}
