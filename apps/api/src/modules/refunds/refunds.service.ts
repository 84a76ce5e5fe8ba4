import type { AdminRefundRequest, AdminRefundsPage, adminRefundsQuerySchema, completeRefundSchema } from '@lull/domain/contracts/admin-refunds';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { pageOffset } from '@lull/domain/contracts/paging';
import { formatPenceAsMoney, penceToPounds } from '@lull/domain/money';
import { settleRefund, splitCardRefund } from '@lull/domain/refund-settlement';
import type { z } from 'zod';
import { pgErrorCode, type Database } from '../../db/database';
import { PaymentGatewayError } from '../../integrations/payments/payment-gateway';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { refundSpentCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { refundCompletedMail } from '../mail/templates/refund-completed';
import { notify, settleNotificationsAwaiting } from '../notifications/notifications.service';
import { cardPaymentsOfBooking } from '../payments/payments.service';
import {
  bookingCreditRefunded,
  cardRefundedBefore,
  findRefundRequest,
  listRefundRequestsPage,
  LOCK_NOT_AVAILABLE,
  lockRefundRequestNoWait,
  markRefundCompleted,
  recordRefundFailure,
  recordRefundPartsPaid,
  type RefundRequestListing,
  type RefundRequestRow,
} from './refunds.repository';

export const refundMessages = {
  notFound: 'Refund request not found.',
  alreadyCompleted: 'This refund has already been completed.',
  inProgress: 'This refund is being completed by another request. Reload in a moment to see the outcome.',
  unreachable: 'The payment provider could not be reached, so the refund is not confirmed. Try again: it will never be paid twice.',
  noCardPayment: 'No card payment was found for this booking, so nothing can be paid back to a card.',
  amountsDoNotAddUp: 'The refund amounts do not add up to what was paid, so nothing was refunded.',
};

type ListQuery = z.output<typeof adminRefundsQuerySchema>;
type CompleteInput = z.output<typeof completeRefundSchema>;

function toDto({ request, ...row }: RefundRequestListing): AdminRefundRequest {
  return {
    id: request.id,
    booking_id: request.bookingId,
    user_first_name: row.firstName,
    user_last_name: row.lastName,
    user_email: row.email ?? '',
    service_name: row.serviceName,
    merchant_business_name: row.businessName,
    total_paid: penceToPounds(request.totalPaidPence),
    credits_used: penceToPounds(request.creditsUsedPence),
    stripe_amount: penceToPounds(request.cardRefundPence),
    status: request.status,
    requested_at: request.requestedAt.toISOString(),
    admin_notes: request.adminNotes,
    completed_at: request.completedAt?.toISOString() ?? null,
    last_failure: request.status === 'pending' ? request.lastFailure : null,
    reason: request.reason as AdminRefundRequest['reason'],
  };
}

/** What the admin reads when the gateway did not pay: its own reason when it gave one. */
function failureText(error: PaymentGatewayError): string {
  if (error.kind === 'unavailable') return refundMessages.unreachable;
  return `The payment provider refused the refund: ${error.gatewayMessage ?? 'no reason was given'}`;
}

/** The idempotency key of this request's next gateway call: the same until the gateway refuses one (decision 021). */
export function refundIdempotencyKey(request: Pick<RefundRequestRow, 'id' | 'gatewayAttempts'>): string {
  return `lull-refund-request-${request.id}-${request.gatewayAttempts}`;
}

/** The admin's Refunds sub-tab (admin spec §2.2, §4): the list and Mark Complete, paid back through the gateway. */
export function createRefundsAdminService({ db, clock, config, log, paymentGateway }: AppContext) {
  async function answer(id: string): Promise<AdminRefundRequest> {
    const row = await findRefundRequest(db, id);
    if (!row) throw new AppError('NOT_FOUND', refundMessages.notFound);
    return toDto(row);
  }

  /** Failure inside the lock: remembered (and audited) in the same transaction, which then commits. */
  async function fail(tx: Database, actor: Authenticated, request: RefundRequestRow, message: string, refused: boolean, now: Date) {
    await recordRefundFailure(tx, request.id, { message, at: now, refused });
    await recordAdminAction(tx, actor, { action: 'refund.fail', targetType: 'refund_request', targetId: request.id, after: { last_failure: message } });
    return { failure: message };
  }

  /**
   * Under the request's row lock: pays the card part back through the gateway (idempotency key from the request),
   * returns the credit part to the ledger unless the cancellation already did, marks it completed, tells the
   * customer and writes the audit row. A gateway failure commits only the failure, and the request stays pending.
   */
  async function completeLocked(tx: Database, actor: Authenticated, id: string, notes: string | null, now: Date): Promise<{ failure?: string }> {
    const request = await lockRefundRequestNoWait(tx, id);
    if (!request) throw new AppError('NOT_FOUND', refundMessages.notFound);
    if (request.status === 'completed') throw new AppError('CONFLICT', refundMessages.alreadyCompleted);
    const listing = (await findRefundRequest(tx, id))!;

    // A booking may have two card charges (its own and a dearer move's, decision 051): the card part is paid back across
    // them, oldest first, each part with its own idempotency key and never more than that charge has left.
    const charges = request.cardRefundPence > 0 ? await cardPaymentsOfBooking(tx, request.bookingId) : [];
    if (request.cardRefundPence > 0 && charges.length === 0) return fail(tx, actor, request, refundMessages.noCardPayment, true, now);
    const chargedPence = charges.reduce((sum, charge) => sum + charge.amountPence, 0);
    const settled = settleRefund(request, request.cardRefundPence > 0 ? chargedPence : undefined);
    const parts = request.cardRefundPence > 0 ? splitCardRefund(charges.map((charge) => charge.amountPence), await cardRefundedBefore(tx, request.bookingId, id), request.cardRefundPence) : [];
    if (!settled.ok || parts === null) {
      log.error({ refundRequestId: id, problem: settled.ok ? 'card_above_charges_left' : settled.problem }, 'refund amounts do not add up');
      return fail(tx, actor, request, refundMessages.amountsDoNotAddUp, true, now);
    }

    let gatewayReference: string | null = null;
    if (request.cardRefundPence > 0) {
      const foreign = charges.find((charge) => charge.gateway !== paymentGateway.name);
      if (foreign) {
        return fail(tx, actor, request, `This booking was paid through ${foreign.gateway}, but this server pays refunds through ${paymentGateway.name}.`, true, now);
      }
      // Parts paid by an earlier attempt are not paid again.
      const paidParts = request.gatewayRefundReference ? request.gatewayRefundReference.split(',') : [];
      const due = charges.map((charge, index) => ({ charge, amountPence: parts[index]! })).filter((part) => part.amountPence > 0);
      for (const [index, part] of due.entries()) {
        if (index < paidParts.length) continue;
        try {
          const refund = await paymentGateway.refundPayment({
            intentId: part.charge.intentId,
            amountPence: part.amountPence,
            idempotencyKey: index === 0 ? refundIdempotencyKey(request) : `${refundIdempotencyKey(request)}-part-${index + 1}`,
            metadata: { refund_request_id: request.id, booking_id: request.bookingId },
          });
          paidParts.push(refund.refundId);
        } catch (error) {
          if (!(error instanceof PaymentGatewayError)) throw error;
          log.warn({ refundRequestId: id, kind: error.kind, reason: error.message }, 'refund not paid by the gateway');
          if (paidParts.length > 0) await recordRefundPartsPaid(tx, id, paidParts);
          return fail(tx, actor, request, failureText(error), error.kind !== 'unavailable', now);
        }
      }
      gatewayReference = paidParts.join(',');
    }

    // The customer's cancellation returns the credit at once; only a request whose credit is not back yet gets it now.
    const { creditBackPence, cardBackPence, keptPence } = settled.settlement;
    let creditReturnedNow = 0;
    if (creditBackPence > 0 && !(await bookingCreditRefunded(tx, request.userId, request.bookingId))) {
      await refundSpentCredit(tx, request.userId, creditBackPence, { type: 'booking', id: request.bookingId, description: `Credit returned: ${listing.serviceName} refund` }, now);
      creditReturnedNow = creditBackPence;
    }

    await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'refund_request', id }));
    if (!(await markRefundCompleted(tx, id, { completedAt: now, completedByUserId: actor.user.id, adminNotes: notes ?? request.adminNotes, gatewayRefundReference: gatewayReference, creditsRestoredPence: creditBackPence }))) {
      throw new AppError('CONFLICT', refundMessages.alreadyCompleted);
    }

    const back = [cardBackPence > 0 ? `${formatPenceAsMoney(cardBackPence)} back to your card` : null, creditBackPence > 0 ? `${formatPenceAsMoney(creditBackPence)} of credit in your account` : null].filter(Boolean);
    await notify(tx, {
      userId: request.userId,
      type: 'refund_completed',
      title: 'Refund completed',
      message: `Your refund for ${listing.serviceName} at ${listing.businessName} is complete${back.length > 0 ? `: ${back.join(', and ')}` : ''}.`,
    });
    if (listing.email) {
      const mail = refundCompletedMail({
        firstName: listing.firstName,
        serviceName: listing.serviceName,
        businessName: listing.businessName,
        date: listing.bookingDate,
        time: listing.bookingTime,
        cardRefundPence: cardBackPence,
        creditsRestoredPence: creditBackPence,
        creditHistoryUrl: `${config.publicUrl}/account`,
      });
      await enqueueMail(tx, { to: listing.email, ...mail });
    }
    await recordAdminAction(tx, actor, {
      action: 'refund.complete',
      targetType: 'refund_request',
      targetId: id,
      before: { status: 'pending' },
      after: {
        status: 'completed',
        card_refund: penceToPounds(cardBackPence),
        credits_restored: penceToPounds(creditBackPence),
        credits_returned_now: penceToPounds(creditReturnedNow),
        kept: penceToPounds(keptPence),
        gateway_reference: gatewayReference,
      },
      note: notes,
    });
    return {};
  }

  return {
    async list(query: ListQuery): Promise<AdminRefundsPage> {
      const { rows, total, pendingCount } = await listRefundRequestsPage(db, { q: query.q, status: query.status, limit: query.page_size, offset: pageOffset(query) });
      return { items: rows.map(toDto), total, page: query.page, page_size: query.page_size, pending_count: pendingCount };
    },

    /**
     * Mark Complete (admin spec §4). The row lock is held across the gateway call (decision 021): a second press
     * or a second admin finds it locked and gets a 409 at once; a completed request is a 409 too.
     */
    async complete(actor: Authenticated, id: string, input: CompleteInput): Promise<AdminRefundRequest> {
      const now = clock();
      const notes = input.admin_notes === '' ? null : input.admin_notes;
      let outcome: { failure?: string };
      try {
        outcome = await db.transaction((tx) => completeLocked(tx, actor, id, notes, now));
      } catch (error) {
        if (pgErrorCode(error) === LOCK_NOT_AVAILABLE) throw new AppError('CONFLICT', refundMessages.inProgress);
        throw error;
      }
      if (outcome.failure) throw new AppError('PAYMENT_FAILED', outcome.failure);
      return answer(id);
    },
  };
}
