import { BUSINESS_DAYS, BUSINESS_HOUR_STEPS, type BusinessWeek, type DayOpening } from '@lull/domain/business-hours';

import { FieldError } from '../ui/form-error';
import { Select } from '../ui/select';

/** One of the half-hour steps a day may open or close at. */
function TimeSelect({ label, value, onChange, invalid = false }: { label: string; value: string; onChange: (time: string) => void; invalid?: boolean }) {
  return (
    <Select
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? 'business-hours-error' : undefined}
      className="w-28"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {BUSINESS_HOUR_STEPS.map((time) => (
        <option key={time}>{time}</option>
      ))}
    </Select>
  );
}

interface BusinessHoursFieldProps {
  value: BusinessWeek;
  onChange: (week: BusinessWeek) => void;
  error?: string;
}

/** The week as a table of days: each open (with its opening and closing time, on the half hour) or closed. */
export function BusinessHoursField({ value, onChange, error }: BusinessHoursFieldProps) {
  const setDay = (day: (typeof BUSINESS_DAYS)[number], opening: DayOpening) => onChange({ ...value, [day]: opening });
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'business-hours-error' : undefined}>
      <legend className="sr-only">Business hours</legend>
      <p className="text-sm text-stone-600">When you are usually open. You choose your off-peak hours later, in your dashboard.</p>
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {BUSINESS_DAYS.map((day) => {
          const opening = value[day];
          const id = `hours-${day.toLowerCase()}`;
          return (
            <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="flex w-36 items-center gap-3">
                <input
                  id={`${id}-open`}
                  type="checkbox"
                  className="size-5 cursor-pointer accent-brand-700"
                  checked={!opening.closed}
                  onChange={(event) =>
                    setDay(day, event.target.checked ? { closed: false, open: '09:00', close: '17:00' } : { closed: true })
                  }
                />
                <label htmlFor={`${id}-open`} className="cursor-pointer text-sm font-medium text-stone-900">
                  {day}
                </label>
              </div>
              {opening.closed ? (
                <span className="text-sm text-stone-600">Closed</span>
              ) : (
                <div className="flex items-center gap-2">
                  <TimeSelect label={`${day} opens at`} value={opening.open} onChange={(open) => setDay(day, { ...opening, open })} />
                  <span className="text-sm text-stone-600">to</span>
                  <TimeSelect
                    label={`${day} closes at`}
                    value={opening.close}
                    onChange={(close) => setDay(day, { ...opening, close })}
                    // The error names the day (decision 040); its closing time is marked too.
                    invalid={error !== undefined && BUSINESS_HOUR_STEPS.indexOf(opening.close) <= BUSINESS_HOUR_STEPS.indexOf(opening.open)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <FieldError id="business-hours-error" message={error} />
    </fieldset>
  );
}
