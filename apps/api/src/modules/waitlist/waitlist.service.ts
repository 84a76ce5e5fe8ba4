import { BOOKING_WINDOW_DAYS, isInBookingWindow } from '@lull/domain/booking-window';
import type { JoinWaitlistPayload, TakenTimes, WaitlistEntry } from '@lull/domain/contracts/waitlist';
import { addDaysToDate, londonDateOf, londonInstant, nextDates } from '@lull/domain/london-time';
import { bookingInterval } from '@lull/domain/slots';
import { JOIN_REFUSAL_MESSAGES, noticeOrder, slotState, takenStartTimes, waitlistJoinRefusal, waitlistNoticeMessage } from '@lull/domain/waitlist';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import type { Clock } from '../../shared/clock';
import { enqueueMail } from '../mail/mail.service';
import { waitlistTimeFreeMail } from '../mail/templates/waitlist-time-free';
import { notify } from '../notifications/notifications.service';
import { businessTeams, teamFor } from '../team';
import {
  findWaitableService,
  insertEntry,
  listLiveEntriesOf,
  lockEntriesDue,
  markLeft,
  markNotified,
  occupyingBookings,
  type WaitlistEntryRow,
} from './waitlist.repository';

const OUTSIDE_BOOKING_WINDOW = `Choose a date within the next ${BOOKING_WINDOW_DAYS} days.`;

function toEntryDto(row: { entry: WaitlistEntryRow; serviceName: string; durationMinutes: number; businessName: string }): WaitlistEntry {
  const { entry } = row;
  return {
    id: entry.id,
    service_id: entry.serviceId,
    merchant_id: entry.merchantId,
    service_name: row.serviceName,
    merchant_business_name: row.businessName,
    booking_date: entry.bookingDate,
    booking_time: entry.bookingTime,
    duration: row.durationMinutes,
    created_at: entry.createdAt.toISOString(),
    notified_at: entry.notifiedAt?.toISOString() ?? null,
  };
}

const BATCH_SIZE = 200;

/**
 * Tells everyone waiting for a time that is free again, in join order, by notification and mail; returns how many.
 * It looks for the free times itself rather than being called from every place a time frees (a cancellation, a
 * lapsed hold, a closed account or business), so no path can be missed. Each entry is locked (SKIP LOCKED),
 * marked told and its notice queued in one transaction: two runs never tell anyone twice, and a run cut short
 * by a restart either told (and marked) or left the entry for the next run.
 */
export async function sendWaitlistNotices(db: Database, clock: Clock, publicUrl: string): Promise<number> {
  let total = 0;
  for (;;) {
    const told = await db.transaction(async (tx) => {
      const now = clock();
      const due = noticeOrder(await lockEntriesDue(tx, now, BATCH_SIZE), (row) => row.entry.position);
      let count = 0;
      for (const row of due) {
        if (!(await markNotified(tx, row.entry.id, now))) continue;
        const bookUrl = `${publicUrl}/booking/${row.entry.serviceId}?date=${row.entry.bookingDate}&time=${encodeURIComponent(row.entry.bookingTime)}`;
        const message = waitlistNoticeMessage({ serviceName: row.serviceName, businessName: row.businessName, date: row.entry.bookingDate, time: row.entry.bookingTime, link: bookUrl });
        await notify(tx, { userId: row.entry.userId, type: 'waitlist_time_free', title: 'A time you wanted is free', message });
        if (row.email) {
          await enqueueMail(tx, {
            to: row.email,
            ...waitlistTimeFreeMail({ firstName: row.firstName, message, serviceName: row.serviceName, date: row.entry.bookingDate, time: row.entry.bookingTime, bookUrl }),
          });
        }
        count += 1;
      }
      return { count, fetched: due.length };
    });
    total += told.count;
    if (told.fetched < BATCH_SIZE) return total;
  }
}

