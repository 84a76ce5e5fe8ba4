import { isHoldLive } from '@lull/domain/booking-status';
import { penceToPounds, poundsToPence } from '@lull/domain/money';
import { creditsToApply, MAX_CREDIT_PER_BOOKING_PENCE } from '@lull/domain/pricing';
import type { z } from 'zod';
import type { confirmPaymentSchema, createIntentSchema, creditsOnlyConfirmSchema } from '@lull/domain/contracts/payments';
import type { Database } from '../../db/database';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findUserBooking, type BookingWithListing } from '../bookings/bookings.repository';
import { creditBalancePence, insertCreditEntry } from '../credits/credits.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { bookingCalendarEvent, bookingConfirmedMail } from '../mail/templates/booking-confirmed';
import { insertNotification } from '../notifications/notifications.repository';
import { findUserById } from '../users/users.repository';
import { confirmHeldBooking, findUserPayment, insertPayment, lockUser, movePayment, saveGuestContactAndCredits } from './payments.repository';

const HOLD_LAPSED = 'Your hold on this time has expired. Please choose the time again.';
const PAYMENT_FAILED = 'Payment failed. Please try again.';

type GuestDetails = Pick<z.infer<typeof createIntentSchema>, 'guest_first_name' | 'guest_last_name' | 'guest_email' | 'guest_phone'>;

