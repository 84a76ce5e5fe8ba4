import type { ImpactFigures, ImpactWeek } from '@lull/domain/contracts/off-peak-impact';
import { CalendarCheck, Clock, PiggyBank, Wallet, type LucideIcon } from 'lucide-react';

import { Skeleton } from '@/components/ui/skeleton';
import { formatDayShort, formatPoundsAsMoney } from '@/lib/format';

/** What the salon's and the admin's off-peak figures share on screen (decision 057). */

/** Minutes as hours: '12.5 h', '0 h'. */
export function formatHours(minutes: number): string {
  return `${(minutes / 60).toLocaleString('en-GB', { maximumFractionDigits: 1 })} h`;
}

/** 'Mon 23 Mar – Sun 29 Mar': the days of a week inside the period. */
export function weekLabel(week: Pick<ImpactWeek, 'from' | 'to'>): string {
  return week.from === week.to ? formatDayShort(week.from) : `${formatDayShort(week.from)} – ${formatDayShort(week.to)}`;
}

/** Utilisation with what it is made of: '25% (1.5 h of 6 h)'; a dash without working time to fill. */
export function formatUtilisation(figures: Pick<ImpactFigures, 'utilisation_percent' | 'booked_minutes' | 'working_minutes'>): string {
  if (figures.working_minutes === 0) return '–';
  return `${figures.utilisation_percent.toLocaleString('en-GB')}% (${formatHours(figures.booked_minutes)} of ${formatHours(figures.working_minutes)})`;
}

interface Card {
  label: string;
  icon: LucideIcon;
  value: (f: ImpactFigures) => string;
  hint: (f: ImpactFigures) => string;
}

const CARDS: readonly Card[] = [
  { label: 'Off-peak bookings', icon: CalendarCheck, value: (f) => String(f.bookings), hint: () => 'Booked through Lull at an off-peak price' },
  { label: 'Revenue after discount', icon: Wallet, value: (f) => formatPoundsAsMoney(f.revenue), hint: () => 'The treatments’ price, less the discount' },
  { label: 'Discount given', icon: PiggyBank, value: (f) => formatPoundsAsMoney(f.discount), hint: () => 'What customers saved' },
  {
    label: 'Quiet time filled',
    icon: Clock,
    value: (f) => (f.working_minutes === 0 ? '–' : `${f.utilisation_percent.toLocaleString('en-GB')}%`),
    hint: (f) => `${formatHours(f.booked_minutes)} booked of ${formatHours(f.working_minutes)} worked in off-peak hours`,
  },
];

/** The period's totals as four cards; skeletons while they load. */
export function ImpactTotals({ label, totals }: { label: string; totals: ImpactFigures | undefined }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map((card) => {
        const Icon = card.icon;
        return (
          <li key={card.label} className="flex h-full min-w-0 flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-stone-700">{card.label}</span>
              {totals ? <span className="mt-1 block font-display text-2xl text-stone-900 tabular-nums">{card.value(totals)}</span> : <Skeleton className="mt-2 h-8 w-20" />}
              {totals ? <span className="mt-1 block text-xs text-stone-600">{card.hint(totals)}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Where the chart goes while it loads. */
export function ChartSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the chart">
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}
