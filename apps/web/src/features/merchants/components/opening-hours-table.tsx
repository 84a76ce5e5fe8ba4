import { londonWeekday, type Weekday } from '@lull/domain/london-time';
import { formatOpeningHours, parseOpeningHours } from '@lull/domain/merchant-hours';

import { cn } from '@/components/ui/cn';
import { todayInLondon } from '@/lib/booking-slots';

const WEEK: readonly { day: Weekday; name: string }[] = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
];

/**
 * The business's availability_hours text as a week, Monday first, today picked out. Text the parser cannot
 * read at all is shown as the merchant wrote it rather than as an empty table.
 */
export function OpeningHoursTable({ text, today = todayInLondon() }: { text: string; today?: string }) {
  const week = parseOpeningHours(text);
  if (formatOpeningHours(week) === '') {
    return text.trim() === '' ? (
      <p className="text-sm text-stone-600">Opening hours not listed yet.</p>
    ) : (
      <p className="text-sm whitespace-pre-line text-stone-700">{text}</p>
    );
  }
  const todayWeekday = londonWeekday(today);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours</caption>
      <tbody>
        {WEEK.map(({ day, name }) => {
          const hours = week[day];
          const isToday = day === todayWeekday;
          const text =
            hours === undefined
              ? 'Not listed'
              : hours === 'closed' || hours.length === 0
                ? 'Closed'
                : hours.map((range) => `${range.open} – ${range.close}`).join(', ');
          return (
            <tr key={day} className={cn(isToday && 'font-semibold text-stone-900')} aria-current={isToday ? 'date' : undefined}>
              <th scope="row" className={cn('py-1 pr-4 text-left align-top', isToday ? 'font-semibold' : 'font-normal text-stone-700')}>
                {name}
                {isToday ? <span className="ml-1.5 rounded-full bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">Today</span> : null}
              </th>
              <td className={cn('py-1 text-right tabular-nums', hours === 'closed' ? 'text-stone-600' : 'text-stone-800')}>{text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
