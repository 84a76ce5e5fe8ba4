import { BOOKING_WINDOW_DAYS, isInBookingWindow } from '@lull/domain/booking-window';
import { addDaysToDate, type IsoDate, londonDateOf, londonInstant, type WallTime } from '@lull/domain/london-time';
import { availableStartTimes, bookingInterval, membersFreeAt, withEmptyDiary } from '@lull/domain/slots';
import { rankFreeMembers } from '@lull/domain/team';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { businessTeams, type BusinessTeam, teamFor } from '../team';
import type { findBookableService } from './bookings.repository';

export const OUTSIDE_BOOKING_WINDOW = `Choose a date within the next ${BOOKING_WINDOW_DAYS} days.`;
export const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another.';
export const SLOT_NOT_OFFERED = 'That time is not available. Please choose one of the times shown.';
export const MEMBER_NOT_OFFERED = 'That person does not do this treatment. Please choose someone from the list, or Any professional.';

type BookableService = NonNullable<Awaited<ReturnType<typeof findBookableService>>>;

/** A booking being moved: its own time does not stand in its way (a 14:00 booking may move to 14:30 with the same person). */
export interface MovingBooking {
  teamMemberId: string;
  startsAt: Date;
  endsAt: Date;
  bufferMinutes: number;
}

/**
 * Who could do a service at a London date and time, best first (decision 050's assignment rule), for a new hold or a
 * booking being moved. The server's checks, in the order a customer would fix them: the date within the booking
 * window, the person chosen doing the treatment, the time one the service offers, someone free for it. Each refusal
 * is the AppError the customer reads; the database's exclusion constraint still settles a race for the last member.
 */
export async function freeMembersFor(
  db: Database,
  now: Date,
  { service, merchant }: BookableService,
  target: { date: IsoDate; time: WallTime; teamMemberId?: string | null },
  moving?: MovingBooking,
): Promise<{ candidates: string[]; team: BusinessTeam | undefined }> {
  if (!isInBookingWindow(target.date, londonDateOf(now))) {
    throw new AppError('VALIDATION_FAILED', OUTSIDE_BOOKING_WINDOW, { booking_date: OUTSIDE_BOOKING_WINDOW });
  }
  // The day's diary (its booked minutes rank the members), and past midnight for a late treatment and its buffer.
  const dayStart = londonInstant(target.date, '00:00');
  const { end } = bookingInterval(target.date, target.time, service.durationMinutes);
  const until = new Date(Math.max(londonInstant(addDaysToDate(target.date, 1), '00:00').getTime(), end.getTime() + service.bufferMinutes * 60_000));
  const businessTeam = withoutMovingBooking((await businessTeams(db, [merchant.id], dayStart, until, now)).get(merchant.id), moving);
  const team = teamFor(businessTeam, service);
  const asked = target.teamMemberId ?? null;
  if (asked !== null && !team.members.some((member) => member.id === asked && member.isActive && member.serviceIds.includes(service.id))) {
    throw new AppError('VALIDATION_FAILED', MEMBER_NOT_OFFERED, { team_member_id: MEMBER_NOT_OFFERED });
  }
  const slot = {
    date: target.date,
    durationMinutes: service.durationMinutes,
    availabilitySchedule: service.availabilitySchedule,
    openingHours: merchant.availabilityHours,
    now,
  };
  // Whether the service offers this time at all (to anyone on an empty day); whether someone is free for it is the diary's call.
  const onEmptyDay = { ...slot, team: withEmptyDiary({ ...team, members: team.members.filter((member) => asked === null || member.id === asked) }) };
  if (!availableStartTimes(onEmptyDay).includes(target.time)) {
    throw new AppError('VALIDATION_FAILED', SLOT_NOT_OFFERED, { booking_time: SLOT_NOT_OFFERED });
  }
  const free = membersFreeAt({ ...slot, team }, target.time).filter((id) => asked === null || id === asked);
  // "Any professional": every free member, the rule's choice first, so a lost race moves on to the next one.
  const candidates = rankFreeMembers(free, businessTeam?.bookedMinutes ?? new Map());
  if (candidates.length === 0) throw new AppError('CONFLICT', SLOT_TAKEN, { booking_time: SLOT_TAKEN });
  return { candidates, team: businessTeam };
}

function withoutMovingBooking(team: BusinessTeam | undefined, moving: MovingBooking | undefined): BusinessTeam | undefined {
  if (!team || !moving) return team;
  const ownEnd = moving.endsAt.getTime() + moving.bufferMinutes * 60_000;
  return {
    ...team,
    members: team.members.map((member) =>
      member.id !== moving.teamMemberId
        ? member
        : { ...member, busy: member.busy.filter((busy) => !(busy.start.getTime() === moving.startsAt.getTime() && busy.end.getTime() === ownEnd)) },
    ),
  };
}
