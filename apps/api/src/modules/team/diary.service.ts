import { toApiStatus } from '@lull/domain/booking-status';
import { BUSY_CALENDAR_MESSAGES, busyCalendarHost } from '@lull/domain/busy-calendars';
import type { CreatedBlock, DiaryBlock, DiaryQuery, DiaryResponse } from '@lull/domain/contracts/team';
import {
  DIARY_MESSAGES,
  type DiaryBlockInput,
  blockDates,
  blockInstants,
  blockOverBookingMessage,
  checkBlockDate,
  isDiaryRange,
} from '@lull/domain/diary-blocks';
import { addDaysToDate, londonDateOf, londonInstant, londonTimeOf } from '@lull/domain/london-time';
import { type Database, pgErrorCode, pgErrorCodes } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessOfRequest } from '../merchants/merchants.service';
import { busyCalendarUrls, clashBookings } from './busy-calendars.repository';
import {
  type DiaryBlockRow,
  deleteBlocks,
  findBlock,
  findMember,
  firstBookingOverlapping,
  insertBlocks,
  listDiaryBlocks,
  listDiaryBookings,
  listMembersOf,
} from './team.repository';

type ClashBooking = Awaited<ReturnType<typeof clashBookings>>[number];

/** Who comes to a booking: the guest the customer booked for, else the customer. */
const comerName = (row: { guestFirstName: string | null; guestLastName: string | null; firstName: string | null; lastName: string | null }) =>
  (row.guestFirstName ? [row.guestFirstName, row.guestLastName] : [row.firstName, row.lastName]).filter(Boolean).join(' ').trim();

function toBlockDto(row: DiaryBlockRow, sources: Map<string, string> = new Map(), clashes: Map<string, ClashBooking> = new Map()): DiaryBlock {
  const clash = row.clashBookingId ? clashes.get(row.clashBookingId) : undefined;
  return {
    id: row.id,
    team_member_id: row.teamMemberId,
    date: row.blockDate,
    start_time: row.startTime,
    end_time: row.endTime,
    kind: row.kind,
    note: row.note,
    client_name: row.clientName,
    client_phone: row.clientPhone,
    series_id: row.seriesId,
    repeat_weekly: row.seriesId !== null,
    source_host: row.busyCalendarId ? busyCalendarHost(sources.get(row.busyCalendarId) ?? '') : null,
    clash: clash ? { booking_id: clash.id, team_member_id: clash.teamMemberId, booking_time: clash.bookingTime, service_name: clash.serviceName, customer_name: comerName(clash) } : null,
  };
}

const fail = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * A salon's diary (decision 050): its team's bookings and blocks between two dates, and the blocks it writes and
 * removes. A block over a booking is refused by the database (`diary_occupancy_no_overlap`); the salon is told which
 * booking, to move or cancel it first. A paused business still keeps its diary.
 */
/** Marks the lapsed holds of some members expired, answering how many: the bookings module's, filled in by app.ts. */
export type ReleaseLapsedHolds = (db: Database, teamMemberIds: readonly string[], now: Date) => Promise<number>;

