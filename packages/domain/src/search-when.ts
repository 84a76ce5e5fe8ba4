import { type IsoDate, type WallTime, addDaysToDate, isIsoDate, minutesOf } from './london-time';

/*
 * Searching by when (decision 052): a day up to two weeks ahead and a part of that day, in London time, and the
 * orders results can be sorted in. The API checks a query with these and the services page offers the same choices.
 */

/** Today and the next 13 days: the days a search can ask for, like the booking page's date strip. */
export const SEARCH_DAYS = 14;

export const TIME_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIME_OF_DAY)[number];

/** Each part of the day as minutes after London midnight, start inclusive, end exclusive, with its label. */
export const TIME_OF_DAY_WINDOWS: Readonly<Record<TimeOfDay, { from: number; until: number; label: string; hint: string }>> = Object.freeze({
  morning: { from: 0, until: 12 * 60, label: 'Morning', hint: 'before 12:00' },
  afternoon: { from: 12 * 60, until: 17 * 60, label: 'Afternoon', hint: '12:00–17:00' },
  evening: { from: 17 * 60, until: 24 * 60, label: 'Evening', hint: 'from 17:00' },
});

/** Whether a start time falls in a part of the day; any time does without one. */
export function isInTimeOfDay(time: WallTime, timeOfDay: TimeOfDay | undefined): boolean {
  if (!timeOfDay) return true;
  const minutes = minutesOf(time);
  const window = TIME_OF_DAY_WINDOWS[timeOfDay];
  return minutes >= window.from && minutes < window.until;
}

export const SEARCH_WHEN_MESSAGES = Object.freeze({
  date: `Choose a day from today to ${SEARCH_DAYS - 1} days ahead.`,
  distanceSort: 'Enter a postcode or share your location to sort by distance.',
});

/** The days a search can ask for, today first. */
export function searchDates(today: IsoDate): IsoDate[] {
  return Array.from({ length: SEARCH_DAYS }, (_unused, index) => addDaysToDate(today, index));
}

/** Why a day cannot be searched (not a date, past, or more than two weeks ahead), or null. */
export function searchDateProblem(date: string, today: IsoDate): string | null {
  if (!isIsoDate(date) || date < today || date > addDaysToDate(today, SEARCH_DAYS - 1)) return SEARCH_WHEN_MESSAGES.date;
  return null;
}

export const SEARCH_SORTS = ['best', 'price', 'saving', 'distance', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Readonly<Record<SearchSort, string>> = Object.freeze({
  best: 'Best match',
  price: 'Lowest price',
  saving: 'Biggest saving',
  distance: 'Nearest',
  rating: 'Best rated',
});

/**
 * Best rated ranks a business by its average only once it has this many visible reviews (every review on Lull comes
 * from a completed booking); one with fewer follows them all, so a single 5-star review does not come first.
 */
export const MIN_REVIEWS_TO_RANK = 3;

/**
 * The home page's Last-minute today row: the cheapest times still free today within 10 miles of the visitor, or of
 * central London when the page knows no position.
 */
export const LAST_MINUTE = Object.freeze({ limit: 8, maxLimit: 24, withinMiles: 10, centralLondon: Object.freeze({ lat: 51.5074, lng: -0.1278 }) });
