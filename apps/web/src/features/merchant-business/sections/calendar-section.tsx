import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { MAX_PAGE_SIZE } from '@lull/domain/contracts/paging';
import { type IsoDate, isIsoDate, londonDateOf } from '@lull/domain/london-time';
import { diarySpan } from '@lull/domain/slots';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { type MerchantBooking, useMerchantCalendar } from '../api/merchant-bookings';
import { useMyServices } from '../api/my-services';
import { type CalendarView, blockDetail, datesOfView, gridHours, placeOnGrid, stepDate } from '../calendar-layout';
import { BookingDetailsDialog, customerName } from '../components/booking-details-dialog';
import { SectionHeading } from './section-heading';

/** Pixels per minute on the time grid: an hour is 80px, so a 15-minute appointment has room for one line (16px) of time and name. */
const PX_PER_MINUTE = 80 / 60;

/** The padding that centres a block's lines in its height (`blockDetail`). */
const BLOCK_PADDING = { 'one-line': 'py-px', 'two-lines': 'py-0.5', full: 'py-1' } as const;

const dayHeading = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asUtcDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

const STATUS_STYLE: Record<string, string> = {
  confirmed: 'border-brand-600 bg-brand-50 text-brand-950 hover:bg-brand-100',
  completed: 'border-sky-600 bg-sky-50 text-sky-950 hover:bg-sky-100',
  'no-show': 'border-stone-500 bg-stone-100 text-stone-800 hover:bg-stone-200 line-through decoration-stone-500',
};