export function createDiaryService({ db, clock }: AppContext, releaseLapsedHolds: ReleaseLapsedHolds) {
  return {
    async diary(actor: Authenticated, query: DiaryQuery): Promise<DiaryResponse> {
      if (!isDiaryRange(query.from, query.to)) throw fail(DIARY_MESSAGES.diaryRange, 'to');
      const business = await businessOfRequest(db, actor, query.merchant_id);
      const [from, until] = [londonInstant(query.from, '00:00'), londonInstant(addDaysToDate(query.to, 1), '00:00')];
      const [members, bookings, blocks] = await Promise.all([
        listMembersOf(db, business.id),
        listDiaryBookings(db, business.id, from, until, clock()),
        listDiaryBlocks(db, business.id, from, until),
      ]);
      const [sources, clashes] = await Promise.all([
        busyCalendarUrls(db, [...new Set(blocks.flatMap((block) => (block.busyCalendarId ? [block.busyCalendarId] : [])))]),
        clashBookings(db, [...new Set(blocks.flatMap((block) => (block.clashBookingId ? [block.clashBookingId] : [])))]),
      ]);
      const clashById = new Map(clashes.map((clash) => [clash.id, clash]));
      return {
        from: query.from,
        to: query.to,
        members: members.map((member) => ({ id: member.id, display_name: member.displayName, is_active: member.isActive })),
        bookings: bookings.map(({ booking, memberName, serviceName, firstName, lastName }) => ({
          id: booking.id,
          team_member_id: booking.teamMemberId,
          team_member_name: memberName,
          booking_date: booking.bookingDate,
          booking_time: booking.bookingTime,
          end_time: londonTimeOf(booking.endsAt),
          starts_at: booking.startsAt.toISOString(),
          ends_at: booking.endsAt.toISOString(),
          duration_minutes: booking.durationMinutes,
          buffer_minutes: booking.bufferMinutes,
          status: toApiStatus(booking.status),
          service_id: booking.serviceId,
          service_name: serviceName,
          customer_name: comerName({ guestFirstName: booking.guestFirstName, guestLastName: booking.guestLastName, firstName, lastName }),
        })),
        blocks: blocks.map((block) => toBlockDto(block, sources, clashById)),
      };
    },

    /** Writes a block, or a weekly series of `REPEAT_WEEKS` sharing a series id, all or none. */
    async createBlock(actor: Authenticated, input: DiaryBlockInput, merchantId?: string): Promise<CreatedBlock> {
      const business = await businessOfRequest(db, actor, merchantId);
      if (input.team_member_id !== null) {
        const member = await findMember(db, input.team_member_id);
        if (!member || member.merchantId !== business.id) throw fail(DIARY_MESSAGES.member, 'team_member_id');
      }
      const dateProblem = checkBlockDate(input.date, londonDateOf(clock()));
      if (dateProblem) throw fail(dateProblem, 'date');
      if (!blockInstants(input.date, input.start_time, input.end_time)) throw fail(DIARY_MESSAGES.noSuchTime, 'start_time');
      const seriesId = input.repeat_weekly ? crypto.randomUUID() : null;
      const rows = blockDates(input.date, input.repeat_weekly).flatMap((date) => {
        // An occurrence the clocks going forward swallow is left out; the others stand.
        const instants = blockInstants(date, input.start_time, input.end_time);
        return instants
          ? [
              {
                merchantId: business.id,
                teamMemberId: input.team_member_id,
                kind: input.kind,
                blockDate: date,
                startTime: input.start_time,
                endTime: input.end_time,
                ...instants,
                note: input.note,
                clientName: input.client_name || null,
                clientPhone: input.client_phone || null,
                seriesId,
              },
            ]
          : [];
      });
      const write = async () => {
        const written = await db.transaction((tx) => insertBlocks(tx, rows));
        return { ...toBlockDto(written[0]!), occurrences: written.length };
      };
      try {
        try {
          return await write();
        } catch (error) {
          if (pgErrorCode(error) !== pgErrorCodes.exclusionViolation) throw error;
          // A hold whose five minutes ran out still takes its time until it is marked expired: free those, then once more.
          const members = input.team_member_id === null ? (await listMembersOf(db, business.id)).map((member) => member.id) : [input.team_member_id];
          if ((await releaseLapsedHolds(db, members, clock())) === 0) throw error;
          return await write();
        }
      } catch (error) {
        if (pgErrorCode(error) !== pgErrorCodes.exclusionViolation) throw error;
        const booking = await firstBookingOverlapping(db, business.id, input.team_member_id, rows);
        throw new AppError(
          'CONFLICT',
          booking
            ? blockOverBookingMessage({ serviceName: booking.serviceName, customerFirstName: booking.guestFirstName || booking.firstName, date: booking.bookingDate, time: booking.bookingTime })
            : blockOverBookingMessage({ serviceName: 'A booking', customerFirstName: '', date: input.date, time: input.start_time }),
        );
      }
    },

    /** Deletes a block; with `series`, it and the later occurrences of its weekly series (earlier ones stay, as history). */
    async deleteBlock(actor: Authenticated, id: string, series: boolean, merchantId?: string): Promise<void> {
      const block = await findBlock(db, id);
      if (!block) throw new AppError('NOT_FOUND', DIARY_MESSAGES.notFound);
      const business = await businessOfRequest(db, actor, actor.user.role === 'admin' ? (merchantId ?? block.merchantId) : merchantId);
      if (business.id !== block.merchantId) throw new AppError('NOT_FOUND', DIARY_MESSAGES.notFound);
      // The next read of its calendar would only write it again.
      if (block.kind === 'external') throw new AppError('CONFLICT', BUSY_CALENDAR_MESSAGES.readOnly);
      await deleteBlocks(db, block, series);
    },
  };
}
