import { TIME_OF_DAY, type TimeOfDay } from '@lull/domain/search-when';

import { TIME_OF_DAY_OPTIONS, searchDayOptions } from './search-when';

/** Whether a select's value is a part of the day (the empty 'Any time' is not). */
export const isTimeOfDay = (value: string): value is TimeOfDay => (TIME_OF_DAY as readonly string[]).includes(value);

/** A day select's choices: Any day, then today and the next 13 days by name. */
export function DayOptions({ today }: { today: string }) {
  return (
    <>
      <option value="">Any day</option>
      {searchDayOptions(today).map((day) => (
        <option key={day.date} value={day.date}>
          {day.label}
        </option>
      ))}
    </>
  );
}

/** A time-of-day select's choices: Any time, then 'Morning, before 12:00' and the others. */
export function TimeOfDayOptions() {
  return (
    <>
      <option value="">Any time</option>
      {TIME_OF_DAY_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.choice}
        </option>
      ))}
    </>
  );
}