export function createPaymentsService({ db, clock, config }: AppContext, gateway: PaymentGateway) {
  async function heldBooking(userId: string, bookingId: string): Promise<BookingWithListing> {
    const row = await findUserBooking(db, userId, bookingId);
    if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
    if (row.booking.status === 'confirmed') throw new AppError('CONFLICT', 'This booking is already paid.');
    if (!isHoldLive(row.booking, clock())) throw new AppError('GONE', HOLD_LAPSED);
    return row;
  }

  /** Credits to use: what the customer asked for, capped at £5, their balance and the amount due. */
  async function creditsFor(userId: string, finalPricePence: number, wantedPounds: number | undefined): Promise<number> {
    const wanted = Math.min(poundsToPence(wantedPounds ?? 0), MAX_CREDIT_PER_BOOKING_PENCE);
    return creditsToApply(Math.min(wanted, await creditBalancePence(db, userId)), finalPricePence);
  }

  async function rememberContact(bookingId: string, creditsUsedPence: number, guest: GuestDetails) {
    await saveGuestContactAndCredits(db, bookingId, {
      creditsUsedPence,
      guestFirstName: guest.guest_first_name,
      guestLastName: guest.guest_last_name,
      guestEmail: guest.guest_email?.toLowerCase(),
      guestPhone: guest.guest_phone,
    });
  }

  /**
   * Confirms a paid (or credit-only) booking in one transaction: the booking, the credit spend (checked
   * against the ledger under a lock on the user), the notification and the confirmation mail.
   */
  async function confirmBooking(tx: Database, row: BookingWithListing, userId: string, creditsUsedPence: number): Promise<void> {
    const now = clock();
    if (creditsUsedPence > 0) {
      await lockUser(tx, userId);
      if ((await creditBalancePence(tx, userId)) < creditsUsedPence) {
        throw new AppError('CONFLICT', 'Your credit balance has changed. Please review your payment.');
      }
      await insertCreditEntry(tx, {
        userId,
        type: 'spent',
        amountPence: -creditsUsedPence,
        description: `Spent on ${row.serviceName}`,
        referenceType: 'booking',
        referenceId: row.booking.id,
      });
    }
    if (!(await confirmHeldBooking(tx, row.booking.id, creditsUsedPence, now))) throw new AppError('GONE', HOLD_LAPSED);
    const user = await findUserById(tx, userId);
    await insertNotification(tx, {
      userId,
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      message: `${row.serviceName} at ${row.merchantBusinessName}, ${row.booking.bookingDate} at ${row.booking.bookingTime}.`,
    });
    const to = row.booking.guestEmail ?? user?.email;
    if (to) {
      const details = {
        bookingId: row.booking.id,
        firstName: row.booking.guestFirstName ?? user?.firstName ?? '',
        serviceName: row.serviceName,
        businessName: row.merchantBusinessName,
        address: [row.merchantAddressLine1, row.merchantAddressLine2, row.merchantCity, row.merchantPostcode].filter(Boolean).join(', '),
        date: row.booking.bookingDate,
        time: row.booking.bookingTime,
        startsAt: row.booking.startsAt,
        endsAt: row.booking.endsAt,
        finalPricePence: row.booking.finalPricePence,
        creditsUsedPence,
        manageUrl: `${config.publicUrl}/my-bookings`,
      };
      await enqueueMail(tx, { to, ...bookingConfirmedMail(details), attachments: [bookingCalendarEvent(details, now)] });
    }
  }

  return {
    async createIntent(userId: string, input: z.infer<typeof createIntentSchema>) {
      const row = await heldBooking(userId, input.booking_id);
      const credits = await creditsFor(userId, row.booking.finalPricePence, input.credits_used);
      const cardAmount = row.booking.finalPricePence - credits;
      if (cardAmount === 0) throw new AppError('BAD_REQUEST', 'Your credit covers this booking: confirm it without a card.');
      await rememberContact(row.booking.id, credits, input);
      const { intentId } = await gateway.createIntent({ amountPence: cardAmount, reference: row.booking.id });
      await insertPayment(db, { bookingId: row.booking.id, userId, gateway: gateway.name, gatewayReference: intentId, amountPence: cardAmount });
      return {
        payment_intent_id: intentId,
        amount: cardAmount,
        credits_used: penceToPounds(credits),
        hold_expires_at: row.booking.holdExpiresAt?.toISOString() ?? null,
      };
    },

    /** Charges the card once: a second confirmation of the same intent answers with the first's result. */
    async confirmPayment(userId: string, input: z.infer<typeof confirmPaymentSchema>) {
      const payment = await findUserPayment(db, userId, input.payment_intent_id);
      if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
      if (payment.status === 'succeeded') return { status: 'succeeded' as const, booking_id: payment.bookingId };
      if (payment.status !== 'requires_payment_method' && payment.status !== 'failed') {
        throw new AppError('CONFLICT', 'This payment is already being processed.');
      }
      const row = await heldBooking(userId, payment.bookingId);
      if (!(await movePayment(db, payment.id, payment.status, { status: 'processing' }))) {
        throw new AppError('CONFLICT', 'This payment is already being processed.');
      }
      const { card } = input.payment_method;
      const outcome = await gateway.confirmIntent({
        intentId: input.payment_intent_id,
        amountPence: payment.amountPence,
        card: { number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc },
        now: clock(),
      });
      if (outcome.status === 'failed') {
        await movePayment(db, payment.id, 'processing', { status: 'failed', failureCode: outcome.code, failureMessage: outcome.message });
        throw new AppError('PAYMENT_FAILED', PAYMENT_FAILED, { card: outcome.message });
      }
      try {
        await db.transaction(async (tx) => {
          await movePayment(tx, payment.id, 'processing', { status: 'succeeded', cardBrand: outcome.cardBrand, cardLast4: outcome.cardLast4 });
          await confirmBooking(tx, row, userId, row.booking.creditsUsedPence);
        });
      } catch (error) {
        // The time was lost while the card was charged: the charge is handed back, never kept.
        await movePayment(db, payment.id, 'processing', { status: 'refunded', failureMessage: error instanceof Error ? error.message : 'not confirmed' });
        throw error;
      }
      return { status: 'succeeded' as const, booking_id: payment.bookingId };
    },

    /** A booking paid entirely with credit: no card, no gateway. */
    async confirmWithCredits(userId: string, bookingId: string, input: z.infer<typeof creditsOnlyConfirmSchema>) {
      const row = await heldBooking(userId, bookingId);
      const credits = await creditsFor(userId, row.booking.finalPricePence, input.credits_used);
      if (credits < row.booking.finalPricePence) throw new AppError('BAD_REQUEST', 'Your credit does not cover this booking: please pay the rest by card.');
      await rememberContact(bookingId, credits, input);
      const refreshed = (await findUserBooking(db, userId, bookingId))!;
      await db.transaction((tx) => confirmBooking(tx, refreshed, userId, credits));
      return { status: 'succeeded' as const, booking_id: bookingId };
    },
  };
}
