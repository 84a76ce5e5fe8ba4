import { londonWeekday } from '@lull/domain/london-time';
import { useEffect, useRef } from 'react';

import { cn } from '@/components/ui/cn';
import { outsideTakeover } from '@/lib/early-clicks';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface DateStripProps {
  dates: readonly string[];
  selected: string;
  today: string;
  onSelect: (date: string) => void;
  /** How many free times each date has; absent while they load. */
  counts?: ReadonlyMap<string, number>;
}

/** The 14 date choices as one horizontal, scrollable row of toggle buttons. */
export function DateStrip({ dates, selected, today, onSelect, counts }: DateStripProps) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  // A date chosen by the link (?date=) may sit off to the right on a phone: bring it into view.
  useEffect(() => outsideTakeover(() => selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })), [selected]);
  return (
    <ul aria-label="Choose a date" className="relative -mx-4 flex snap-x gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:px-0">
      {dates.map((date) => {
        const [, month = '1', day = '1'] = date.split('-');
        const weekday = londonWeekday(date);
        const count = counts?.get(date);
        const full = count === 0;
        const pressed = date === selected;
        const label = date === today ? 'Today' : DAYS[weekday];
        return (
          <li key={date} className="snap-start">
            <button
              ref={pressed ? selectedRef : undefined}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(date)}
              className={cn(
                'relative flex w-16 flex-col items-center rounded-2xl border px-2 py-2.5 text-center transition-colors',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                  : 'border-stone-200 bg-white hover:border-brand-300 hover:bg-brand-50',
                !pressed && (full ? 'text-stone-500' : 'text-stone-800'),
              )}
            >
              <span className="text-xs font-medium">{label}</span>
              <span className="font-display text-2xl leading-tight tabular-nums">{Number(day)}</span>
              <span className="text-xs">{MONTHS[Number(month) - 1]}</span>
              <span className="sr-only">
                , {LONG_DAYS[weekday]}
                {full ? ', no free times' : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
