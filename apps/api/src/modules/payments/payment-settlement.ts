import { formatLondonDateTime } from '@lull/domain/london-format';
import { salonPayout } from '@lull/domain/merchant-bookings';
import { formatPenceAsMoney } from '@lull/domain/money';
import type { Database } from '../../db/database';
import type { ChargeOutcome, PaymentEvent, PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { completePaidMove, confirmedBookingDetails, confirmHold, findOwnBooking, type BookingWithListing } from '../bookings/bookings.service';
import { spendCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { bookingCalendarEvent, bookingConfirmedMail } from '../mail/templates/booking-confirmed';
import { tellSalonOfBooking } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { rewardReferrerForFirstBooking } from '../referrals/referrals.service';
import { findUserById } from '../users';
import { HOLD_LAPSED } from './checkout-steps';
import { movePayment, recordWebhookEvent, type PaymentRow, type PaymentStatus } from './payments.repository';

/*
 * How a payment the gateway has answered for becomes a confirmed booking, or is handed back (decision 049): the
 * browser's confirmation, the webhook and a credit-only booking all end here.
 */

const PAYMENT_FAILED = 'Payment failed. Please try again.';

/** States a payment can still succeed from: the browser may retry a declined card on the same Stripe intent. */
export const UNSETTLED: readonly PaymentStatus[] = ['requires_payment_method', 'failed', 'processing'];

type Succeeded = Extract<ChargeOutcome, { status: 'succeeded' }>;

/** Why a charge taken for a booking that could not be confirmed was handed back, as the customer reads it. */
function refundedError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'GONE') return new AppError('GONE', 'Your hold on this time ended before the payment went through, so your payment has been refunded. Please choose the time again.');
  return new AppError(error.code, `${error.message} Your card payment has been refunded.`, error.fields);
}

/** A card payment that has not (yet) happened: the booking stays held and the customer is told what to do. */
function incompleteError(reason: Extract<ChargeOutcome, { status: 'incomplete' }>['reason']): AppError {
  switch (reason) {
    case 'processing':
      return new AppError('CONFLICT', 'Your bank is still processing this payment. Your booking will be confirmed as soon as it goes through.');
    case 'requires_action':
      return new AppError('PAYMENT_FAILED', PAYMENT_FAILED, { card: 'Your bank asked you to approve this payment and it was not approved.' });
    case 'canceled':
      return new AppError('CONFLICT', 'This payment was cancelled. Please start the payment again.');
    default:
      return new AppError('CONFLICT', 'This payment has not been made yet. Enter your card details and try again.');
  }
}

/**
 * Confirms a paid (or credit-only) booking in one transaction: the booking, the credit spend (checked
 * against what can be spent now, under a lock on the user, drawn from the oldest grants first), the
 * referrer's reward when this is the customer's first paid booking, the notification and the mail.
 */
export async function confirmBooking({ clock, config }: AppContext, tx: Database, row: BookingWithListing, userId: string, creditsUsedPence: number): Promise<void> {
  const now = clock();
  if (creditsUsedPence > 0) {
    const spent = await spendCredit(tx, userId, creditsUsedPence, { type: 'booking', id: row.booking.id, description: `Spent on ${row.serviceName}` }, now);
    if (!spent) throw new AppError('CONFLICT', 'Your credit balance has changed. Please review your payment.');
  }
  if (!(await confirmHold(tx, row.booking.id, creditsUsedPence, now))) throw new AppError('GONE', HOLD_LAPSED);
  const user = await findUserById(tx, userId);
  await notify(tx, {
    userId,
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    message: `${row.serviceName} at ${row.merchantBusinessName}, ${formatLondonDateTime(row.booking.bookingDate, row.booking.bookingTime)}.`,
  });
  const to = row.booking.guestEmail ?? user?.email;
  if (to) {
    // The row was read before confirming: the mail states the credit this payment actually spent.
    const details = { ...confirmedBookingDetails(row, { firstName: user?.firstName ?? '', publicUrl: config.publicUrl }), creditsUsedPence };
    await enqueueMail(tx, { to, ...bookingConfirmedMail(details), attachments: [bookingCalendarEvent(details, now)] });
  }
  await tellSalonOfBooking(tx, config.publicUrl, {
    merchantId: row.booking.merchantId,
    event: 'booked',
    customerName: [row.booking.guestFirstName ?? user?.firstName, row.booking.guestLastName ?? user?.lastName].filter(Boolean).join(' ') || 'A customer',
    customerPhone: row.booking.guestPhone ?? user?.phone,
    serviceName: row.serviceName,
    teamMemberName: row.teamMemberName,
    date: row.booking.bookingDate,
    time: row.booking.bookingTime,
    // The same figures as the salon's Bookings tab: the price after any off-peak discount, and `salonPayout`.
    money: {
      pricePence: row.booking.originalPricePence - row.booking.discountAmountPence,
      payoutPence: salonPayout({ ...row.booking, status: 'confirmed', confirmedAt: now }, false).pence,
    },
  });
  // Last, so the referral row (shared by the friend's other payments) is held for the shortest time.
  await rewardReferrerForFirstBooking(tx, userId, row.booking.id, now);
}

