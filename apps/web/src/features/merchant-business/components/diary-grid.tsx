import { busyClashMessage } from '@lull/domain/busy-calendars';
import { DIARY_BLOCK_LABELS, type DiaryBlockKind } from '@lull/domain/diary-blocks';
import type { IsoDate } from '@lull/domain/london-time';
import { CalendarClock, Coffee, Lock, type LucideIcon, Phone, Plane, Sparkles, TriangleAlert, UserRound } from 'lucide-react';
import type { KeyboardEvent } from 'react';

import { cn } from '@/components/ui/cn';
import { formatDayShort } from '@/lib/format';
import type { DiaryBlock, DiaryBooking, DiaryResponse } from '../api/diary';
import { type ColumnEntry, type Placed, SLOT_MINUTES, blockDetail, columnEntries, freeSlots, gridSpan, placeInLanes, suggestedEnd, wallTime } from '../calendar-layout';

/** A quarter of an hour is 24px: room for one line (16px) of a 15-minute booking, and a tap target on a phone. */
const SLOT_PX = 24;
const PX_PER_MINUTE = SLOT_PX / SLOT_MINUTES;
const HOUR_PX = 60 * PX_PER_MINUTE;

/** Hour lines, and fainter half-hour lines between them. */
const ROWS = {
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, var(--color-stone-200) ${HOUR_PX - 1}px ${HOUR_PX}px), repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX / 2 - 1}px, var(--color-stone-100) ${HOUR_PX / 2 - 1}px ${HOUR_PX / 2}px)`,
};
/** Diagonal hatching: a booking's clean-up and time off, told apart from a booking by more than colour. */
const HATCH = { backgroundImage: 'repeating-linear-gradient(135deg, var(--color-stone-100) 0 5px, var(--color-stone-200) 5px 10px)' };

/** One column of the grid: a member's day. */
export interface DiaryColumn {
  key: string;
  memberId: string;
  memberName: string;
  date: IsoDate;
  /** What the column's head says: the member's name (day view) or the date (week view). */
  heading: string;
  isToday: boolean;
}

/** Where a person asked to add to the diary: whose, which day, from when, and a suggested end (minutes). */
export interface AddRequest {
  memberId: string;
  memberName: string;
  date: IsoDate;
  start: number;
  end: number;
}

/** Each kind of block at a glance: its icon and label as well as its colour, so no one needs the colour to tell. */
export const BLOCK_LOOK: Record<DiaryBlockKind, { icon: LucideIcon; className: string; hatched?: boolean }> = {
  break: { icon: Coffee, className: 'border-amber-600 bg-amber-50 text-amber-950 hover:bg-amber-100' },
  time_off: { icon: Plane, className: 'border-stone-500 bg-stone-100 text-stone-900 hover:bg-stone-200', hatched: true },
  closure: { icon: Lock, className: 'border-stone-900 bg-stone-700 text-white hover:bg-stone-800' },
  walk_in: { icon: UserRound, className: 'border-emerald-700 bg-emerald-50 text-emerald-950 hover:bg-emerald-100' },
  phone_booking: { icon: Phone, className: 'border-sky-700 bg-sky-50 text-sky-950 hover:bg-sky-100' },
  external: { icon: CalendarClock, className: 'border-violet-700 bg-violet-50 text-violet-950 hover:bg-violet-100', hatched: true },
};

/** An external block over a booking: it takes no time, so it is drawn as a warning, not as time taken. */
const CLASH_LOOK = { icon: TriangleAlert, className: 'border-red-700 border-dashed border bg-red-50 text-red-950 hover:bg-red-100' };

/** "Clash: your other calendar has 'Dentist' over Jane Doe's Haircut at 14:00", or null for a block without one. */
export function blockClashMessage(block: DiaryBlock): string | null {
  if (!block.clash) return null;
  return busyClashMessage({ title: block.note, customerName: block.clash.customer_name, serviceName: block.clash.service_name, time: block.clash.booking_time });
}

const BOOKING_LOOK: Record<string, string> = {
  confirmed: 'border-brand-600 bg-brand-50 text-brand-950 hover:bg-brand-100',
  pending: 'border-dashed border-brand-500 bg-white text-brand-950 hover:bg-brand-50',
  completed: 'border-sky-700 bg-sky-50 text-sky-950 hover:bg-sky-100',
  'no-show': 'border-stone-500 bg-stone-100 text-stone-800 hover:bg-stone-200 line-through decoration-stone-500',
};

/** The padding that centres a booking's lines in its height (`blockDetail`). */
const BOOKING_PADDING = { 'one-line': 'py-0.5', 'two-lines': 'py-1', full: 'py-1' } as const;

/** '10:00 to 10:45, Cut for Priya Shah, confirmed, with Amy, then 15 minutes' clean-up'. */
export function bookingLabel(booking: DiaryBooking): string {
  const status = booking.status === 'pending' ? 'held while the customer pays' : booking.status;
  const cleanUp = booking.buffer_minutes > 0 ? `, then ${booking.buffer_minutes} minutes' clean-up` : '';
  return `${booking.booking_time} to ${booking.end_time}, ${booking.service_name} for ${booking.customer_name}, ${status}, with ${booking.team_member_name}${cleanUp}`;
}

