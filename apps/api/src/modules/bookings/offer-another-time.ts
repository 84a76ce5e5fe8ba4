import type { SalonMoveAnswer, SalonMovePayload } from '@lull/domain/contracts/merchant-bookings';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { type IsoDate, londonInstant, type WallTime } from '@lull/domain/london-time';
import { NO_PENDING_MOVE, SALON_CANNOT_CHANGE, SALON_MOVE_OFFERED, SALON_MOVE_WITHDRAWN, SALON_SAME_TIME, SALON_SERVICE_NOT_BOOKABLE, salonCanChange } from '@lull/domain/salon-booking-changes';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { enqueueMail } from '../mail/mail.service';
import { bookingMoveProposedMail } from '../mail/templates/booking-move-proposed';
import { notify } from '../notifications/notifications.service';
import { recordBookingEvent } from './booking-events.repository';
import { findBookableService } from './bookings.repository';
import { freeMembersFor } from './free-members';
import { toMerchantBookingDtos } from './merchant-booking-dto';
import { findMerchantBooking, insertMoveProposal, lockBooking, withdrawPendingMoveProposal } from './merchant-bookings.repository';
import { BOOKING_CHANGED } from './move-booking';
import { salonOwnBooking } from './salon-own-booking';

async function answer(db: AppContext['db'], bookingId: string, now: Date, message: string): Promise<SalonMoveAnswer> {
  const row = (await findMerchantBooking(db, bookingId))!;
  return { booking: (await toMerchantBookingDtos(db, [row], now))[0]!, message };
}

/**
 * The salon offers the customer another time for a confirmed booking still to come (decision 051): a time the
 * treatment is offered with someone free then (the person chosen, or the best free one by decision 050's rule), its
 * own time not standing in the way. The offer does not hold the time and the booking keeps its own until the customer
 * accepts (accepting takes it only if still free); a new offer replaces one still waiting. The customer is told by
 * bell and mail, with where to answer.
 */
export async function offerAnotherTime({ db, clock, config }: AppContext, actor: Authenticated, bookingId: string, body: SalonMovePayload): Promise<SalonMoveAnswer> {
  const { found, merchant } = await salonOwnBooking(db, actor, bookingId);
  const { booking } = found;
  const now = clock();
  if (!salonCanChange(booking, now)) throw new AppError('CONFLICT', SALON_CANNOT_CHANGE);
  const service = await findBookableService(db, booking.serviceId);
  if (!service) throw new AppError('CONFLICT', SALON_SERVICE_NOT_BOOKABLE);
  const date = body.booking_date as IsoDate;
  const time = body.booking_time as WallTime;
  const asked = body.team_member_id ?? null;
  const sameTime = date === booking.bookingDate && time === booking.bookingTime;
  if (sameTime && asked === booking.teamMemberId) {
    throw new AppError('VALIDATION_FAILED', SALON_SAME_TIME, { booking_time: SALON_SAME_TIME });
  }
  const { candidates, team } = await freeMembersFor(db, now, service, { date, time, teamMemberId: asked }, {
    teamMemberId: booking.teamMemberId,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    bufferMinutes: booking.bufferMinutes,
  });
  // At its own time, "anyone" means someone else: the booking is already with its own member then.
  const teamMemberId = (sameTime ? candidates.filter((id) => id !== booking.teamMemberId) : candidates)[0];
  if (!teamMemberId) throw new AppError('VALIDATION_FAILED', SALON_SAME_TIME, { booking_time: SALON_SAME_TIME });
  const message = body.message ?? '';

  await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    // Cancelled, settled or moved by the customer since it was read: the offer would be about a booking that is not there.
    if (!locked || locked.status !== 'confirmed' || locked.startsAt.getTime() !== booking.startsAt.getTime() || locked.teamMemberId !== booking.teamMemberId) {
      throw new AppError('CONFLICT', BOOKING_CHANGED);
    }
    await withdrawPendingMoveProposal(tx, booking.id, now);
    await insertMoveProposal(tx, {
      bookingId: booking.id,
      teamMemberId,
      bookingDate: date,
      bookingTime: time,
      startsAt: londonInstant(date, time),
      message,
      proposedByUserId: actor.user.id,
      createdAt: now,
    });
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'move_proposed',
      actor: 'merchant',
      actorUserId: actor.user.id,
      fromDate: booking.bookingDate,
      fromTime: booking.bookingTime,
      fromTeamMemberId: booking.teamMemberId,
      toDate: date,
      toTime: time,
      toTeamMemberId: teamMemberId,
      reason: message === '' ? null : message,
      createdAt: now,
    });
    const toMemberName = team?.members.find((member) => member.id === teamMemberId)?.displayName;
    const from = { date: booking.bookingDate, time: booking.bookingTime, teamMemberName: found.teamMemberName };
    const to = { date, time, teamMemberName: toMemberName ?? (teamMemberId === booking.teamMemberId ? found.teamMemberName : 'another of the team') };
    const link = `/my-bookings#booking-${booking.id}`;
    await notify(tx, {
      userId: booking.userId,
      type: 'booking_move_proposed',
      title: `${merchant.businessName} asks to move your booking`,
      message: `${merchant.businessName} asks to move your ${found.serviceName} from ${formatLondonDateTime(from.date, from.time)} to ${formatLondonDateTime(to.date, to.time)} with ${to.teamMemberName}.${message ? ` "${message}"` : ''} Accept or decline in My Bookings.`,
      link,
    });
    if (found.email) {
      const mail = bookingMoveProposedMail({ firstName: found.firstName, serviceName: found.serviceName, businessName: merchant.businessName, from, to, message, answerUrl: `${config.publicUrl}${link}` });
      await enqueueMail(tx, { to: found.email, ...mail });
    }
  });
  return answer(db, booking.id, now, SALON_MOVE_OFFERED);
}

/** The salon takes back an offer the customer has not answered; the booking was never moved, and the customer is told. */
export async function withdrawAnotherTime({ db, clock }: AppContext, actor: Authenticated, bookingId: string): Promise<SalonMoveAnswer> {
  const { found, merchant } = await salonOwnBooking(db, actor, bookingId);
  const now = clock();
  await db.transaction(async (tx) => {
    if (!(await withdrawPendingMoveProposal(tx, bookingId, now))) throw new AppError('CONFLICT', NO_PENDING_MOVE);
    await notify(tx, {
      userId: found.booking.userId,
      type: 'booking_move_withdrawn',
      title: `${merchant.businessName} withdrew its request`,
      message: `${merchant.businessName} no longer asks to move your ${found.serviceName}: it stays on ${formatLondonDateTime(found.booking.bookingDate, found.booking.bookingTime)} with ${found.teamMemberName}.`,
      link: `/my-bookings#booking-${bookingId}`,
    });
  });
  return answer(db, bookingId, now, SALON_MOVE_WITHDRAWN);
}
