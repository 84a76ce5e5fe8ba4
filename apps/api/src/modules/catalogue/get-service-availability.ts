import { londonDateOf } from '@lull/domain/london-time';
import { upcomingAvailability, type DayAvailability, type TakenInterval } from '@lull/domain/slots';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { addDays } from '../../shared/clock';
import { listServices, takenIntervals, type ListedServiceRow } from './catalogue.repository';
import { TIMES_PER_DAY } from './service-cards';

/** The real free start times of each service over the coming days, from opening hours minus bookings (one query for them all). */
async function freeTimes(
  { db, clock }: AppContext,
  rows: ListedServiceRow[],
  days: number,
  limits = { maxDays: days, maxPerDay: TIMES_PER_DAY },
): Promise<Map<string, DayAvailability[]>> {
  const now = clock();
  const today = londonDateOf(now);
  const taken = new Map<string, TakenInterval[]>();
  for (const interval of await takenIntervals(db, [...new Set(rows.map((row) => row.id))], now, addDays(now, days + 1), now)) {
    taken.set(interval.serviceId, [...(taken.get(interval.serviceId) ?? []), interval]);
  }
  const result = new Map<string, DayAvailability[]>();
  for (const row of rows) {
    result.set(
      row.id,
      upcomingAvailability({
        fromDate: today,
        days,
        ...limits,
        durationMinutes: row.durationMinutes,
        availabilitySchedule: row.availabilitySchedule,
        openingHours: row.availabilityHours,
        now,
        takenIntervals: taken.get(row.id) ?? [],
      }),
    );
  }
  return result;
}

/** A service's free start times day by day, for the booking page's date strip and time chips. */
export async function getServiceAvailability(context: AppContext, serviceId: string, options: { days: number; maxDays?: number; maxPerDay?: number }) {
  const { rows } = await listServices(context.db, { term: '', categories: [], serviceIds: [serviceId], priceRanges: [] }, { limit: 1, offset: 0 });
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Service not found');
  const days = (await freeTimes(context, rows, options.days)).get(serviceId) ?? [];
  return {
    service_id: serviceId,
    days: days.slice(0, options.maxDays ?? days.length).map((day) => ({ date: day.date, times: day.times.slice(0, options.maxPerDay) })),
  };
}
