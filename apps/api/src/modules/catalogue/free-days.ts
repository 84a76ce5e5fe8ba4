import { addDaysToDate, londonDateOf, londonInstant, minutesOf, nextDates } from '@lull/domain/london-time';
import { offPeakPriceAt } from '@lull/domain/off-peak';
import { SEARCH_DAYS, TIME_OF_DAY, TIME_OF_DAY_WINDOWS } from '@lull/domain/search-when';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { businessTeams, teamFor } from '../team';
import { type FreeDayRow, claimStaleBusinesses, listedServicesOf, markStale, replaceFreeDays } from './free-days.repository';
import { freeTimesOn } from './service-cards';

/** Businesses worked out together: their inputs are read in two statements and their rows written in one transaction. */
const BATCH = 50;

/**
 * A row of `service_free_days` from a day's free starts with their prices: in each part of the day, the last free
 * start (minutes after midnight) and the cheapest price, null where the part has none.
 */
function freeDayParts(slots: readonly { time: string; pricePence: number }[]): Omit<FreeDayRow, 'serviceId' | 'day'> {
  const parts = Object.fromEntries(TIME_OF_DAY.map((part) => [part, { last: null as number | null, price: null as number | null }]));
  for (const slot of slots) {
    const minute = minutesOf(slot.time);
    const part = parts[TIME_OF_DAY.find((each) => minute >= TIME_OF_DAY_WINDOWS[each].from && minute < TIME_OF_DAY_WINDOWS[each].until)!]!;
    part.last = Math.max(part.last ?? -1, minute);
    part.price = Math.min(part.price ?? Number.POSITIVE_INFINITY, slot.pricePence);
  }
  return {
    morningLast: parts.morning!.last,
    afternoonLast: parts.afternoon!.last,
    eveningLast: parts.evening!.last,
    morningPrice: parts.morning!.price,
    afternoonPrice: parts.afternoon!.price,
    eveningPrice: parts.evening!.price,
  };
}

/**
 * Works out the free days of some businesses (decision 052): for each listed service and each day of the fortnight
 * from today, its free times by the booking's own rule (`freeTimesOn`, the team model, the diary) and from them the
 * last free start and the cheapest price (`offPeakPriceAt`, the booking's own) in each part of the day. A day with no
 * free time gets no row.
 */
async function workOut(db: Database, merchantIds: readonly string[], now: Date): Promise<void> {
  const today = londonDateOf(now);
  const dates = nextDates(today, SEARCH_DAYS);
  // The fortnight's diary, and the next morning's, into which a late treatment and its clean-up can run.
  const [listed, teams] = await Promise.all([
    listedServicesOf(db, merchantIds),
    businessTeams(db, merchantIds, londonInstant(today, '00:00'), londonInstant(addDaysToDate(today, SEARCH_DAYS + 1), '00:00'), now),
  ]);
  const rows: FreeDayRow[] = [];
  for (const service of listed) {
    // A fortnight of one service at a time, then the event loop's turn: requests are not kept waiting behind a batch.
    await new Promise((resolve) => setImmediate(resolve));
    const performers = teamFor(teams.get(service.merchantId), service).members.filter((member) => member.isActive && member.serviceIds.includes(service.id));
    for (const [index, day] of dates.entries()) {
      const times = freeTimesOn(service, day, dates[index + 1] ?? addDaysToDate(day, 1), now, performers);
      if (times.length > 0) rows.push({ serviceId: service.id, day, ...freeDayParts(times.map((time) => ({ time, pricePence: offPeakPriceAt(service, day, time).pricePence }))) });
    }
  }
  await replaceFreeDays(db, merchantIds, rows);
}

/**
 * Works out the businesses marked stale (and, with `rollover`, those whose fortnight has moved on), a batch at a
 * time, up to `limit` of them. A batch that fails is marked stale again for the next run. Answers how many.
 */
export async function refreshFreeDays(db: Database, clock: Clock, options: { limit: number; rollover: boolean }): Promise<number> {
  let done = 0;
  while (done < options.limit) {
    const now = clock();
    const claimed = await claimStaleBusinesses(db, londonDateOf(now), Math.min(BATCH, options.limit - done), options.rollover);
    if (claimed.length === 0) break;
    try {
      await workOut(db, claimed, now);
    } catch (error) {
      await markStale(db, claimed);
      throw error;
    }
    done += claimed.length;
  }
  return done;
}

/** What a search by day reads first: the few businesses changed since the job last ran, so a search sees its own changes. */
export const refreshBeforeSearch = (db: Database, clock: Clock) => refreshFreeDays(db, clock, { limit: BATCH, rollover: false });

/** Keeps every business's free days in step: changed ones within the interval, every one once a day. */
export function startFreeDaysJob(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'free_days',
    intervalMs: options.intervalMs,
    runAtStart: true,
    log: options.log,
    failureMessage: 'working out free days failed',
    task: () => refreshFreeDays(options.db, options.clock, { limit: Number.POSITIVE_INFINITY, rollover: true }),
  });
}
