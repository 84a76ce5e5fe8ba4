import { BOOKING_WINDOW_DAYS } from '@lull/domain/booking-window';
import { nextDates } from '@lull/domain/london-time';
import { useState } from 'react';

interface SlotSelectionOptions {
  /** London's date today. */
  today: string;
  /** From the link (or the time held before going back); ignored outside the booking window. */
  initialDate: string | null;
  initialTime: string | null;
  /** The free times per day; undefined until they have loaded. */
  days: { date: string; times: string[] }[] | undefined;
}

/** The date shown and the time chosen on the Date & Time step, kept to what is actually free. */
export function useSlotSelection({ today, initialDate, initialTime, days = [] }: SlotSelectionOptions) {
  const dates = nextDates(today, BOOKING_WINDOW_DAYS);
  const fromLink = initialDate !== null && dates.includes(initialDate);
  const [date, setDate] = useState(fromLink ? initialDate : null);
  const [time, setTime] = useState<string | null>(fromLink ? initialTime : null);

  // With no date in the link, open on the first day that has a free time.
  const shownDate = date ?? days.find((day) => day.times.length > 0)?.date ?? today;
  const times = days.find((day) => day.date === shownDate)?.times ?? [];
  // A time only counts while it is still free (a pre-filled one may have gone).
  const chosenTime = time !== null && times.includes(time) ? time : null;

  return {
    /** Every day of the booking window. */
    dates,
    shownDate,
    /** The free times of the day shown. */
    times,
    chosenTime,
    chooseDate(next: string) {
      setDate(next);
      setTime(null);
    },
    chooseTime(next: string) {
      setDate(shownDate);
      setTime(next);
    },
    /** Stay on the date shown while the times change under it (another professional's), keeping the time if it is still free. */
    keepDate() {
      setDate(shownDate);
    },
    /** The chosen time was taken by someone else. */
    forgetTime() {
      setTime(null);
    },
  };
}