export function createWaitlistService({ db, clock }: AppContext) {
  async function waitableService(serviceId: string) {
    const found = await findWaitableService(db, serviceId);
    if (!found) throw new AppError('NOT_FOUND', 'Service not found');
    return found;
  }

  return {
    /**
     * Joins the waitlist of a taken time. The checks are the domain's (waitlistJoinRefusal); the partial unique
     * index has the last word on "already waiting", also when the same customer joins twice at once.
     */
    async join(userId: string, input: JoinWaitlistPayload): Promise<WaitlistEntry> {
      const now = clock();
      const { service, merchant } = await waitableService(input.service_id);
      if (!isInBookingWindow(input.booking_date, londonDateOf(now)) && input.booking_date >= londonDateOf(now)) {
        throw new AppError('VALIDATION_FAILED', OUTSIDE_BOOKING_WINDOW, { booking_date: OUTSIDE_BOOKING_WINDOW });
      }
      const startsAt = londonInstant(input.booking_date, input.booking_time);
      const { end } = bookingInterval(input.booking_date, input.booking_time, service.durationMinutes);
      const occupying = await occupyingBookings(db, service.id, startsAt, end, now);
      const business = (await businessTeams(db, [merchant.id], startsAt, new Date(end.getTime() + service.bufferMinutes * 60_000), now)).get(merchant.id);
      const slot = slotState(
        {
          date: input.booking_date,
          durationMinutes: service.durationMinutes,
          availabilitySchedule: service.availabilitySchedule,
          openingHours: merchant.availabilityHours,
          now,
          team: teamFor(business, service),
        },
        input.booking_time,
      );
      const refusal = waitlistJoinRefusal({
        startsAt,
        now,
        slot,
        hasOwnBooking: occupying.some((booking) => booking.userId === userId),
        alreadyWaiting: false,
      });
      if (refusal === 'past' || refusal === 'not_offered') {
        throw new AppError('VALIDATION_FAILED', JOIN_REFUSAL_MESSAGES[refusal], { booking_time: JOIN_REFUSAL_MESSAGES[refusal] });
      }
      if (refusal) throw new AppError('CONFLICT', JOIN_REFUSAL_MESSAGES[refusal]);
      const entry = await insertEntry(db, {
        userId,
        serviceId: service.id,
        merchantId: merchant.id,
        startsAt,
        bookingDate: input.booking_date,
        bookingTime: input.booking_time,
      });
      if (!entry) throw new AppError('CONFLICT', JOIN_REFUSAL_MESSAGES.already_waiting);
      return toEntryDto({ entry, serviceName: service.name, durationMinutes: service.durationMinutes, businessName: merchant.businessName });
    },

    /** The customer's own entries for times still ahead; one whose time has passed has lapsed and is not shown. */
    async listMine(userId: string): Promise<WaitlistEntry[]> {
      return (await listLiveEntriesOf(db, userId, clock())).map(toEntryDto);
    },

    /** Leaves an entry; another customer's (or an unknown id) is as good as absent. */
    async leave(userId: string, entryId: string): Promise<void> {
      if (!(await markLeft(db, userId, entryId, clock()))) throw new AppError('NOT_FOUND', 'Waitlist entry not found');
    },

    /** The offered times of a service that someone else has over the coming days: the ones a customer can wait for. */
    async takenTimes(serviceId: string, days: number): Promise<TakenTimes> {
      const now = clock();
      const { service, merchant } = await waitableService(serviceId);
      const today = londonDateOf(now);
      const until = londonInstant(addDaysToDate(today, days + 1), '00:00');
      const team = teamFor((await businessTeams(db, [merchant.id], now, until, now)).get(merchant.id), service);
      const result: TakenTimes['days'] = [];
      for (const date of nextDates(today, days)) {
        const query = {
          date,
          durationMinutes: service.durationMinutes,
          availabilitySchedule: service.availabilitySchedule,
          openingHours: merchant.availabilityHours,
          now,
          team,
        };
        const times = takenStartTimes(query);
        if (times.length > 0) result.push({ date, times });
      }
      return { service_id: service.id, days: result };
    },
  };
}
