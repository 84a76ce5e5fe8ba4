import { SEARCH_SORTS, SEARCH_SORT_LABELS, SEARCH_WHEN_MESSAGES, type SearchSort } from '@lull/domain/search-when';
import { ArrowDownUp, CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

import { DayOptions, TimeOfDayOptions, isTimeOfDay } from '@/components/catalogue/when-options';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { todayInLondon } from '@/lib/booking-slots';
import { chooseDate, chooseTimeOfDay, hasOrigin, type CatalogueFilters } from '../search-params';

interface WhenAndSortProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  today?: string;
}

const isSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);

/** A labelled native select with an icon in front: the phone's own picker, the keyboard's own keys. */
function IconSelect({ id, label, icon, children, className, ...props }: {
  id: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {label}
      </Label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 z-10 -translate-y-1/2 text-stone-500" aria-hidden="true">
          {icon}
        </span>
        <Select
          id={id}
          name={id}
          value={props.value}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
          className="[&_select]:pl-9"
        >
          {children}
        </Select>
      </div>
    </div>
  );
}

/**
 * When the visitor is free (a day up to two weeks ahead and a part of it) and the results' order, each applied as
 * soon as it is chosen. Choosing a part of the day with no day searches today; Nearest needs a place to measure from.
 */
export function WhenAndSort({ filters, onChange, today = todayInLondon() }: WhenAndSortProps) {
  const canSortByDistance = hasOrigin(filters);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,15rem)_1fr_minmax(0,12rem)] sm:items-end">
      <IconSelect
        id="search-date"
        label="Day"
        icon={<CalendarDays className="size-4" />}
        value={filters.date}
        onChange={(date) => onChange(chooseDate(filters, date))}
      >
        <DayOptions today={today} />
      </IconSelect>
      <IconSelect
        id="search-time-of-day"
        label="Time of day"
        icon={<Clock className="size-4" />}
        value={filters.timeOfDay ?? ''}
        onChange={(value) => onChange(chooseTimeOfDay(filters, isTimeOfDay(value) ? value : null, today))}
      >
        <TimeOfDayOptions />
      </IconSelect>
      <div aria-hidden="true" className="hidden sm:block" />
      <IconSelect
        id="search-sort"
        label="Sort by"
        icon={<ArrowDownUp className="size-4" />}
        value={filters.sort}
        onChange={(value) => onChange({ ...filters, sort: isSort(value) ? value : 'best' })}
        describedBy={canSortByDistance ? undefined : 'search-sort-hint'}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort} disabled={sort === 'distance' && !canSortByDistance}>
            {sort === 'distance' && !canSortByDistance ? `${SEARCH_SORT_LABELS[sort]} (add a postcode)` : SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </IconSelect>
      {canSortByDistance ? null : (
        <p id="search-sort-hint" className="sr-only">
          {SEARCH_WHEN_MESSAGES.distanceSort}
        </p>
      )}
    </div>
  );
}