function endTime(booking: MerchantBooking): string {
  const [hours, minutes] = booking.booking_time.split(':').map(Number) as [number, number];
  const end = hours * 60 + minutes + booking.duration;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

function bookingLabel(booking: MerchantBooking): string {
  return `${booking.booking_time} to ${endTime(booking)}, ${booking.service_name} for ${customerName(booking)}, ${booking.status}`;
}

/** What a block shows at its size: time and name always, then the service, then the end time. */
function BlockText({ booking }: { booking: MerchantBooking }) {
  const detail = blockDetail(booking.duration);
  if (detail === 'full') {
    return (
      <>
        <span className="block truncate font-semibold">
          {booking.booking_time}–{endTime(booking)}
        </span>
        <span className="block truncate font-medium">{customerName(booking)}</span>
        <span className="block truncate">{booking.service_name}</span>
      </>
    );
  }
  return (
    <>
      <span className="block truncate">
        <span className="font-semibold">{booking.booking_time}</span> <span className="font-medium">{customerName(booking)}</span>
      </span>
      {detail === 'two-lines' ? <span className="block truncate">{booking.service_name}</span> : null}
    </>
  );
}

function DayColumn({ date, bookings, hours, onOpen }: { date: IsoDate; bookings: MerchantBooking[]; hours: { start: number; end: number }; onOpen: (booking: MerchantBooking) => void }) {
  const placed = placeOnGrid(
    bookings.map((booking) => ({ id: booking.id, time: booking.booking_time, duration: booking.duration, booking })),
    hours.start,
  );
  return (
    <div className="relative border-l border-stone-200" style={{ height: (hours.end - hours.start) * 60 * PX_PER_MINUTE }} aria-label={longDay.format(asUtcDate(date))} role="group">
      {placed.map(({ item, top, height, lane, lanes }) => (
        <button
          key={item.id}
          type="button"
          onClick={() => onOpen(item.booking)}
          aria-label={bookingLabel(item.booking)}
          title={bookingLabel(item.booking)}
          className={cn('absolute overflow-hidden rounded-lg border-l-4 px-2 text-left text-xs leading-4 shadow-xs', BLOCK_PADDING[blockDetail(item.booking.duration)], STATUS_STYLE[item.booking.status])}
          style={{ top: top * PX_PER_MINUTE + 1, height: Math.max(height * PX_PER_MINUTE - 2, 18), left: `calc(${(100 * lane) / lanes}% + 2px)`, width: `calc(${100 / lanes}% - 4px)` }}
        >
          <BlockText booking={item.booking} />
        </button>
      ))}
    </div>
  );
}

/** The week as a list of days, for a phone: seven columns of a time grid would be a few pixels each. */
function Agenda({ dates, byDate, onOpen }: { dates: IsoDate[]; byDate: Map<IsoDate, MerchantBooking[]>; onOpen: (booking: MerchantBooking) => void }) {
  return (
    <ol className="space-y-4">
      {dates.map((date) => {
        const day = byDate.get(date) ?? [];
        return (
          <li key={date}>
            <h3 className="text-sm font-semibold text-stone-900">{longDay.format(asUtcDate(date))}</h3>
            {day.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">No appointments</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {day.map((booking) => (
                  <li key={booking.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(booking)}
                      className={cn('w-full rounded-xl border-l-4 px-3 py-2 text-left text-sm', STATUS_STYLE[booking.status])}
                      aria-label={bookingLabel(booking)}
                    >
                      <span className="font-semibold">
                        {booking.booking_time}–{endTime(booking)}
                      </span>{' '}
                      {booking.service_name} · {customerName(booking)}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The salon's diary: a day or a week at a glance, each appointment opening its details. Day, view and date live in the address. */
export function CalendarSection({ merchant }: { merchant: OwnMerchant }) {
  const [params, setParams] = useSearchParams();
  const today = londonDateOf(new Date());
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const requested = params.get('date');
  const date = requested && isIsoDate(requested) ? requested : today;
  const dates = datesOfView(view, date);
  const calendar = useMerchantCalendar(dates[0]!, dates[dates.length - 1]!);
  const [open, setOpen] = useState<MerchantBooking | null>(null);

  const byDate = useMemo(() => {
    const map = new Map<IsoDate, MerchantBooking[]>();
    for (const booking of calendar.data ?? []) map.set(booking.booking_date, [...(map.get(booking.booking_date) ?? []), booking]);
    return map;
  }, [calendar.data]);
  // The grid runs over the business's own day: its hours and its services' scheduled times (decision 039).
  const services = useMyServices({ q: '', approval: 'approved', active: 'active', page: 1, pageSize: MAX_PAGE_SIZE });
  const span = useMemo(
    () => diarySpan(merchant.availability_hours, (services.data?.items ?? []).map((service) => ({ availabilitySchedule: service.availability_schedule, durationMinutes: service.duration }))),
    [merchant.availability_hours, services.data],
  );
  const hours = gridHours(
    (calendar.data ?? []).map((booking) => ({ id: booking.id, time: booking.booking_time, duration: booking.duration })),
    span,
  );

  const go = (changes: { view?: CalendarView; date?: IsoDate }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('view', changes.view ?? view);
      next.set('date', changes.date ?? date);
      return next;
    });

  const rangeLabel = view === 'day' ? longDay.format(asUtcDate(date)) : `${dayHeading.format(asUtcDate(dates[0]!))} – ${dayHeading.format(asUtcDate(dates[6]!))}`;
  const grid = (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="grid border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-700" style={{ gridTemplateColumns: `3.5rem repeat(${dates.length}, minmax(0, 1fr))` }}>
        <span />
        {dates.map((day) => (
          <span key={day} className={cn('px-2 py-2 text-center', day === today && 'text-brand-800')}>
            {dayHeading.format(asUtcDate(day))}
          </span>
        ))}
      </div>
      <div className="grid" style={{ gridTemplateColumns: `3.5rem repeat(${dates.length}, minmax(0, 1fr))` }}>
        <div className="relative" aria-hidden="true">
          {/* Every hour's line, the last one included, so the grid says where the day ends. */}
          {Array.from({ length: hours.end - hours.start + 1 }, (_, index) => (
            <span
              key={index}
              className="absolute right-2 -translate-y-1/2 text-xs text-stone-600"
              style={{ top: index * 60 * PX_PER_MINUTE + (index === 0 ? 8 : index === hours.end - hours.start ? -8 : 0) }}
            >
              {String(hours.start + index).padStart(2, '0')}:00
            </span>
          ))}
        </div>
        {dates.map((day) => (
          <div
            key={day}
            className="bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_79px,var(--color-stone-200)_79px,var(--color-stone-200)_80px)]"
          >
            <DayColumn date={day} bookings={byDate.get(day) ?? []} hours={hours} onOpen={setOpen} />
          </div>
        ))}
      </div>
    </div>
  );

  return (
    <section aria-labelledby="calendar-heading" className="space-y-5">
      <SectionHeading id="calendar-heading" title="Calendar" description="Your confirmed, completed and missed appointments. Select one to see its details." />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => go({ date: stepDate(view, date, -1) })} aria-label={view === 'day' ? 'Previous day' : 'Previous week'}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go({ date: today })}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go({ date: stepDate(view, date, 1) })} aria-label={view === 'day' ? 'Next day' : 'Next week'}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
          <p className="ml-1 font-semibold text-stone-900" aria-live="polite">
            {rangeLabel}
          </p>
        </div>
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-full border border-stone-300 bg-white p-0.5">
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => go({ view: option })}
              className={cn('rounded-full px-4 py-1.5 text-sm font-medium text-stone-700', view === option && 'bg-brand-700 text-white')}
            >
              {option === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
      </div>

      {calendar.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>{errorMessage(calendar.error, 'We could not load your calendar.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </div>
      ) : calendar.isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : view === 'day' ? (
        grid
      ) : (
        <>
          <div className="hidden md:block">{grid}</div>
          <div className="md:hidden">
            <Agenda dates={dates} byDate={byDate} onOpen={setOpen} />
          </div>
        </>
      )}
      {!calendar.isPending && !calendar.isError && (calendar.data?.length ?? 0) === 0 ? (
        <p className="text-sm text-stone-700">No appointments {view === 'day' ? 'on this day' : 'this week'}.</p>
      ) : null}
      <BookingDetailsDialog booking={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} onBookingChange={setOpen} />
    </section>
  );
}