/**
 * The one path from "the gateway says paid" to a confirmed booking, for /api/payments/confirm (either
 * gateway) and for the Stripe webhook alike. The conditional update of the payment row inside the
 * transaction picks one winner when the browser and the webhook (or two deliveries) race: the other waits
 * for its row lock, finds the payment settled and changes nothing, so credit is spent and mail sent once.
 * If the booking cannot be confirmed (hold lost, credit gone), the charge is refunded, never kept.
 */
async function settlePaid(context: AppContext, gateway: PaymentGateway, payment: PaymentRow, outcome: Succeeded, from: readonly PaymentStatus[], event?: PaymentEvent): Promise<void> {
  const { db, log } = context;
  const intentId = payment.gatewayReference!;
  try {
    await db.transaction(async (tx) => {
      if (event && !(await recordWebhookEvent(tx, { eventId: event.id, gateway: gateway.name, type: event.type }))) return;
      const changes = { status: 'succeeded' as const, cardBrand: outcome.cardBrand, cardLast4: outcome.cardLast4, failureCode: null, failureMessage: null };
      if (!(await movePayment(tx, payment.id, from, changes))) return;
      if (payment.purpose === 'price_difference' && payment.moveTo) {
        // A dearer move's difference: the move it paid for is made now, or the charge goes back (the catch below).
        await completePaidMove(tx, context, { userId: payment.userId, bookingId: payment.bookingId, amountPence: payment.amountPence, moveTo: payment.moveTo });
        return;
      }
      const row = await findOwnBooking(tx, payment.userId, payment.bookingId);
      if (!row) throw new AppError('GONE', HOLD_LAPSED);
      // Paid twice (two tabs, two intents): the second charge goes back.
      if (row.booking.status === 'confirmed') throw new AppError('CONFLICT', 'This booking is already paid.');
      // The credit this intent was made with is what its amount leaves of the total: a later intent with
      // a different credit choice (another tab, a reload) must not change what this one pays for.
      await confirmBooking(context, tx, row, payment.userId, row.booking.finalPricePence - payment.amountPence);
    });
  } catch (error) {
    // An outage is not a reason to refund while the gateway will deliver the event again; the sandbox has no such second chance.
    if (!(error instanceof AppError) && gateway.parseWebhook) throw error;
    await gateway.refundIntent({ intentId, amountPence: payment.amountPence });
    await movePayment(db, payment.id, from, { status: 'refunded', failureMessage: error instanceof Error ? error.message : 'not confirmed' });
    if (payment.purpose === 'price_difference') {
      // The customer may have left the page (a webhook's success): the bell says the move did not happen and why.
      await notify(db, {
        userId: payment.userId,
        type: 'booking_move_refunded',
        title: 'Booking not moved',
        message: `Your booking keeps its time: ${error instanceof Error ? error.message : 'the new time could not be taken'} The ${formatPenceAsMoney(payment.amountPence)} you paid for it has been refunded to your card.`,
      });
    }
    log.warn({ paymentId: payment.id, bookingId: payment.bookingId }, 'payment refunded: its booking could not be confirmed');
    throw refundedError(error);
  }
}

/**
 * Acts on what the gateway says about an intent. A success is accepted only for exactly the amount, the
 * currency and the booking Lull asked for; anything else is handed back.
 */
export async function applyOutcome(
  context: AppContext,
  gateway: PaymentGateway,
  payment: PaymentRow,
  outcome: ChargeOutcome,
  from: readonly PaymentStatus[],
  event?: PaymentEvent,
): Promise<void> {
  const { db, log } = context;
  if (outcome.status === 'succeeded') {
    const matches = outcome.amountPence === payment.amountPence && outcome.currency === payment.currency && outcome.currency === 'gbp' && (outcome.reference === null || outcome.reference === payment.bookingId);
    if (matches) return settlePaid(context, gateway, payment, outcome, from, event);
    log.error(
      { paymentId: payment.id, expected: { amount: payment.amountPence, currency: payment.currency, booking: payment.bookingId }, charged: { amount: outcome.amountPence, currency: outcome.currency, booking: outcome.reference } },
      'payment does not match its booking: refunding it',
    );
    await gateway.refundIntent({ intentId: payment.gatewayReference!, amountPence: outcome.amountPence });
    await movePayment(db, payment.id, from, { status: 'refunded', failureCode: 'amount_mismatch', failureMessage: 'The charge did not match the booking.' });
    throw new AppError('CONFLICT', 'This payment does not match your booking, so it has been refunded. Please start the payment again.');
  }
  if (outcome.status === 'failed') {
    await movePayment(db, payment.id, from, { status: 'failed', failureCode: outcome.code, failureMessage: outcome.message });
    throw new AppError('PAYMENT_FAILED', PAYMENT_FAILED, { card: outcome.message });
  }
  // Nothing was charged: a claimed (sandbox) payment becomes payable again.
  if (outcome.reason === 'canceled') await movePayment(db, payment.id, from, { status: 'cancelled' });
  else await movePayment(db, payment.id, 'processing', { status: 'requires_payment_method' });
  throw incompleteError(outcome.reason);
}

/** Asks the gateway how an intent whose card was confirmed in the browser (Stripe.js) ended. */
export async function settleFromGateway(context: AppContext, gateway: PaymentGateway, payment: PaymentRow, event?: PaymentEvent): Promise<void> {
  const outcome = await gateway.confirmIntent({ intentId: payment.gatewayReference!, amountPence: payment.amountPence, now: context.clock() });
  await applyOutcome(context, gateway, payment, outcome, UNSETTLED, event);
}
