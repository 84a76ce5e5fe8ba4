import { addDaysToDate, londonWeekday, type IsoDate } from '@lull/domain/london-time';
import { TIME_OF_DAY, TIME_OF_DAY_WINDOWS, searchDates, type TimeOfDay } from '@lull/domain/search-when';

/*
 * How the services page and the home search name the days and parts of the day a search can ask for (decision 052).
 * The choices themselves (14 days, three parts of the day) come from packages/domain/src/search-when.ts.
 */

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Today', 'Tomorrow', else the weekday with its date ('Tue 1 Dec'), so a chip never leaves the day in doubt. */
export function searchDayLabel(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Today';
  if (date === addDaysToDate(today, 1)) return 'Tomorrow';
  const [, month = '1', day = '1'] = date.split('-');
  return `${SHORT_DAYS[londonWeekday(date)]} ${Number(day)} ${SHORT_MONTHS[Number(month) - 1] ?? ''}`;
}

/** The days a visitor can choose, today first, each with its label. */
export function searchDayOptions(today: IsoDate): { date: IsoDate; label: string }[] {
  return searchDates(today).map((date) => ({ date, label: searchDayLabel(date, today) }));
}

/** The parts of the day as a choice reads: 'Evening, from 17:00'. */
export const TIME_OF_DAY_OPTIONS: readonly { value: TimeOfDay; label: string; choice: string }[] = TIME_OF_DAY.map((value) => ({
  value,
  label: TIME_OF_DAY_WINDOWS[value].label,
  choice: `${TIME_OF_DAY_WINDOWS[value].label}, ${TIME_OF_DAY_WINDOWS[value].hint}`,
}));

const PART_OF_TODAY: Record<TimeOfDay, string> = { morning: 'this morning', afternoon: 'this afternoon', evening: 'this evening' };

/**
 * When a search is for, as the end of a sentence: 'today', 'this evening', 'tomorrow morning',
 * 'on Tue 1 Dec in the afternoon'.
 */
export function searchWhenPhrase(date: IsoDate, timeOfDay: TimeOfDay | null, today: IsoDate): string {
  if (date === today) return timeOfDay ? PART_OF_TODAY[timeOfDay] : 'today';
  if (date === addDaysToDate(today, 1)) return timeOfDay ? `tomorrow ${timeOfDay}` : 'tomorrow';
  const day = `on ${searchDayLabel(date, today)}`;
  return timeOfDay ? `${day} in the ${timeOfDay}` : day;
}
