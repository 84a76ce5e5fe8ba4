import type { TimeOfDay } from '@lull/domain/search-when';
import { CalendarDays, Clock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { SearchTextInput } from '@/components/catalogue/search-text-input';
import { DayOptions, TimeOfDayOptions, isTimeOfDay } from '@/components/catalogue/when-options';
import { Button } from '@/components/ui/button';
import { IconSelect } from '@/components/ui/icon-select';
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
        <SearchTextInput id="home-search" value={text} onChange={setText} placeholder="Try ‘nails’ or ‘massage’" />
        <Button type="submit" size="md">
          Search
        </Button>
      </div>
      <div className="mt-3 flex gap-2">
        <IconSelect
          variant="pill"
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
        </IconSelect>
        <IconSelect
          variant="pill"
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
        </IconSelect>
      </div>
    </form>
  );
}
