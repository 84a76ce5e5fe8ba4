import { formatLondonDateTime } from '@lull/domain/london-format';
import { customerCanCancel, holdExpiryFrom, toApiStatus } from '@lull/domain/booking-status';
import { CANNOT_CANCEL_WITHIN_NOTICE } from '@lull/domain/cancellation-notice';
import type { Booking, CreateBookingPayload } from '@lull/domain/contracts/bookings';
import { BOOKING_WINDOW_DAYS, isInBookingWindow } from '@lull/domain/booking-window';
import { londonDateOf } from '@lull/domain/london-time';
import { holdLimitMessage, holdLimitReached } from '@lull/domain/holds';
import { formatPenceAsMoney, penceToPounds } from '@lull/domain/money';
import { cancellationOutcome, priceBooking, refundForBusinessClosure, refundForCancellation } from '@lull/domain/pricing';
import { availableStartTimes, bookingInterval } from '@lull/domain/slots';
import { pgErrorCode, pgErrorCodes, type Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { enqueueMail } from '../mail/mail.service';
import { bookingCalendarEvent, type ConfirmedBookingDetails } from '../mail/templates/booking-confirmed';
import { bookingCancelledByLullMail } from '../mail/templates/booking-cancelled-by-lull';
import { refundSpentCredit } from '../credits/credits.service';
import { tellSalonOfBooking } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { tellAdministrators } from '../users';
import {
  confirmHeldBooking,
  currentBookingTerms,
  eraseBookingContacts,
  expireLapsedHolds,
  findBookableService,
  findListedMerchant,
  findUserBooking,
  insertHoldWithinLimit,
  insertRefundRequest,
  listBookingContactEmails,
  listUpcomingActiveBookings,
  listUserBookings,
  lockUpcomingBookingsOfMerchant,
  upcomingBookingsOfMerchant,
  markCancelled,
  markCancelledByLull,
  releaseOwnHold,
  saveGuestContactAndCredits,
  type BookingRow,
  type BookingWithListing,
} from './bookings.repository';

export type { BookingWithListing };

const OUTSIDE_BOOKING_WINDOW = `Choose a date within the next ${BOOKING_WINDOW_DAYS} days.`;
const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another.';
const SLOT_NOT_OFFERED = 'That time is not available. Please choose one of the times shown.';
const HOLD_NOT_RELEASABLE = 'Only a time on hold can be released. A paid booking is cancelled from My Bookings.';
const OWN_BUSINESS = "You can't book your own business's treatments.";
const POLICY_REQUIRED = "Please agree to the merchant's booking policy to continue.";

function toBookingDto(row: BookingWithListing): Booking {
  const { booking } = row;
  return {
    id: booking.id,
    service_id: booking.serviceId,
    booking_date: booking.bookingDate,
    booking_time: booking.bookingTime,
    notes: booking.notes,
    status: toApiStatus(booking.status),
    created_at: booking.createdAt.toISOString(),
    hold_expires_at: booking.status === 'pending' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    duration: booking.durationMinutes,
    original_price: penceToPounds(booking.originalPricePence),
    discount_amount: penceToPounds(booking.discountAmountPence),
    platform_fee: penceToPounds(booking.platformFeePence),
    final_price: penceToPounds(booking.finalPricePence),
    credits_used: penceToPounds(booking.creditsUsedPence),
    card_amount: penceToPounds(booking.finalPricePence - booking.creditsUsedPence),
    processing_fee: penceToPounds(booking.processingFeePence),
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    guest_first_name: booking.guestFirstName,
    guest_last_name: booking.guestLastName,
    guest_email: booking.guestEmail,
    guest_phone: booking.guestPhone,
    merchant_id: booking.merchantId,
    merchant_business_name: row.merchantBusinessName,
    merchant_address: [row.merchantAddressLine1, row.merchantAddressLine2, row.merchantCity, row.merchantPostcode].filter(Boolean).join(', '),
    merchant_phone: row.merchantPhone,
    service_name: row.serviceName,
    service_description: row.serviceDescription,
    service_category: row.serviceCategory,
    service_image_url: row.serviceImageUrl,
  };
}

/*
 * The bookings module's face to other modules: only it writes the bookings table. Each use case takes the
 * caller's database or transaction, so it commits or rolls back with the change that called it.
 */

/** One of the user's own bookings with what it is for; someone else's is as good as absent. */
export async function findOwnBooking(db: Database, userId: string, bookingId: string): Promise<BookingWithListing | undefined> {
  return findUserBooking(db, userId, bookingId);
}

/** Remembers the checkout's contact details and chosen credit on a hold that is still pending. */
export async function saveCheckoutDetails(
  db: Database,
  bookingId: string,
  details: { creditsUsedPence: number; guestFirstName?: string; guestLastName?: string; guestEmail?: string; guestPhone?: string },
): Promise<void> {
  await saveGuestContactAndCredits(db, bookingId, details);
}

/** Pending to confirmed, with the credit the payment spent; false when the hold is no longer pending. */
export async function confirmHold(db: Database, bookingId: string, creditsUsedPence: number, now: Date): Promise<boolean> {
  return confirmHeldBooking(db, bookingId, creditsUsedPence, now);
}

/** Erases the contact details and notes on a closed account's bookings; answers the addresses it erased. */
export async function eraseBookingContactsOf(db: Database, userId: string): Promise<string[]> {
  const emails = await listBookingContactEmails(db, userId);
  await eraseBookingContacts(db, userId);
  return emails;
}

/**
 * A business is leaving Lull (an admin deleted it, decision 016): its bookings still to come are cancelled in the
 * caller's transaction. A paid one is refunded in full by the customer-cancellation path's own means (credit
 * back on the ledger now, the card payment as a refund request an admin completes), and the customer is told by
 * notification and mail; an unpaid hold is simply released. Answers how many of each.
 */
export async function cancelForClosedBusiness(tx: Database, merchantId: string, now: Date, publicUrl: string): Promise<{ cancelled: number; released: number }> {
  let cancelled = 0;
  let released = 0;
  for (const row of await lockUpcomingBookingsOfMerchant(tx, merchantId, now)) {
    const { booking } = row;
    if (!(await markCancelledByLull(tx, booking.id, booking.status, now))) continue;
    if (booking.status !== 'confirmed') {
      released += 1;
      continue;
    }
    cancelled += 1;
    const refund = refundForBusinessClosure(booking);
    if (refund.creditsRestoredPence > 0) {
      await refundSpentCredit(tx, booking.userId, refund.creditsRestoredPence, { type: 'booking', id: booking.id, description: `Credit returned: ${row.serviceName} cancelled by Lull` }, now);
    }
    await insertRefundRequest(tx, {
      bookingId: booking.id,
      userId: booking.userId,
      totalPaidPence: booking.finalPricePence,
      creditsUsedPence: booking.creditsUsedPence,
      cardRefundPence: refund.cardRefundPence,
      creditsRestoredPence: refund.creditsRestoredPence,
      adminNotes: 'Business removed from Lull: refund in full.',
    });
    const mail = bookingCancelledByLullMail({
      firstName: booking.guestFirstName ?? row.customerFirstName,
      serviceName: row.serviceName,
      businessName: row.merchantBusinessName,
      date: booking.bookingDate,
      time: booking.bookingTime,
      creditsRestoredPence: refund.creditsRestoredPence,
      cardRefundPence: refund.cardRefundPence,
      bookingsUrl: `${publicUrl}/my-bookings`,
    });
    await notify(tx, {
      userId: booking.userId,
      type: 'booking_cancelled',
      title: 'Booking cancelled by Lull',
      message: `${row.merchantBusinessName} is no longer on Lull, so ${row.serviceName} on ${formatLondonDateTime(booking.bookingDate, booking.bookingTime)} is cancelled and refunded in full.`,
    });
    const to = booking.guestEmail ?? row.customerEmail;
    if (to) await enqueueMail(tx, { to, ...mail });
  }
  return { cancelled, released };
}

/**
 * What cancelForClosedBusiness would do now, without doing it: the paid bookings it would cancel with their refunds
 * (the same refundForBusinessClosure), and the holds it would release. Delete's confirmation shows it (decision 042).
 */
export async function previewClosureOfBusiness(db: Database, merchantId: string, now: Date) {
  const preview = { cancelled: 0, released: 0, creditsRestoredPence: 0, cardRefundPence: 0 };
  for (const booking of await upcomingBookingsOfMerchant(db, merchantId, now)) {
    if (booking.status !== 'confirmed') {
      preview.released += 1;
      continue;
    }
    const refund = refundForBusinessClosure(booking);
    preview.cancelled += 1;
    preview.creditsRestoredPence += refund.creditsRestoredPence;
    preview.cardRefundPence += refund.cardRefundPence;
  }
  return preview;
}

/** A booking as the confirmation mail and calendar file tell it. */

export function confirmedBookingDetails(row: BookingWithListing, options: { firstName: string; publicUrl: string }): ConfirmedBookingDetails {
  const { booking } = row;
  return {
    bookingId: booking.id,
    firstName: booking.guestFirstName ?? options.firstName,
    serviceName: row.serviceName,
    businessName: row.merchantBusinessName,
    address: [row.merchantAddressLine1, row.merchantAddressLine2, row.merchantCity, row.merchantPostcode].filter(Boolean).join(', '),
    date: booking.bookingDate,
    time: booking.bookingTime,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    finalPricePence: booking.finalPricePence,
    creditsUsedPence: booking.creditsUsedPence,
    manageUrl: `${options.publicUrl}/my-bookings`,
  };
}

export function createBookingsService({ db, clock, config }: AppContext) {
  async function ownBooking(userId: string, bookingId: string) {
    const row = await findUserBooking(db, userId, bookingId);
    if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
    return row;
  }

  const service = {
    async currentTerms() {
      const terms = await currentBookingTerms(db);
      if (!terms) throw new AppError('NOT_FOUND', 'No booking terms have been published.');
      return { version: terms.version, content: terms.content };
    },

    async merchantPolicy(merchantId: string) {
      const merchant = await findListedMerchant(db, merchantId);
      if (!merchant?.specificPolicies?.trim()) throw new AppError('NOT_FOUND', 'This business has no booking policy.');
      return { policy_content: merchant.specificPolicies };
    },

    /**
     * Holds a slot for five minutes. The server decides everything that matters: the slot must be one the
     * service offers (open, in the future, within 14 days), the price comes from the domain, the customer may
     * keep only MAX_LIVE_HOLDS unpaid times at once (counted under their own lock), and the database's exclusion
     * constraint decides whether the time is still free, also when customers race for it.
     */
    async createBooking(userId: string, input: CreateBookingPayload): Promise<Booking> {
      const now = clock();
      const found = await findBookableService(db, input.service_id);
      if (!found) throw new AppError('NOT_FOUND', 'Service not found');
      const { service, merchant } = found;
      // A salon paying itself (with Lull credit, say) would earn a payout and be invited to review its own visit.
      if (merchant.userId === userId) throw new AppError('CONFLICT', OWN_BUSINESS);
      if (merchant.specificPolicies?.trim() && input.agreed_to_merchant_policy !== true) {
        throw new AppError('VALIDATION_FAILED', POLICY_REQUIRED, { agreed_to_merchant_policy: POLICY_REQUIRED });
      }
      if (!isInBookingWindow(input.booking_date, londonDateOf(now))) {
        throw new AppError('VALIDATION_FAILED', OUTSIDE_BOOKING_WINDOW, { booking_date: OUTSIDE_BOOKING_WINDOW });
      }
      // Whether the service offers this time at all; whether another booking has it is the constraint's call.
      const offered = availableStartTimes({
        date: input.booking_date,
        durationMinutes: service.durationMinutes,
        availabilitySchedule: service.availabilitySchedule,
        openingHours: merchant.availabilityHours,
        now,
      });
      if (!offered.includes(input.booking_time)) {
        throw new AppError('VALIDATION_FAILED', SLOT_NOT_OFFERED, { booking_time: SLOT_NOT_OFFERED });
      }

      const price = priceBooking({
        pricePence: service.pricePence,
        offPeakPricePence: service.offPeakPricePence,
        date: input.booking_date,
        time: input.booking_time,
        merchantPricing: found.merchantPricing,
        // Credits are chosen and taken when paying; the hold records the price before credits.
        availableCreditPence: 0,
      });
      const { start, end } = bookingInterval(input.booking_date, input.booking_time, service.durationMinutes);
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

      const insertHold = async (retryAfterLapsedHolds: boolean): Promise<BookingRow> => {
        try {
          const result = await insertHoldWithinLimit(db, hold, now, holdLimitReached);
          if ('refused' in result) throw new AppError('CONFLICT', holdLimitMessage(result.refused));
          return result.inserted;
        } catch (error) {
          if (pgErrorCode(error) !== pgErrorCodes.exclusionViolation) throw error;
          // A hold that ran out still blocks its time until it is marked expired: free those, then try once more.
          if (retryAfterLapsedHolds && (await expireLapsedHolds(db, service.id, now)) > 0) return insertHold(false);
          throw new AppError('CONFLICT', SLOT_TAKEN, { booking_time: SLOT_TAKEN });
        }
      };
      const booking = await insertHold(true);
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
      });
    },

    /**
     * The customer lets a time on hold go at once, so abandoning the page frees it for everyone else (and the
     * waitlist job tells whoever waits for it). Releasing a hold that already ran out changes nothing and is not an
     * error; a paid or finished booking is not a hold: it is cancelled, under the cancellation rules.
     */
    async releaseHold(userId: string, bookingId: string): Promise<void> {
      const { booking } = await ownBooking(userId, bookingId);
      if (booking.status === 'expired') return;
      if (booking.status !== 'pending' || !(await releaseOwnHold(db, userId, booking.id, clock()))) {
        throw new AppError('CONFLICT', HOLD_NOT_RELEASABLE);
      }
    },

    /** The .ics for Add to calendar: only a booking that will happen (confirmed) belongs in a calendar. */
    async calendarFile(userId: string, bookingId: string) {
      const row = await ownBooking(userId, bookingId);
      if (row.booking.status !== 'confirmed') throw new AppError('CONFLICT', 'Only a confirmed booking can be added to a calendar.');
      return bookingCalendarEvent(confirmedBookingDetails(row, { firstName: '', publicUrl: config.publicUrl }), clock());
    },

    async listMine(userId: string): Promise<Booking[]> {
      return (await listUserBookings(db, userId)).map(toBookingDto);
    },

    async getMine(userId: string, bookingId: string): Promise<Booking> {
      return toBookingDto(await ownBooking(userId, bookingId));
    },

    /**
     * The customer cancels: at least 24 hours ahead, credits come back at once and the card part becomes a
     * refund request for an admin; within 24 hours nothing is refunded and the cancellation is refused.
     */
    async cancel(userId: string, bookingId: string) {
      const now = clock();
      const row = await ownBooking(userId, bookingId);
      const { booking } = row;
      const decision = customerCanCancel(booking, now);
      if (!decision.allowed) {
        const message = decision.reason === 'within_24_hours' ? CANNOT_CANCEL_WITHIN_NOTICE : 'This booking can no longer be cancelled.';
        throw new AppError('CONFLICT', message);
      }
      const paid = booking.status === 'confirmed';
      const refund = paid ? refundForCancellation({ booking, now }) : { eligible: true, creditsRestoredPence: 0, cardRefundPence: 0 };
      await db.transaction(async (tx) => {
        if (!(await markCancelled(tx, booking.id, booking.status, now))) throw new AppError('CONFLICT', 'This booking has already changed. Please reload.');
        if (refund.creditsRestoredPence > 0) {
          await refundSpentCredit(tx, userId, refund.creditsRestoredPence, { type: 'booking', id: booking.id, description: `Credit returned: cancelled ${row.serviceName}` }, now);
        }
        if (paid) {
          const refundRequestId = await insertRefundRequest(tx, {
            bookingId: booking.id,
            userId,
            totalPaidPence: booking.finalPricePence,
            creditsUsedPence: booking.creditsUsedPence,
            cardRefundPence: refund.cardRefundPence,
            creditsRestoredPence: refund.creditsRestoredPence,
          });
          // The team completes every refund request (decision 041: the bell says so, opens it, and clears when done).
          await tellAdministrators(tx, {
            type: 'refund_due',
            title: 'Refund due',
            message:
              refund.cardRefundPence > 0
                ? `${row.serviceName} at ${row.merchantBusinessName} was cancelled in time: ${formatPenceAsMoney(refund.cardRefundPence)} goes back to the customer's card when you mark the refund complete.`
                : `${row.serviceName} at ${row.merchantBusinessName} was cancelled in time: nothing goes back to a card; mark the refund complete to close it.`,
            decision: { kind: 'refund_request', refundRequestId, bookingId: booking.id },
          });
          await notify(tx, {
            userId,
            type: 'booking_cancelled',
            title: 'Booking cancelled',
            message: `${row.serviceName} at ${row.merchantBusinessName} is cancelled. ${cancellationOutcome({ paid, ...refund })}`,
          });
          await tellSalonOfBooking(tx, config.publicUrl, {
            merchantId: booking.merchantId,
            event: 'cancelled',
            customerName: [booking.guestFirstName, booking.guestLastName].filter(Boolean).join(' ') || 'A customer',
            serviceName: row.serviceName,
            date: booking.bookingDate,
            time: booking.bookingTime,
          });
        }
      });
      return {
        booking: toBookingDto((await findUserBooking(db, userId, booking.id))!),
        credits_restored: penceToPounds(refund.creditsRestoredPence),
        card_refund: penceToPounds(refund.cardRefundPence),
        message: `Booking cancelled. ${cancellationOutcome({ paid, ...refund })}`,
      };
    },

    /**
     * An account is closing: its future bookings go under the normal rules first. An unpaid hold is released; a
     * paid booking at least 24 hours ahead is cancelled with the usual credit return and card refund request; a
     * paid booking within 24 hours is cancelled without a refund, so the salon is not kept waiting for someone
     * who no longer exists. Each is its own transaction (as when the customer cancels); one that changes
     * meanwhile is left to the check inside the deletion's transaction.
     */
    async cancelForClosedAccount(userId: string): Promise<void> {
      const now = clock();
      for (const booking of await listUpcomingActiveBookings(db, userId, now)) {
        const decision = customerCanCancel(booking, now);
        try {
          if (decision.allowed) await service.cancel(userId, booking.id);
          else if (decision.reason === 'within_24_hours') await markCancelled(db, booking.id, booking.status, now);
        } catch (error) {
          if (!(error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))) throw error;
        }
      }
    },
  };
  return service;
}
