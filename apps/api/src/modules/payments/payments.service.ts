import { randomUUID } from 'node:crypto';
import { isHoldLive } from '@lull/domain/booking-status';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { salonPayout } from '@lull/domain/merchant-bookings';
import { penceToPounds, poundsToPence } from '@lull/domain/money';
import { creditsToApply, MAX_CREDIT_PER_BOOKING_PENCE } from '@lull/domain/credits';
import type { z } from 'zod';
import type { confirmPaymentSchema, createIntentSchema, creditsOnlyConfirmSchema } from '@lull/domain/contracts/payments';
import type { Database } from '../../db/database';
import { InvalidWebhookError, PaymentGatewayError, type ChargeOutcome, type PaymentEvent, type PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { confirmedBookingDetails, confirmHold, findOwnBooking, saveCheckoutDetails, type BookingWithListing } from '../bookings/bookings.service';
import { spendableCreditPence, spendCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { tellSalonOfBooking } from '../merchants/merchants.service';
import { bookingCalendarEvent, bookingConfirmedMail } from '../mail/templates/booking-confirmed';
import { notify } from '../notifications/notifications.service';
import { rewardReferrerForFirstBooking } from '../referrals/referrals.service';
import { findUserById } from '../users';
import {
  attachGatewayReference,
  findPaymentByReference,
  findSucceededPaymentOfBooking,
  findUserPayment,
  insertPayment,
  movePayment,
  reclaimStalledPayment,
  recordWebhookEvent,
  webhookEventSeen,
  type PaymentRow,
  type PaymentStatus,
} from './payments.repository';

const HOLD_LAPSED = 'Your hold on this time has expired. Please choose the time again.';
const PAYMENT_FAILED = 'Payment failed. Please try again.';
const ALREADY_PROCESSING = 'This payment is already being processed.';
/** A sandbox charge takes milliseconds: a claim this old was left by a process that died. */
const STALLED_CLAIM_SECONDS = 30;

/** States a payment can still succeed from: the browser may retry a declined card on the same Stripe intent. */
const UNSETTLED: readonly PaymentStatus[] = ['requires_payment_method', 'failed', 'processing'];

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

type GuestDetails = Pick<z.infer<typeof createIntentSchema>, 'guest_first_name' | 'guest_last_name' | 'guest_email' | 'guest_phone'>;

/** The gateway and intent that charged a booking's card, for a refund to pay back; undefined when no card payment succeeded. */
export async function cardPaymentOfBooking(db: Database, bookingId: string): Promise<{ gateway: string; intentId: string; amountPence: number } | undefined> {
  const payment = await findSucceededPaymentOfBooking(db, bookingId);
  return payment?.gatewayReference ? { gateway: payment.gateway, intentId: payment.gatewayReference, amountPence: payment.amountPence } : undefined;
}

export function createPaymentsService({ db, clock, config, log }: AppContext, gateway: PaymentGateway) {
  async function heldBooking(userId: string, bookingId: string): Promise<BookingWithListing> {
    const row = await findOwnBooking(db, userId, bookingId);
    if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
    if (row.booking.status === 'confirmed') throw new AppError('CONFLICT', 'This booking is already paid.');
    if (!isHoldLive(row.booking, clock())) throw new AppError('GONE', HOLD_LAPSED);
    return row;
  }

  /** Credits to use: what the customer asked for, capped at £5, their balance and the amount due. */
  async function creditsFor(userId: string, finalPricePence: number, wantedPounds: number | undefined): Promise<number> {
    const wanted = Math.min(poundsToPence(wantedPounds ?? 0), MAX_CREDIT_PER_BOOKING_PENCE);
    return creditsToApply(Math.min(wanted, await spendableCreditPence(db, userId, clock())), finalPricePence);
  }

  async function rememberContact(bookingId: string, creditsUsedPence: number, guest: GuestDetails) {
    await saveCheckoutDetails(db, bookingId, {
      creditsUsedPence,
      guestFirstName: guest.guest_first_name,
      guestLastName: guest.guest_last_name,
      guestEmail: guest.guest_email?.toLowerCase(),
      guestPhone: guest.guest_phone,
    });
  }

  /**
   * Confirms a paid (or credit-only) booking in one transaction: the booking, the credit spend (checked
   * against what can be spent now, under a lock on the user, drawn from the oldest grants first), the
   * referrer's reward when this is the customer's first paid booking, the notification and the mail.
   */
  async function confirmBooking(tx: Database, row: BookingWithListing, userId: string, creditsUsedPence: number): Promise<void> {
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
  async function settlePaid(payment: PaymentRow, outcome: Succeeded, from: readonly PaymentStatus[], event?: PaymentEvent): Promise<void> {
    const intentId = payment.gatewayReference!;
    try {
      await db.transaction(async (tx) => {
        if (event && !(await recordWebhookEvent(tx, { eventId: event.id, gateway: gateway.name, type: event.type }))) return;
        const changes = { status: 'succeeded' as const, cardBrand: outcome.cardBrand, cardLast4: outcome.cardLast4, failureCode: null, failureMessage: null };
        if (!(await movePayment(tx, payment.id, from, changes))) return;
        const row = await findOwnBooking(tx, payment.userId, payment.bookingId);
        if (!row) throw new AppError('GONE', HOLD_LAPSED);
        // Paid twice (two tabs, two intents): the second charge goes back.
        if (row.booking.status === 'confirmed') throw new AppError('CONFLICT', 'This booking is already paid.');
        // The credit this intent was made with is what its amount leaves of the total: a later intent with
        // a different credit choice (another tab, a reload) must not change what this one pays for.
        await confirmBooking(tx, row, payment.userId, row.booking.finalPricePence - payment.amountPence);
      });
    } catch (error) {
      // An outage is not a reason to refund while the gateway will deliver the event again; the sandbox has no such second chance.
      if (!(error instanceof AppError) && gateway.parseWebhook) throw error;
      await gateway.refundIntent({ intentId, amountPence: payment.amountPence });
      await movePayment(db, payment.id, from, { status: 'refunded', failureMessage: error instanceof Error ? error.message : 'not confirmed' });
      log.warn({ paymentId: payment.id, bookingId: payment.bookingId }, 'payment refunded: its booking could not be confirmed');
      throw refundedError(error);
    }
  }

  /**
   * Acts on what the gateway says about an intent. A success is accepted only for exactly the amount, the
   * currency and the booking Lull asked for; anything else is handed back.
   */
  async function applyOutcome(payment: PaymentRow, outcome: ChargeOutcome, from: readonly PaymentStatus[], event?: PaymentEvent): Promise<void> {
    if (outcome.status === 'succeeded') {
      const matches = outcome.amountPence === payment.amountPence && outcome.currency === payment.currency && outcome.currency === 'gbp' && (outcome.reference === null || outcome.reference === payment.bookingId);
      if (matches) return settlePaid(payment, outcome, from, event);
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
  async function settleFromGateway(payment: PaymentRow, event?: PaymentEvent): Promise<void> {
    const outcome = await gateway.confirmIntent({ intentId: payment.gatewayReference!, amountPence: payment.amountPence, now: clock() });
    await applyOutcome(payment, outcome, UNSETTLED, event);
  }

  return {
    async createIntent(userId: string, input: z.infer<typeof createIntentSchema>) {
      const row = await heldBooking(userId, input.booking_id);
      const credits = await creditsFor(userId, row.booking.finalPricePence, input.credits_used);
      const cardAmount = row.booking.finalPricePence - credits;
      if (cardAmount === 0) throw new AppError('BAD_REQUEST', 'Your credit covers this booking: confirm it without a card.');
      await rememberContact(row.booking.id, credits, input);
      // The attempt is written first with its idempotency key, so a retried call to the gateway makes one intent.
      const idempotencyKey = randomUUID();
      const payment = await insertPayment(db, { bookingId: row.booking.id, userId, gateway: gateway.name, idempotencyKey, amountPence: cardAmount });
      let intent: { intentId: string; clientSecret: string | null };
      try {
        intent = await gateway.createIntent({ amountPence: cardAmount, reference: row.booking.id, idempotencyKey });
      } catch (error) {
        await movePayment(db, payment.id, 'requires_payment_method', { status: 'cancelled', failureMessage: error instanceof Error ? error.message : 'not created' });
        if (error instanceof PaymentGatewayError && error.kind === 'amount_too_small') {
          throw new AppError('BAD_REQUEST', 'The amount left to pay is too small for a card payment. Please use less credit.');
        }
        throw error;
      }
      await attachGatewayReference(db, payment.id, intent.intentId);
      return {
        payment_intent_id: intent.intentId,
        amount: cardAmount,
        credits_used: penceToPounds(credits),
        hold_expires_at: row.booking.holdExpiresAt?.toISOString() ?? null,
        client_secret: intent.clientSecret,
      };
    },

    /**
     * Sandbox: charges the card once (a second confirmation answers with the first's result). Stripe: the
     * browser has confirmed the card with Stripe.js; Lull asks Stripe how it went and confirms the booking
     * through the same path as the webhook.
     */
    async confirmPayment(userId: string, input: z.infer<typeof confirmPaymentSchema>) {
      const payment = await findUserPayment(db, userId, input.payment_intent_id);
      if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
      const succeeded = { status: 'succeeded' as const, booking_id: payment.bookingId };
      if (payment.status === 'succeeded') return succeeded;
      if (payment.status === 'refunded' || payment.status === 'cancelled') throw new AppError('CONFLICT', 'This payment can no longer be used. Please start the payment again.');

      if (gateway.name === 'stripe') {
        if (input.payment_method) throw new AppError('BAD_REQUEST', 'Card details go to Stripe, not to Lull: confirm the card with Stripe first.');
        await settleFromGateway(payment);
        return succeeded;
      }

      if (!input.payment_method) throw new AppError('BAD_REQUEST', 'Enter your card details.');
      await heldBooking(userId, payment.bookingId);
      // The claim makes the charge happen once, however many confirmations race. A claim left by a process that
      // died mid-charge would otherwise hold the payment for good: once older than any charge takes, the next
      // confirmation takes it over (the sandbox's answer for a card depends on the card alone).
      const claimed =
        payment.status === 'processing'
          ? await reclaimStalledPayment(db, payment.id, STALLED_CLAIM_SECONDS)
          : await movePayment(db, payment.id, payment.status, { status: 'processing' });
      if (!claimed) throw new AppError('CONFLICT', ALREADY_PROCESSING);
      const { card } = input.payment_method;
      const outcome = await gateway.confirmIntent({
        intentId: input.payment_intent_id,
        amountPence: payment.amountPence,
        card: { number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc },
        now: clock(),
      });
      await applyOutcome(payment, outcome, ['processing']);
      return succeeded;
    },

    /**
     * A gateway's server-to-server report. Each event is applied once: a redelivery is acknowledged and
     * ignored. A failure to reach the gateway or the database answers 5xx so the gateway delivers it again.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!gateway.parseWebhook) throw new AppError('NOT_CONFIGURED', 'Payment webhooks are not set up on this server.');
      let event: PaymentEvent;
      try {
        event = gateway.parseWebhook({ rawBody, signature, now: clock() });
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      if (await webhookEventSeen(db, event.id)) return { received: true };
      if (event.kind !== 'other') {
        const payment = await findPaymentByReference(db, event.intentId);
        // Events for intents Lull did not create (another integration on the same account) are acknowledged only.
        if (payment && payment.gateway === gateway.name) {
          if (event.kind === 'payment_succeeded' && UNSETTLED.includes(payment.status)) {
            try {
              await settleFromGateway(payment, event);
            } catch (error) {
              // The customer hears about it from the browser's call; there is nothing for the gateway to retry.
              if (!(error instanceof AppError)) throw error;
              log.info({ paymentId: payment.id, eventId: event.id, reason: error.message }, 'webhook payment not confirmed');
            }
          }
          if (event.kind === 'payment_failed') {
            await movePayment(db, payment.id, ['requires_payment_method', 'processing'], { status: 'failed', failureCode: event.code, failureMessage: event.message });
          }
        }
      }
      await recordWebhookEvent(db, { eventId: event.id, gateway: gateway.name, type: event.type });
      return { received: true };
    },

    /** A booking paid entirely with credit: no card, no gateway. */
    async confirmWithCredits(userId: string, bookingId: string, input: z.infer<typeof creditsOnlyConfirmSchema>) {
      const row = await heldBooking(userId, bookingId);
      const credits = await creditsFor(userId, row.booking.finalPricePence, input.credits_used);
      if (credits < row.booking.finalPricePence) throw new AppError('BAD_REQUEST', 'Your credit does not cover this booking: please pay the rest by card.');
      await rememberContact(bookingId, credits, input);
      const refreshed = (await findOwnBooking(db, userId, bookingId))!;
      await db.transaction((tx) => confirmBooking(tx, refreshed, userId, credits));
      return { status: 'succeeded' as const, booking_id: bookingId };
    },
  };
}
