import { formatLondonDateTime } from '@lull/domain/london-format';
import type { MerchantBooking, MerchantBookingsQuery, SettledBooking } from '@lull/domain/contracts/merchant-bookings';
import type { Page } from '@lull/domain/contracts/paging';
import { pageOffset } from '@lull/domain/contracts/paging';
import { type IsoDate, addDaysToDate, londonInstant } from '@lull/domain/london-time';
import {
  ALREADY_SETTLED,
  BOOKING_COMPLETED,
  BOOKING_MARKED_NO_SHOW,
  CALENDAR_STATUSES,
  MAX_CALENDAR_DAYS,
  MERCHANT_VISIBLE_STATUSES,
  type SettledStatus,
  settleDecision,
  settlementAmount,
  statusesOfFilter,
} from '@lull/domain/merchant-bookings';
import { merchantBookingsWindow } from '@lull/domain/merchant-booking-views';
import { penceToPounds } from '@lull/domain/money';
import type { SalonCancelPayload, SalonMovePayload } from '@lull/domain/contracts/merchant-bookings';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { enqueueMail } from '../mail/mail.service';
import { bookingCompletedMail } from '../mail/templates/booking-settled';
import { businessOfRequest, changeableBusiness } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { recordBookingSettlement } from '../revenue/revenue.service';
import {
  findMerchantBooking,
  listMerchantBookings,
  listMerchantBookingsBetween,
  markSettled,
} from './merchant-bookings.repository';
import { toMerchantBookingDtos } from './merchant-booking-dto';
import { cancelBookingBySalon } from './cancel-booking-by-salon';
import { offerAnotherTime, withdrawAnotherTime } from './offer-another-time';

const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * A salon's bookings: its list and calendar, and marking a paid appointment completed or a no-show, which pays
 * the salon through the revenue ledger.
 */
export function createMerchantBookingsService(context: AppContext) {
  const { db, clock, config } = context;
  return {
    /** GET /api/bookings/merchant: one page of a view (upcoming, today, past, a day), searched and filtered by the database; holds never appear. */
    async list(actor: Authenticated, query: MerchantBookingsQuery): Promise<Page<MerchantBooking>> {
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      const now = clock();
      const { rows, total } = await listMerchantBookings(db, merchant.id, {
        statuses: statusesOfFilter(query.status),
        term: query.q,
        window: merchantBookingsWindow(query.when, query.date, now),
        limit: query.page_size,
        offset: pageOffset(query),
      });
      return { items: await toMerchantBookingDtos(db, rows, now), total, page: query.page, page_size: query.page_size };
    },

    /** The calendar: bookings that take a chair from the start of `from` to the end of `to`, London days. */
    async calendar(actor: Authenticated, query: { from: IsoDate; to: IsoDate; merchant_id?: string | undefined }): Promise<MerchantBooking[]> {
      if (query.to < query.from) throw new AppError('VALIDATION_FAILED', 'The end date must not be before the start date.', { to: 'The end date must not be before the start date.' });
      if (addDaysToDate(query.from, MAX_CALENDAR_DAYS) <= query.to) {
        throw new AppError('VALIDATION_FAILED', `Ask for at most ${MAX_CALENDAR_DAYS} days at a time.`, { to: `Ask for at most ${MAX_CALENDAR_DAYS} days at a time.` });
      }
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      const rows = await listMerchantBookingsBetween(db, merchant.id, CALENDAR_STATUSES, londonInstant(query.from, '00:00'), londonInstant(addDaysToDate(query.to, 1), '00:00'));
      return toMerchantBookingDtos(db, rows, clock());
    },

    /**
     * Marks a paid booking completed or a no-show once it has started, and pays the salon its settlement (price
     * after discount less processing fee, no-shows included) into the revenue ledger, in one transaction. The
     * status change is a conditional UPDATE and the ledger has one settlement per booking (a unique index), so
     * however many presses race, one moves the booking and one entry is written; the others are told it is settled.
     */
    /** POST /api/merchant/bookings/{id}/cancel: the salon cancels, the customer gets everything back and is told why. */
    cancel: (actor: Authenticated, bookingId: string, body: SalonCancelPayload) => cancelBookingBySalon(context, actor, bookingId, body.reason),
    /** POST /api/merchant/bookings/{id}/move: another time offered to the customer; the booking keeps its time until they accept. */
    offerMove: (actor: Authenticated, bookingId: string, body: SalonMovePayload) => offerAnotherTime(context, actor, bookingId, body),
    /** DELETE /api/merchant/bookings/{id}/move: the offer withdrawn before the customer answered. */
    withdrawMove: (actor: Authenticated, bookingId: string) => withdrawAnotherTime(context, actor, bookingId),

    async settle(actor: Authenticated, bookingId: string, to: SettledStatus): Promise<SettledBooking> {
      const found = await findMerchantBooking(db, bookingId);
      if (!found || !MERCHANT_VISIBLE_STATUSES.includes(found.booking.status)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      // An admin acts for the booking's business; a merchant for its own (not while paused), and another
      // salon's booking is as good as absent.
      const merchant = await changeableBusiness(db, actor, actor.user.role === 'admin' ? found.booking.merchantId : undefined);
      if (merchant.id !== found.booking.merchantId) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);

      const now = clock();
      const decision = settleDecision(found.booking, to, now);
      if (!decision.allowed) throw new AppError('CONFLICT', decision.message);

      const amountPence = settlementAmount(found.booking);
      const outcome = await db.transaction(async (tx) => {
        if (!(await markSettled(tx, bookingId, to, now))) return null;
        const balance =
          amountPence > 0
            ? await recordBookingSettlement(tx, {
                merchantId: merchant.id,
                bookingId,
                amountPence,
                description: `${found.serviceName}, ${formatLondonDateTime(found.booking.bookingDate, found.booking.bookingTime)}${to === 'no_show' ? ' (no-show)' : ''}`,
                settledByUserId: actor.user.id,
              })
            : merchant.revenueBalancePence;
        if (to === 'completed') {
          const details = { serviceName: found.serviceName, businessName: merchant.businessName, date: found.booking.bookingDate, time: found.booking.bookingTime };
          await notify(tx, {
            userId: found.booking.userId,
            type: 'booking_completed',
            title: `Thanks for visiting ${merchant.businessName}`,
            message: `Your ${details.serviceName} on ${formatLondonDateTime(details.date, details.time)} is complete.`,
          });
          if (found.email) await enqueueMail(tx, { to: found.email, ...bookingCompletedMail({ ...details, firstName: found.firstName, bookAgainUrl: `${config.publicUrl}/services` }) });
        }
        return balance;
      });
      const settled = await findMerchantBooking(db, bookingId);
      if (outcome === null || !settled) {
        // Another press (or the customer's cancellation) got there first: say what the booking now is.
        const current = settled && settleDecision(settled.booking, to, now);
        throw new AppError('CONFLICT', current && !current.allowed ? current.message : ALREADY_SETTLED);
      }
      return {
        booking: (await toMerchantBookingDtos(db, [settled], now))[0]!,
        revenue_added: penceToPounds(amountPence),
        revenue_balance: penceToPounds(outcome),
        message: to === 'completed' ? BOOKING_COMPLETED : BOOKING_MARKED_NO_SHOW,
      };
    },
  };
}
