import type { TimeOfDay } from '@lull/domain/search-when';
import { CalendarDays, ChevronDown, Clock, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { DayOptions, TimeOfDayOptions, isTimeOfDay } from '@/components/catalogue/when-options';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { todayInLondon } from '@/lib/booking-slots';


/**
 * The services page's address for a search from the hero: its own names (search, date, time_of_day). A part of
 * the day with no day chosen is today's, as on the services page.
 */
export function servicesHref(search: string, date: string, timeOfDay: TimeOfDay | null, today: string = todayInLondon()): string {
  const params = new URLSearchParams();
  if (search !== '') params.set('search', search);
  const day = date !== '' ? date : timeOfDay ? today : '';
  if (day !== '') params.set('date', day);
  if (day !== '' && timeOfDay) params.set('time_of_day', timeOfDay);
  return params.size > 0 ? `/services?${params.toString()}` : '/services';
}

/** A small pill-shaped native select, named by a label only screen readers need (its shown option says what it is). */
function PillSelect({ id, label, icon, value, onChange, children, className }: {
  id: string;
  className?: string;
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="pointer-events-none absolute top-1/2 left-2.5 hidden -translate-y-1/2 text-brand-700 sm:block" aria-hidden="true">
        {icon}
      </span>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full appearance-none truncate rounded-full border border-stone-200 bg-white/90 pr-7 pl-3.5 text-sm font-medium text-stone-800 shadow-xs transition-colors hover:border-brand-300 focus-visible:border-brand-500 sm:w-auto sm:pl-8"
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
    </div>
  );
}

/** The hero's search: what, and optionally when (a day up to two weeks ahead, a part of it), sent to /services. */
export function ServiceSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay | null>(null);
  const today = todayInLondon();

  return (
    <form
      role="search"
      aria-label="Search treatments"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(servicesHref(text.trim(), date, timeOfDay, today));
      }}
    >
      <div className="flex w-full items-center gap-2 rounded-full border border-stone-200 bg-white p-1.5 pl-4 shadow-lg shadow-brand-900/5 focus-within:border-brand-400 sm:pl-5">
        <Search className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
        <label htmlFor="home-search" className="sr-only">
          Search treatments or salons
        </label>
        <input
          id="home-search"
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Try ‘nails’ or ‘massage’"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 bg-transparent text-base text-stone-900 placeholder:text-stone-500 focus:outline-none focus-visible:outline-none"
        />
        <Button type="submit" size="md">
          Search
        </Button>
      </div>
      <div className="mt-3 flex gap-2">
        <PillSelect
          id="home-search-date"
          className="flex-none"
          label="Day"
          icon={<CalendarDays className="size-4" />}
          value={date}
          onChange={(value) => {
            setDate(value);
            if (value === '') setTimeOfDay(null);
          }}
        >
          <DayOptions today={today} />
        </PillSelect>
        <PillSelect
          id="home-search-time-of-day"
          // The longer choice ('Evening, from 17:00') takes the rest of a phone's width.
          className="min-w-0 flex-1 sm:flex-none"
          label="Time of day"
          icon={<Clock className="size-4" />}
          value={timeOfDay ?? ''}
          onChange={(value) => {
            const next = isTimeOfDay(value) ? value : null;
            setTimeOfDay(next);
            if (next && date === '') setDate(today);
          }}
        >
          <TimeOfDayOptions />
        </PillSelect>
      </div>
    </form>
  );
}