/** 'Break, 13:00 to 14:00, Amy, Lunch' or 'Closed, 17:00 to 18:00, whole business'. */
export function blockLabel(block: DiaryBlock, memberName: string): string {
  const who = block.team_member_id === null ? 'whole business' : memberName;
  const clash = blockClashMessage(block);
  return [clash, `${DIARY_BLOCK_LABELS[block.kind]}, ${block.start_time} to ${block.end_time}`, who, block.client_name, block.note].filter(Boolean).join(', ');
}

/** Up and Down move between a column's free times; only one of them is a Tab stop, so Tab leaves the grid quickly. */
function moveBetweenSlots(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const slots = Array.from(event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[data-slot]') ?? []);
  const next = slots[slots.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** What a booking and a block drawn on the grid share: a card on its lane, above the free times, focus ringed. */
const ENTRY =
  'absolute z-10 flex flex-col justify-start overflow-hidden rounded-lg border-l-4 px-2 text-left text-xs leading-4 shadow-xs focus-visible:z-20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-950';

function BookingEntry({ entry, onOpen }: { entry: Placed<ColumnEntry> & { type: 'booking' }; onOpen: () => void }) {
  const { booking } = entry;
  const detail = blockDetail(booking.duration_minutes);
  const label = bookingLabel(booking);
  const cleanUp = booking.buffer_minutes * PX_PER_MINUTE;
  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        aria-label={label}
        title={label}
        className={cn(
          ENTRY,
          BOOKING_PADDING[detail],
          BOOKING_LOOK[booking.status] ?? BOOKING_LOOK.confirmed,
        )}
        style={{ ...across(entry), top: entry.top * PX_PER_MINUTE + 1, height: Math.max(booking.duration_minutes * PX_PER_MINUTE - 2, 18) }}
      >
        {detail === 'full' ? (
          <>
            <span className="block truncate font-semibold">
              {booking.booking_time}–{booking.end_time}
            </span>
            <span className="block truncate font-medium">{booking.customer_name}</span>
            <span className="block truncate">{booking.service_name}</span>
          </>
        ) : (
          <>
            <span className="block truncate">
              <span className="font-semibold">{booking.booking_time}</span> <span className="font-medium">{booking.customer_name}</span>
            </span>
            {detail === 'two-lines' ? <span className="block truncate">{booking.service_name}</span> : null}
          </>
        )}
      </button>
      {cleanUp > 0 ? (
        // Said in the booking's name; drawn here so the salon sees the chair is not free yet.
        <div
          aria-hidden="true"
          title={`${booking.buffer_minutes} minutes' clean-up`}
          className="absolute flex items-center gap-1 overflow-hidden rounded-b-lg border-l-4 border-stone-300 px-2 text-[11px] leading-3 font-medium text-stone-700"
          style={{ ...HATCH, ...across(entry), top: (entry.top + booking.duration_minutes) * PX_PER_MINUTE, height: cleanUp - 1 }}
        >
          {cleanUp >= 14 ? (
            <>
              <Sparkles className="size-3 shrink-0" />
              <span className="truncate">Clean-up</span>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function BlockEntry({ entry, memberName, onOpen }: { entry: Placed<ColumnEntry> & { type: 'block' }; memberName: string; onOpen: () => void }) {
  const { block } = entry;
  const look = block.clash ? CLASH_LOOK : BLOCK_LOOK[block.kind];
  const Icon = look.icon;
  const label = blockLabel(block, memberName);
  const height = entry.height * PX_PER_MINUTE;
  const second = block.client_name || block.note || (entry.wholeBusiness ? 'Whole business' : '');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      title={label}
      className={cn(
        ENTRY,
        'py-0.5',
        look.className,
      )}
      style={{ ...('hatched' in look && look.hatched ? HATCH : {}), ...across(entry), top: entry.top * PX_PER_MINUTE + 1, height: Math.max(height - 2, 18) }}
    >
      <span className="flex items-center gap-1 truncate font-semibold">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          {block.clash ? 'Clash' : DIARY_BLOCK_LABELS[block.kind]}
          <span className="font-normal"> {block.start_time}–{block.end_time}</span>
        </span>
      </span>
      {second && height >= 44 ? <span className="block truncate">{second}</span> : null}
    </button>
  );
}

/** Left and width of an entry in its lane, a hair inside the column. */
function across(entry: { lane: number; lanes: number }) {
  return { left: `calc(${(100 * entry.lane) / entry.lanes}% + 2px)`, width: `calc(${100 / entry.lanes}% - 6px)` };
}

/**
 * What a member's column shows: a whole-business busy time over a booking takes no one's time, so its clash is drawn
 * only beside that booking, not across every column.
 */
function shownIn(diary: Pick<DiaryResponse, 'bookings' | 'blocks'>, memberId: string): Pick<DiaryResponse, 'bookings' | 'blocks'> {
  if (!diary.blocks.some((block) => block.team_member_id === null && block.clash)) return diary;
  return { ...diary, blocks: diary.blocks.filter((block) => !(block.team_member_id === null && block.clash && block.clash.team_member_id !== memberId)) };
}

interface DiaryGridProps {
  columns: readonly DiaryColumn[];
  diary: Pick<DiaryResponse, 'bookings' | 'blocks'>;
  /** The business's day (`diarySpan`), in minutes. */
  day: { startMinute: number; endMinute: number };
  /** Now in London, for the line across today's column. */
  now: { date: IsoDate; minute: number };
  onAdd: (request: AddRequest) => void;
  onOpenBooking: (booking: DiaryBooking) => void;
  onOpenBlock: (block: DiaryBlock, memberName: string) => void;
  /** The visible name of the grid, for its landmarks. */
  label: string;
}

/**
 * The diary's time grid: a column per member (day view) or per day (week view), quarter-hour rows over the
 * business's whole day. Free rows are buttons that add to that member's diary; bookings and blocks open their details.
 */
export function DiaryGrid({ columns, diary, day, now, onAdd, onOpenBooking, onOpenBlock, label }: DiaryGridProps) {
  const perColumn = columns.map((column) => ({ column, entries: columnEntries(shownIn(diary, column.memberId), column.memberId, column.date) }));
  const span = gridSpan(
    perColumn.flatMap(({ entries }) => entries),
    day,
  );
  const hours = Array.from({ length: (span.end - span.start) / 60 + 1 }, (_, index) => span.start / 60 + index);
  const height = (span.end - span.start) * PX_PER_MINUTE;
  const template = { gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(${columns.length > 3 ? '7.5rem' : '10rem'}, 1fr))` };

  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs">
      <div role="group" aria-label={label} aria-describedby="diary-grid-help" className="min-w-fit">
        <p id="diary-grid-help" className="sr-only">
          Select a free time to add a break, time off, a closure, a walk-in or a phone booking. Up and down arrow keys move between free times.
        </p>
        <div className="grid border-b border-stone-200 bg-stone-50" style={template}>
          <span />
          {columns.map((column) => (
            <div key={column.key} className={cn('flex items-center justify-center gap-2 border-l border-stone-200 px-2 py-2.5 text-sm font-semibold text-stone-800', column.isToday && 'text-brand-800')}>
              {columns.length > 0 && column.heading === column.memberName ? (
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {column.memberName.slice(0, 1).toUpperCase()}
                </span>
              ) : null}
              <span className={cn('truncate', column.isToday && 'underline decoration-2 underline-offset-4')}>{column.heading}</span>
              {column.isToday ? <span className="sr-only">(today)</span> : null}
            </div>
          ))}
        </div>
        <div className="grid" style={template}>
          <div className="relative" aria-hidden="true" style={{ height }}>
            {/* Every hour's line, the last one included, so the grid says where the day ends. */}
            {hours.map((hour, index) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-1/2 text-xs text-stone-600 tabular-nums"
                style={{ top: index * HOUR_PX + (index === 0 ? 8 : index === hours.length - 1 ? -8 : 0) }}
              >
                {String(hour).padStart(2, '0')}:00
              </span>
            ))}
          </div>
          {perColumn.map(({ column, entries }) => {
            const slots = freeSlots(entries, span);
            const showNow = column.date === now.date && now.minute > span.start && now.minute < span.end;
            return (
              <div
                key={column.key}
                role="group"
                aria-label={`${column.memberName}, ${formatDayShort(column.date)}`}
                className={cn('relative border-l border-stone-200', column.isToday && 'bg-brand-50/30')}
                style={{ ...ROWS, height }}
              >
                {slots.map((slot, index) => (
                  <button
                    key={slot}
                    type="button"
                    data-slot
                    data-time={wallTime(slot)}
                    tabIndex={index === 0 ? 0 : -1}
                    onKeyDown={moveBetweenSlots}
                    onClick={() => onAdd({ memberId: column.memberId, memberName: column.memberName, date: column.date, start: slot, end: suggestedEnd(entries, slot, span) })}
                    aria-label={`Add to ${column.memberName}'s diary at ${wallTime(slot)}, ${formatDayShort(column.date)}`}
                    className="absolute inset-x-0 cursor-pointer px-2 text-left text-[11px] leading-6 font-medium text-brand-800 after:opacity-0 after:content-['+_'_attr(data-time)] hover:bg-brand-50 hover:after:opacity-100 focus-visible:z-20 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 focus-visible:after:opacity-100"
                    style={{ top: (slot - span.start) * PX_PER_MINUTE, height: SLOT_PX }}
                  />
                ))}
                {placeInLanes(entries, span.start).map((entry) =>
                  entry.type === 'booking' ? (
                    <BookingEntry key={entry.id} entry={entry} onOpen={() => onOpenBooking(entry.booking)} />
                  ) : (
                    <BlockEntry key={entry.id} entry={entry} memberName={column.memberName} onOpen={() => onOpenBlock(entry.block, column.memberName)} />
                  ),
                )}
                {showNow ? (
                  <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-red-600" style={{ top: (now.minute - span.start) * PX_PER_MINUTE }}>
                    <span className="absolute -top-[5px] -left-[5px] size-2 rounded-full bg-red-600" />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
