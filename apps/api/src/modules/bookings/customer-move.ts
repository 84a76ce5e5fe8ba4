import { formatLondonDateTime } from '@lull/domain/london-format';
import type { IsoDate, WallTime } from '@lull/domain/london-time';
import { formatPenceAsMoney } from '@lull/domain/money';
import type { repriceForMove } from '@lull/domain/pricing';
import type { Database } from '../../db/database';
import type { AppContext } from '../../shared/app-context';
import { refundSpentCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { bookingCalendarEvent } from '../mail/templates/booking-confirmed';
import { bookingRescheduledMail } from '../mail/templates/booking-rescheduled';
import { tellSalonOfMove } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { findUserById, tellAdministrators } from '../users';
import { confirmedBookingDetails } from './booking-rows';
import { findUserBooking, insertRefundRequest, type BookingWithListing } from './bookings.repository';
import { moveBooking } from './move-booking';

export type MoveMoney = ReturnType<typeof repriceForMove>;

export interface CustomerMove {
  date: IsoDate;
  time: WallTime;
  candidates: readonly string[];
  /** The new price (a customer's own move); absent keeps the price (a salon's time the customer accepted). */
  money?: MoveMoney;
  kind: 'rescheduled' | 'move_accepted';
  /** The first words of the customer's mail: why it moved. */
  cause: string;
}

/** What the move did to the customer's money, as the mail, the bell and the answer say it; '' when nothing. */
export function moveMoneyWords(money: MoveMoney | undefined): string {
  if (!money) return '';
  const credit = money.creditBackPence > 0 ? `${formatPenceAsMoney(money.creditBackPence)} of credit is back in your account now` : null;
  const card = money.cardBackPence > 0 ? `${formatPenceAsMoney(money.cardBackPence)} will be refunded to your card by our team shortly` : null;
  if (credit && card) return `The new time is cheaper: ${credit}; ${card}.`;
  if (credit ?? card) return `The new time is cheaper: ${credit ?? card}.`;
  if (money.cardDuePence > 0) return `The new time costs ${formatPenceAsMoney(money.cardDuePence)} more, paid by card.`;
  return '';
}

/**
 * A customer's booking moves, inside the caller's transaction, all or nothing (decision 051): the booking leaves its
 * old time and takes the new one (`moveBooking`, 409 when taken); a cheaper time gives the credit used back at once
 * and the card part as a refund request an admin completes through the gateway (decision 041); the customer gets a
 * bell and a mail with an invite that replaces the earlier one, the salon a bell and a mail. Answers the moved row.
 */
export async function applyCustomerMove(tx: Database, { clock, config }: AppContext, row: BookingWithListing, move: CustomerMove): Promise<BookingWithListing> {
  const now = clock();
  const { booking } = row;
  const money = move.money;
  const { eventId } = await moveBooking(tx, booking, {
    date: move.date,
    time: move.time,
    candidates: move.candidates,
    ...(money ? { prices: money.prices } : {}),
    event: { kind: move.kind, actor: 'customer', actorUserId: booking.userId, priceChangePence: money?.differencePence ?? 0 },
  });
  if (money && money.creditBackPence > 0) {
    await refundSpentCredit(tx, booking.userId, money.creditBackPence, { type: 'booking', id: booking.id, description: `Credit returned: ${row.serviceName} moved to a cheaper time` }, now);
  }
  if (money && money.creditBackPence + money.cardBackPence > 0) {
    // The record of what went back; with nothing for a card it is complete at once, as there is nothing to pay.
    const cardDue = money.cardBackPence > 0;
    const refundRequestId = await insertRefundRequest(tx, {
      bookingId: booking.id,
      userId: booking.userId,
      reason: 'price_difference',
      bookingEventId: eventId,
      totalPaidPence: booking.finalPricePence,
      creditsUsedPence: booking.creditsUsedPence,
      cardRefundPence: money.cardBackPence,
      creditsRestoredPence: money.creditBackPence,
      ...(cardDue ? {} : { status: 'completed' as const, completedAt: now }),
    });
    if (cardDue) {
      await tellAdministrators(tx, {
        type: 'refund_due',
        title: 'Refund due',
        message: `${row.serviceName} at ${row.merchantBusinessName} moved to a cheaper time: ${formatPenceAsMoney(money.cardBackPence)} goes back to the customer's card when you mark the refund complete.`,
        decision: { kind: 'refund_request', refundRequestId, bookingId: booking.id },
      });
    }
  }
  const moved = (await findUserBooking(tx, booking.userId, booking.id))!;
  const user = await findUserById(tx, booking.userId);
  const when = formatLondonDateTime(moved.booking.bookingDate, moved.booking.bookingTime);
  const moneyWords = moveMoneyWords(money);
  await notify(tx, {
    userId: booking.userId,
    type: 'booking_rescheduled',
    title: 'Booking moved',
    message: `${row.serviceName} at ${row.merchantBusinessName} is now ${when} with ${moved.teamMemberName}.${moneyWords ? ` ${moneyWords}` : ''}`,
  });
  const to = moved.booking.guestEmail ?? user?.email;
  if (to) {
    const details = confirmedBookingDetails(moved, { firstName: user?.firstName ?? '', publicUrl: config.publicUrl });
    const mail = bookingRescheduledMail(details, { fromDate: booking.bookingDate, fromTime: booking.bookingTime, fromTeamMemberName: row.teamMemberName, cause: move.cause, money: moneyWords });
    await enqueueMail(tx, { to, ...mail, attachments: [bookingCalendarEvent(details, now, moved.booking.calendarSequence)] });
  }
  await tellSalonOfMove(tx, config.publicUrl, {
    merchantId: booking.merchantId,
    event: move.kind,
    customerName: [booking.guestFirstName ?? user?.firstName, booking.guestLastName ?? user?.lastName].filter(Boolean).join(' ') || 'A customer',
    serviceName: row.serviceName,
    fromDate: booking.bookingDate,
    fromTime: booking.bookingTime,
    fromTeamMemberName: row.teamMemberName,
    toDate: moved.booking.bookingDate,
    toTime: moved.booking.bookingTime,
    toTeamMemberName: moved.teamMemberName,
  });
  return moved;
}
