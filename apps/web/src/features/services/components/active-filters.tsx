import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';
import { TIME_OF_DAY_WINDOWS } from '@lull/domain/search-when';
import { X } from 'lucide-react';

import { searchDayLabel } from '@/components/catalogue/search-when';
import { todayInLondon } from '@/lib/booking-slots';
import { chooseDate, chooseTimeOfDay, clearAllFilters, clearDistance, toggleCategory, togglePrice, type CatalogueFilters } from '../search-params';

interface ActiveFilter {
  key: string;
  label: string;
  remove: (filters: CatalogueFilters) => CatalogueFilters;
}

function distanceLabel(filters: CatalogueFilters): string | null {
  const place = filters.postcode !== '' ? filters.postcode : filters.lat !== null ? 'your location' : null;
  if (place === null) return null;
  if (filters.withinMiles === null) return `Near ${place}`;
  return `Within ${filters.withinMiles} ${filters.withinMiles === 1 ? 'mile' : 'miles'} of ${place}`;
}

/**
 * Every filter in force, in the order the page shows them, each with how to take it away. Removing the day takes
 * its part of the day too (a part of the day needs a day); removing the part of the day keeps the day.
 */
export function activeFilters(filters: CatalogueFilters, today: string = todayInLondon()): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (filters.search !== '') list.push({ key: 'search', label: `“${filters.search}”`, remove: (f) => ({ ...f, search: '' }) });
  if (filters.date !== '') list.push({ key: 'date', label: searchDayLabel(filters.date, today), remove: (f) => chooseDate(f, '') });
  if (filters.timeOfDay) {
    list.push({ key: 'time_of_day', label: TIME_OF_DAY_WINDOWS[filters.timeOfDay].label, remove: (f) => chooseTimeOfDay(f, null) });
  }
  for (const category of filters.categories) {
    list.push({ key: `category:${category}`, label: category, remove: (f) => toggleCategory(f, category) });
  }
  for (const id of filters.price) {
    const chip = PRICE_CHIPS.find((c) => c.id === id);
    if (chip) list.push({ key: `price:${id}`, label: chip.label, remove: (f) => togglePrice(f, id) });
  }
  const distance = distanceLabel(filters);
  if (distance !== null) list.push({ key: 'distance', label: distance, remove: clearDistance });
  return list;
}

/** The filters in force as removable chips, plus Clear all. */
export function ActiveFilters({ filters, onChange }: { filters: CatalogueFilters; onChange: (next: CatalogueFilters) => void }) {
  const list = activeFilters(filters);
  if (list.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {list.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              onClick={() => onChange(filter.remove(filters))}
              aria-label={`Remove filter: ${filter.label}`}
              className="inline-flex h-8 items-center gap-1 rounded-full bg-stone-900/5 py-1 pr-2 pl-3 text-sm font-medium text-stone-800 transition-colors hover:bg-stone-900/10"
            >
              {filter.label}
              <X className="size-3.5 text-stone-600" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(clearAllFilters(filters))}
        className="rounded-sm px-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
