import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { MAX_PAGE_SIZE } from '@lull/domain/contracts/paging';
import { DIARY_BLOCK_LABELS, DIARY_BLOCK_KINDS } from '@lull/domain/diary-blocks';
import { type IsoDate, isIsoDate, londonDateOf, londonTimeOf, minutesOf } from '@lull/domain/london-time';
import { diarySpan } from '@lull/domain/slots';
import { CalendarPlus, CalendarX2, ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatDayShort } from '@/lib/format';
import { type DiaryBlock, type DiaryBooking, useDiary } from '../api/diary';
import { useMerchantCalendar } from '../api/merchant-bookings';
import { useMyServices } from '../api/my-services';
import { type CalendarView, chosenMember, datesOfView, dayColumns, stepDate } from '../calendar-layout';
import { AddBlockDialog } from '../components/add-block-dialog';
import { BlockDetailsDialog } from '../components/block-details-dialog';
import { BookingDetailsDialog } from '../components/booking-details-dialog';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog';
import { type AddRequest, BLOCK_LOOK, type DiaryColumn, DiaryGrid } from '../components/diary-grid';
import { HeldBookingDialog } from '../components/held-booking-dialog';
import { useMediaQuery } from '../hooks/use-media-query';
import { SectionHeading } from './section-heading';

/** Wide enough for the day's member columns side by side and the week's seven days; narrower is a phone's one column at a time. */
const WIDE = '(min-width: 768px)';

interface TabOption {
  id: string;
  label: string;
  /** What the tab shows when it is not its label (a day's weekday over its date, so a week's seven fit a phone). */
  content?: React.ReactNode;
}

/** A row of tabs (one member, or one day, at a time on a phone): arrow keys move along it, as a tab list should. */
function Tabs({ label, options, selected, onSelect, panelId }: { label: string; options: readonly TabOption[]; selected: string; onSelect: (id: string) => void; panelId: string }) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : step === 0 ? -1 : (index + step + options.length) % options.length;
    if (target < 0) return;
    event.preventDefault();
    onSelect(options[target]!.id);
    (event.currentTarget.parentElement?.children[target] as HTMLElement | undefined)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1">
      {options.map((option, index) => (
        <button
          key={option.id}
          type="button"
          role="tab"
          aria-selected={option.id === selected}
          aria-controls={panelId}
          aria-label={option.content ? option.label : undefined}
          tabIndex={option.id === selected ? 0 : -1}
          onClick={() => onSelect(option.id)}
          onKeyDown={(event) => move(event, index)}
          className={cn(
            'border text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950',
            option.content ? 'min-w-11 flex-1 rounded-xl px-1 py-1.5' : 'shrink-0 rounded-full px-4 py-2',
            option.id === selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
          )}
        >
          {option.content ?? option.label}
        </button>
      ))}
    </div>
  );
}

