import type { Service } from '@lull/domain/contracts/catalogue';
import { addDaysToDate, londonTimeOf, type IsoDate } from '@lull/domain/london-time';
import { ArrowRight, CircleAlert, Hourglass } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { todayInLondon } from '@/lib/booking-slots';
import { LAST_MINUTE_LIMIT, useLastMinuteToday, type Position } from '../api/get-last-minute-today';
import { AvailableServiceCard, AvailableServiceCardSkeleton } from './available-service-card';

/** Each service with only today's times still ahead (the list is a minute old at most); those with none left go. */
export function stillFreeToday(services: readonly Service[], today: IsoDate, now: Date = new Date()): Service[] {
  const nowTime = londonTimeOf(now);
  return services
    .map((service) => ({ ...service, next_available: service.next_available.filter((slot) => slot.date === today && slot.time > nowTime) }))
    .filter((service) => service.next_available.length > 0);
}

// One swipeable row on a phone, a grid of four from desktop.
const rowClasses =
  'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:scroll-px-6 [scrollbar-width:thin] sm:-mx-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-5 lg:overflow-visible lg:px-0 lg:pb-0';
const itemClasses = 'w-[82%] shrink-0 snap-start sm:w-[46%] lg:w-auto';

/**
 * The home page's Last-minute today row: the cheapest times still free today near the visitor (central London
 * when the page knows no position), each a link that books it. It asks again every minute, so times that pass or
 * are taken go; when nothing is left it points to tomorrow's times.
 */
export function LastMinuteTodaySection({ position }: { position?: Position }) {
  const today = todayInLondon();
  const tomorrow = addDaysToDate(today, 1);
  const query = useLastMinuteToday(today, position);
  const services = query.data ? stillFreeToday(query.data, today).slice(0, LAST_MINUTE_LIMIT) : [];

  return (
    <section aria-labelledby="last-minute-heading" className="mx-auto w-full max-w-7xl px-4 pt-14 sm:px-6 lg:px-8 lg:pt-20">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wider text-saving-700 uppercase">
            <Hourglass className="size-4" aria-hidden="true" />
            Still free today
          </p>
          <h2 id="last-minute-heading" className="mt-2 font-display text-3xl text-stone-900 sm:text-4xl">
            Last-minute today
          </h2>
          <p className="mt-2 max-w-2xl text-base leading-7 text-stone-700">
            The cheapest times left today — tap a time to book it.
          </p>
        </div>
        {services.length > 0 ? (
          <Link
            to={`/services?date=${today}`}
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline sm:self-auto"
          >
            All of today’s times
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>

      <div className="mt-8">
        {query.isPending ? (
          <div role="status" aria-label="Loading today’s last-minute times" className={rowClasses}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={itemClasses}>
                <AvailableServiceCardSkeleton />
              </div>
            ))}
          </div>
        ) : query.isError && services.length === 0 ? (
          <div role="alert" className="flex flex-col items-start gap-4 rounded-3xl border border-red-200 bg-red-50 p-6 text-red-900 sm:flex-row sm:items-center">
            <CircleAlert className="size-6 shrink-0 text-red-700" aria-hidden="true" />
            <p className="flex-1 text-base font-medium">We couldn’t load today’s last-minute times.</p>
            <Button variant="secondary" onClick={() => void query.refetch()} isLoading={query.isRefetching}>
              Try again
            </Button>
          </div>
        ) : services.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-3xl border border-dashed border-stone-300 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-base font-medium text-stone-800">Nothing left today</p>
            <Link
              to={`/services?date=${tomorrow}`}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              See tomorrow’s times
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        ) : (
          <ul aria-label="Times still free today" className={rowClasses}>
            {services.map((service) => (
              <li key={service.id} className={itemClasses}>
                <AvailableServiceCard service={service} today={today} timesLabel="Free today" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
