import { Moon, Sun } from 'lucide-react';

import { FIGURES } from '@lull/domain/figures';

const windows = [
  { icon: Sun, days: 'Weekdays', hours: FIGURES.offPeakWeekdays },
  { icon: Moon, days: 'Weekend evenings', hours: FIGURES.offPeakWeekends },
] as const;

/** The hero's illustration is a fact, not a mock listing: when off-peak prices usually apply. */
export function OffPeakHoursCard() {
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rotate-3 rounded-[2.5rem] bg-brand-100/70" />
      <div aria-hidden="true" className="absolute -inset-4 -z-10 -rotate-2 rounded-[2.5rem] bg-saving-50" />
      <section
        aria-labelledby="off-peak-hours-heading"
        className="rounded-[2rem] border border-white bg-white/95 p-7 shadow-xl shadow-brand-900/10"
      >
        <p className="inline-flex items-center rounded-full bg-saving-50 px-3 py-1 text-xs font-semibold tracking-wide text-saving-700 uppercase">
          Up to 50% off
        </p>
        <h2 id="off-peak-hours-heading" className="mt-4 font-display text-2xl leading-snug text-stone-900">
          When is off-peak?
        </h2>
        <p className="mt-2 text-sm leading-6 text-stone-700">
          The quiet hours when salons have chairs to fill — and prices to match.
        </p>
        <ul className="mt-6 space-y-3">
          {windows.map(({ icon: Icon, days, hours }) => (
            <li key={days} className="flex items-center gap-4 rounded-2xl bg-stone-50 px-4 py-3.5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1 text-sm font-medium text-stone-700">{days}</span>
              <span className="text-sm font-semibold text-stone-900 tabular-nums">{`${hours.start} – ${hours.end}`}</span>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-xs leading-5 text-stone-600">
          Some salons set their own quiet hours. Every listing shows the off-peak price before you book.
        </p>
      </section>
    </div>
  );
}