/** What each kind of entry looks like, so the grid reads at a glance. */
function Legend() {
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-stone-700">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3.5 w-5 rounded-sm border-l-4 border-brand-600 bg-brand-100" />
        Booking
      </li>
      <li className="flex items-center gap-1.5">
        <Sparkles aria-hidden="true" className="size-3.5 text-stone-600" />
        Clean-up
      </li>
      {DIARY_BLOCK_KINDS.map((kind) => {
        const Icon = BLOCK_LOOK[kind].icon;
        return (
          <li key={kind} className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-3.5 text-stone-600" />
            {DIARY_BLOCK_LABELS[kind]}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The salon's diary (decision 050): the day with a column per team member (one at a time on a phone), or one member's
 * week. A free time adds a break, time off, a closure, a walk-in or a phone booking; a booking or block opens its
 * details. View, date and member live in the address, so Back and a shared link work.
 */
export function CalendarSection({ merchant }: { merchant: OwnMerchant }) {
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery(WIDE);
  const instant = new Date();
  const today = londonDateOf(instant);
  const now = { date: today, minute: minutesOf(londonTimeOf(instant)) };
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const requested = params.get('date');
  const date = requested && isIsoDate(requested) ? requested : today;
  const dates = datesOfView(view, date);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const diary = useDiary(from, to);
  // The bookings in full (payment, contact), for the details dialog the Bookings tab uses too.
  const calendar = useMerchantCalendar(from, to);
  const panelId = useId();
  const [weekDay, setWeekDay] = useState<IsoDate | null>(null);
  const [adding, setAdding] = useState<AddRequest | null>(null);
  const [openBlock, setOpenBlock] = useState<{ block: DiaryBlock; memberName: string } | null>(null);
  const [openBookingId, setOpenBookingId] = useState<string | null>(null);
  const [heldBooking, setHeldBooking] = useState<DiaryBooking | null>(null);
  const [subscribing, setSubscribing] = useState(false);

  // The grid runs over the business's own day: its hours and its services' scheduled times (decision 039).
  const services = useMyServices({ q: '', approval: 'approved', active: 'active', page: 1, pageSize: MAX_PAGE_SIZE });
  const day = useMemo(
    () => diarySpan(merchant.availability_hours, (services.data?.items ?? []).map((service) => ({ availabilitySchedule: service.availability_schedule, durationMinutes: service.duration }))),
    [merchant.availability_hours, services.data],
  );

  const go = (changes: { view?: CalendarView; date?: IsoDate; member?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('view', changes.view ?? view);
      next.set('date', changes.date ?? date);
      if (changes.member) next.set('member', changes.member);
      return next;
    });

  const members = diary.data?.members ?? [];
  const member = chosenMember(members, params.get('member'));
  const columns: DiaryColumn[] = (() => {
    if (!diary.data) return [];
    if (view === 'day') {
      const all = dayColumns(diary.data, date).map((person) => ({ key: person.id, memberId: person.id, memberName: person.display_name, date, heading: person.display_name, isToday: date === today }));
      if (wide) return all;
      const shown = all.find((column) => column.memberId === params.get('member')) ?? all[0];
      return shown ? [shown] : [];
    }
    if (!member) return [];
    const week = dates.map((each) => ({ key: each, memberId: member.id, memberName: member.display_name, date: each, heading: formatDayShort(each), isToday: each === today }));
    if (wide) return week;
    const shownDay = weekDay && dates.includes(weekDay) ? weekDay : dates.includes(today) ? today : from;
    return week.filter((column) => column.date === shownDay);
  })();

  const openBooking = (booking: DiaryBooking) => {
    if (calendar.data?.some((full) => full.id === booking.id)) setOpenBookingId(booking.id);
    else setHeldBooking(booking);
  };
  const fullBooking = calendar.data?.find((booking) => booking.id === openBookingId) ?? null;

  const rangeLabel = view === 'day' ? formatDay(date) : `${formatDayShort(from)} – ${formatDay(to)}`;
  const isEmpty = diary.data !== undefined && diary.data.bookings.length === 0 && diary.data.blocks.length === 0;
  const phoneTabs =
    wide || !diary.data ? null : view === 'day' ? (
      <Tabs
        label="Team members"
        panelId={panelId}
        options={dayColumns(diary.data, date).map((person) => ({ id: person.id, label: person.display_name }))}
        selected={columns[0]?.memberId ?? ''}
        onSelect={(id) => go({ member: id })}
      />
    ) : (
      <Tabs
        label="Days"
        panelId={panelId}
        options={dates.map((each) => {
          const [weekday, dayOfMonth] = formatDayShort(each).split(' ');
          return {
            id: each,
            label: formatDayShort(each),
            content: (
              <>
                <span className="block text-[11px] leading-4">{weekday}</span>
                <span className="block text-base leading-5 font-semibold">{dayOfMonth}</span>
              </>
            ),
          };
        })}
        selected={columns[0]?.date ?? ''}
        onSelect={setWeekDay}
      />
    );

  return (
    <section aria-labelledby="calendar-heading" className="space-y-5">
      <SectionHeading
        id="calendar-heading"
        title="Calendar"
        description="Your team's diary: bookings, breaks, time off and walk-ins. Select a free time to add to it, or a booking to see its details."
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
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
        <div className="flex flex-wrap items-center gap-3">
          {view === 'week' && members.length > 0 ? (
            <div className="flex items-center gap-2">
              <Label htmlFor="calendar-member" className="whitespace-nowrap">
                Team member
              </Label>
              <Select id="calendar-member" value={member?.id ?? ''} onChange={(event) => go({ member: event.target.value })} className="min-w-40">
                {members.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.display_name}
                    {person.is_active ? '' : ' (inactive)'}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}
          <div role="group" aria-label="Calendar view" className="inline-flex rounded-full border border-stone-300 bg-white p-0.5">
            {(['day', 'week'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => go({ view: option })}
                className={cn(
                  'rounded-full px-4 py-1.5 text-sm font-medium text-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950',
                  view === option && 'bg-brand-700 text-white',
                )}
              >
                {option === 'day' ? 'Day' : 'Week'}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Legend />
        <Button variant="secondary" size="sm" onClick={() => setSubscribing(true)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Subscribe in your calendar
        </Button>
      </div>
      <CalendarFeedDialog open={subscribing} onOpenChange={setSubscribing} />

      {diary.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>{errorMessage(diary.error, 'We could not load your diary.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void diary.refetch()}>
            Try again
          </Button>
        </div>
      ) : diary.isPending ? (
        <div aria-busy="true" aria-label="Loading your diary" className="space-y-2">
          <Skeleton className="h-10 w-full rounded-xl" />
          <Skeleton className="h-[32rem] w-full rounded-2xl" />
        </div>
      ) : (
        <div className="space-y-3">
          {phoneTabs}
          {isEmpty ? (
            <p className="flex items-center gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
              <CalendarX2 className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              Nothing in the diary {view === 'day' ? 'on this day' : 'this week'} yet. Select a free time to add a break, time off or a walk-in.
            </p>
          ) : null}
          <div id={panelId} role={phoneTabs ? 'tabpanel' : undefined} aria-label={phoneTabs ? (columns[0] ? `${columns[0].memberName}, ${formatDayShort(columns[0].date)}` : undefined) : undefined}>
            <DiaryGrid
              label={view === 'day' ? `Diary for ${formatDay(date)}` : `${member?.display_name ?? ''}'s week`}
              columns={columns}
              diary={diary.data}
              day={day}
              now={now}
              onAdd={setAdding}
              onOpenBooking={openBooking}
              onOpenBlock={(block, memberName) => setOpenBlock({ block, memberName })}
            />
          </div>
        </div>
      )}
      <AddBlockDialog request={adding} members={members} onOpenChange={(open) => !open && setAdding(null)} />
      <BlockDetailsDialog block={openBlock?.block ?? null} memberName={openBlock?.memberName ?? ''} onOpenChange={(open) => !open && setOpenBlock(null)} />
      <BookingDetailsDialog booking={fullBooking} onOpenChange={(open) => !open && setOpenBookingId(null)} onBookingChange={(booking) => setOpenBookingId(booking?.id ?? null)} />
      <HeldBookingDialog booking={heldBooking} onOpenChange={(open) => !open && setHeldBooking(null)} />
    </section>
  );
}
