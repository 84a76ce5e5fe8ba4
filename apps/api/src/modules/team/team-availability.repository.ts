import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, diaryOccupancy } from '../../db/schema/bookings';
import { teamMemberServices, teamMembers } from '../../db/schema/team';

export interface BusyRow {
  teamMemberId: string;
  start: Date;
  end: Date;
  /** The booking that takes the time, or null for a block. */
  bookingId: string | null;
}

/**
 * The time the members of some businesses are taken between two instants: active bookings with their buffers, and
 * blocks, from `diary_occupancy`. A hold whose five minutes ran out no longer takes its time, though the sweeper may
 * not have marked it expired yet (`occupiesSlotAt`).
 */
export async function busyTimesOf(db: Database, merchantIds: readonly string[], from: Date, until: Date, now: Date): Promise<BusyRow[]> {
  if (merchantIds.length === 0) return [];
  return db
    .select({ teamMemberId: diaryOccupancy.teamMemberId, start: diaryOccupancy.startsAt, end: diaryOccupancy.endsAt, bookingId: diaryOccupancy.bookingId })
    .from(diaryOccupancy)
    .leftJoin(bookings, eq(bookings.id, diaryOccupancy.bookingId))
    .where(
      and(
        inArray(diaryOccupancy.merchantId, [...merchantIds]),
        lt(diaryOccupancy.startsAt, until),
        gt(diaryOccupancy.endsAt, from),
        or(isNull(diaryOccupancy.bookingId), eq(bookings.status, 'confirmed'), gt(bookings.holdExpiresAt, now)),
      ),
    ) as Promise<BusyRow[]>;
}

/**
 * A member as a hold for them is written, their row held FOR SHARE until the hold's transaction ends: a change to
 * them (`lockMember`) waits for the hold, or the hold sees the change. Undefined when they no longer exist.
 */
export async function memberAsHeld(tx: Database, memberId: string, serviceId: string) {
  const [row] = await tx
    .select({
      isActive: teamMembers.isActive,
      workingHours: teamMembers.workingHours,
      performs: sql<boolean>`exists (select 1 from ${teamMemberServices} where ${teamMemberServices.teamMemberId} = ${teamMembers.id} and ${teamMemberServices.serviceId} = ${serviceId})`,
    })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId))
    .for('share');
  return row;
}
