import { SEARCH_SORTS, SEARCH_SORT_LABELS, SEARCH_WHEN_MESSAGES, type SearchSort } from '@lull/domain/search-when';
import { ArrowDownUp, CalendarDays, Clock } from 'lucide-react';

import { DayOptions, TimeOfDayOptions, isTimeOfDay } from '@/components/catalogue/when-options';
import { IconSelect } from '@/components/ui/icon-select';
import { todayInLondon } from '@/lib/booking-slots';
import { chooseDate, chooseTimeOfDay, hasOrigin, type CatalogueFilters } from '../search-params';

interface WhenAndSortProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  today?: string;
}

const isSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);

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
