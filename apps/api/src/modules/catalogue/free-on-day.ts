import { type IsoDate, addDaysToDate, londonInstant } from '@lull/domain/london-time';
import { type TimeOfDay, isInTimeOfDay } from '@lull/domain/search-when';
import type { TeamMemberDiary } from '@lull/domain/slots';
import type { Database } from '../../db/database';
import { type CatalogueFilter, dayCandidates } from './catalogue.repository';
import { freeTimesOn } from './service-cards';

/**
 * The services matching a filter that have a free time on a London day, in a part of it when asked (decision 052):
 * each match is checked with the booking's own rule (`freeTimesOn`, the team model), so a time a search shows is a
 * time the booking page offers. Every match is checked, so the counts are exact.
 */
export async function servicesFreeOn(db: Database, filter: CatalogueFilter, when: { date: IsoDate; timeOfDay?: TimeOfDay }, now: Date): Promise<string[]> {
  const nextDate = addDaysToDate(when.date, 1);
  // The day's diary, and the next day's morning, into which a late treatment and its clean-up can run.
  const span = { from: londonInstant(when.date, '00:00'), until: londonInstant(addDaysToDate(when.date, 2), '00:00'), now };
  const { candidates, members } = await dayCandidates(db, filter, span);
  const teams = new Map<string, TeamMemberDiary[]>();
  for (const member of members) teams.set(member.merchantId, [...(teams.get(member.merchantId) ?? []), member]);
  return candidates
    .filter((service) => {
      const performers = (teams.get(service.merchantId) ?? []).filter((member) => member.serviceIds.includes(service.serviceId));
      const inputs = { id: service.serviceId, ...service };
      return freeTimesOn(inputs, when.date, nextDate, now, performers).some((time) => isInTimeOfDay(time, when.timeOfDay));
    })
    .map((service) => service.serviceId);
}
