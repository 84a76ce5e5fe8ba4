import type { TeamInputs, TeamMemberDiary } from '@lull/domain/slots';
import type { Database } from '../../db/database';
import { busyTimesOf } from './team-availability.repository';
import { listMembersOfBusinesses } from './team.repository';

/** One business's team as availability needs it, with who is who and each member's booked minutes per busy row. */
export interface BusinessTeam {
  members: (TeamMemberDiary & { displayName: string })[];
  /** Minutes of bookings (treatment and buffer) each member has between the instants asked about. */
  bookedMinutes: Map<string, number>;
}

/**
 * The teams of some businesses with their busy time between two instants, for the one availability function
 * (decision 050): the booking page, the business page, the search and home cards, the waitlist and the hold all read
 * the diary through this.
 */
export async function businessTeams(db: Database, merchantIds: readonly string[], from: Date, until: Date, now: Date): Promise<Map<string, BusinessTeam>> {
  const unique = [...new Set(merchantIds)];
  const [members, busy] = await Promise.all([listMembersOfBusinesses(db, unique), busyTimesOf(db, unique, from, until, now)]);
  const busyByMember = new Map<string, { start: Date; end: Date }[]>();
  const bookedMinutes = new Map<string, number>();
  for (const row of busy) {
    const list = busyByMember.get(row.teamMemberId) ?? [];
    list.push({ start: row.start, end: row.end });
    busyByMember.set(row.teamMemberId, list);
    if (row.bookingId !== null) {
      const minutes = (row.end.getTime() - row.start.getTime()) / 60_000;
      bookedMinutes.set(row.teamMemberId, (bookedMinutes.get(row.teamMemberId) ?? 0) + minutes);
    }
  }
  const teams = new Map<string, BusinessTeam>();
  for (const member of members) {
    const team = teams.get(member.merchantId) ?? { members: [], bookedMinutes };
    team.members.push({
      id: member.id,
      displayName: member.displayName,
      isActive: member.isActive,
      serviceIds: member.serviceIds,
      workingHours: member.workingHours ?? null,
      busy: busyByMember.get(member.id) ?? [],
    });
    teams.set(member.merchantId, team);
  }
  return teams;
}

/** The team inputs of one service of a business (an empty team when the business has none, so nothing is offered). */
export function teamFor(team: BusinessTeam | undefined, service: { id: string; bufferMinutes: number }): TeamInputs {
  return { serviceId: service.id, bufferMinutes: service.bufferMinutes, members: team?.members ?? [] };
}
