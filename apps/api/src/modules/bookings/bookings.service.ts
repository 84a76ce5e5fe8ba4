import type { Database } from '../../db/database';
import type { AppContext } from '../../shared/app-context';
import type { CreateBookingPayload, ReschedulePayload } from '@lull/domain/contracts/bookings';
import { cancelBooking } from './cancel-booking';
import { cancelBookingsOfClosedAccount } from './cancel-bookings-of-closed-account';
import { getBookingTerms } from './get-booking-terms';
import { getCalendarFile } from './get-calendar-file';
import { getMerchantPolicy } from './get-merchant-policy';
import { getMyBooking } from './get-my-booking';
import { holdBooking } from './hold-booking';
import { listMyBookings } from './list-my-bookings';
import { answerMoveProposal } from './answer-move-proposal';
import { quoteReschedule } from './reschedule-booking';
import { releaseHold } from './release-hold';
import {
  confirmHeldBooking,
  eraseBookingContacts,
  findUserBooking,
  listBookingContactEmails,
  saveGuestContactAndCredits,
  type BookingWithListing,
} from './bookings.repository';

export type { BookingWithListing };
// Each use case is its own file, named by what it does (decision 049); these names stay importable from here for
// the modules and index.ts that already ask this file for them.
export { confirmedBookingDetails } from './booking-rows';
export { cancelForClosedBusiness } from './cancel-for-closed-business';
export { previewClosureOfBusiness } from './preview-closure-of-business';
// A dearer move is paid for through the payments module, which starts it and completes it (decision 051).
export { completePaidMove, type PaidMove } from './complete-paid-move';
export { rescheduleBooking, type StartDifferencePayment } from './reschedule-booking';

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

/** The customer's booking use cases, each in its own file (decision 049), under the names the routes call. */
export function createBookingsService(context: AppContext) {
  return {
    currentTerms: () => getBookingTerms(context),
    merchantPolicy: (merchantId: string) => getMerchantPolicy(context, merchantId),
    createBooking: (userId: string, input: CreateBookingPayload) => holdBooking(context, userId, input),
    releaseHold: (userId: string, bookingId: string) => releaseHold(context, userId, bookingId),
    calendarFile: (userId: string, bookingId: string) => getCalendarFile(context, userId, bookingId),
    listMine: (userId: string) => listMyBookings(context, userId),
    getMine: (userId: string, bookingId: string) => getMyBooking(context, userId, bookingId),
    cancel: (userId: string, bookingId: string) => cancelBooking(context, userId, bookingId),
    quoteReschedule: (userId: string, bookingId: string, input: ReschedulePayload) => quoteReschedule(context, userId, bookingId, input),
    answerMoveProposal: (userId: string, bookingId: string, answer: 'accept' | 'decline') => answerMoveProposal(context, userId, bookingId, answer),
    cancelForClosedAccount: (userId: string) => cancelBookingsOfClosedAccount(context, userId),
  };
}
