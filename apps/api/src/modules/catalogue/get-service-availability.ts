import { londonDateOf } from '@lull/domain/london-time';
import { upcomingAvailability } from '@lull/domain/slots';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { addDays } from '../../shared/clock';
import { businessTeams, teamFor } from '../team';
import { listedServiceRows } from './catalogue.repository';
import { TIMES_PER_DAY } from './service-cards';

const NOT_A_MEMBER = 'Choose someone who does this treatment.';

/**
 * A service's free start times day by day, for the booking page's date strip and time chips: a time is free when
 * someone who does the treatment (or the member asked for) is working and free for it (decision 050).
 */
export async function getServiceAvailability(
  { db, clock }: AppContext,
  serviceId: string,
  options: { days: number; maxDays?: number; maxPerDay?: number; teamMemberId?: string },
) {
  const [row] = await listedServiceRows(db, [serviceId]);
  if (!row) throw new AppError('NOT_FOUND', 'Service not found');
  const now = clock();
  const business = (await businessTeams(db, [row.merchantId], now, addDays(now, options.days + 1), now)).get(row.merchantId);
  const team = teamFor(business, row);
  const performers = team.members.filter((member) => member.isActive && member.serviceIds.includes(serviceId));
  if (options.teamMemberId !== undefined && !performers.some((member) => member.id === options.teamMemberId)) {
    throw new AppError('VALIDATION_FAILED', NOT_A_MEMBER, { team_member_id: NOT_A_MEMBER });
  }
  const days = upcomingAvailability({
    fromDate: londonDateOf(now),
    days: options.days,
    maxDays: options.days,
    maxPerDay: TIMES_PER_DAY,
    durationMinutes: row.durationMinutes,
    availabilitySchedule: row.availabilitySchedule,
    openingHours: row.availabilityHours,
    now,
    team: { ...team, members: performers.filter((member) => options.teamMemberId === undefined || member.id === options.teamMemberId) },
  });
  const names = new Map(business?.members.map((member) => [member.id, member.displayName]));
  return {
    service_id: serviceId,
    days: days.slice(0, options.maxDays ?? days.length).map((day) => ({ date: day.date, times: day.times.slice(0, options.maxPerDay) })),
    team_members: performers.map((member) => ({ id: member.id, display_name: names.get(member.id) ?? '' })),
  };
}
