import type { ImpactRule } from '@lull/domain/contracts/off-peak-impact';
import { londonDateOf } from '@lull/domain/london-time';
import { impactPeriod } from '@lull/domain/off-peak-impact';
import { lazy, Suspense, useState } from 'react';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { DateRangeForm } from '@/components/dashboard/date-range-form';
import { ChartSkeleton, ImpactTotals, formatUtilisation } from '@/components/dashboard/off-peak-impact-figures';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatPoundsAsMoney } from '@/lib/format';
import { useOffPeakImpact } from '../api/off-peak-impact';

// recharts is fetched only when the figures are shown.
const OffPeakImpactChart = lazy(() => import('@/components/dashboard/off-peak-impact-chart'));

export const OFF_PEAK_IMPACT_EMPTY = 'No off-peak bookings in this period yet';

function discountText(rule: ImpactRule): string {
  if (rule.key === 'other') return 'Rules you have since changed';
  if (rule.discount_percentage !== null) return `${rule.discount_percentage}% off`;
  return rule.schedule_id === null ? 'Each service’s own off-peak price' : 'Your fixed off-peak prices';
}

const columns: readonly Column<ImpactRule>[] = [
  {
    header: 'Off-peak rule',
    cell: (rule) => (
      <span>
        <span className="block font-medium text-stone-900">{rule.label}</span>
        <span className="block text-xs text-stone-600">{discountText(rule)}</span>
      </span>
    ),
  },
  { header: 'Bookings', cell: (rule) => rule.totals.bookings, numeric: true },
  { header: 'Revenue after discount', cell: (rule) => formatPoundsAsMoney(rule.totals.revenue), numeric: true },
  { header: 'Discount given', cell: (rule) => formatPoundsAsMoney(rule.totals.discount), numeric: true },
  { header: 'Quiet time filled', cell: (rule) => formatUtilisation(rule.totals), numeric: true },
];

export function OffPeakImpactPanel() {
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const impact = useOffPeakImpact(period);
  const data = impact.data;
  const failed = impact.isError ? { message: errorMessage(impact.error, 'We could not load your off-peak figures.'), retry: () => void impact.refetch() } : null;
  const empty = data !== undefined && data.totals.bookings === 0;

  return (
    <section aria-labelledby="off-peak-impact-heading" className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-6">
      <div>
        <h3 id="off-peak-impact-heading" className="font-display text-xl text-stone-900">
          What off-peak did for you
        </h3>
        <p className="mt-1 text-sm text-stone-700">
          {data ? `${formatDay(data.from)} to ${formatDay(data.to)}. ` : ''}
          Bookings Lull brought in your quiet hours, and how much of your team’s working time in them was booked.
        </p>
      </div>
      {data ? (
        // Keyed by the answer's period, so each answer starts the fields afresh.
        <DateRangeForm
          key={`${data.from}/${data.to}`}
          initial={{ from: data.from, to: data.to }}
          label="Period of the figures"
          submitLabel="Show period"
          check={(draft) => {
            const result = impactPeriod({ from: draft.from || undefined, to: draft.to || undefined }, londonDateOf(new Date()));
            return result.ok ? result.period : result.error;
          }}
          onApply={setPeriod}
        >
          <Button type="button" variant="ghost" onClick={() => setPeriod(null)}>
            Last 12 weeks
          </Button>
        </DateRangeForm>
      ) : null}
      {failed ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>{failed.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={failed.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ImpactTotals label="Off-peak figures for the period" totals={data?.totals} />
          {!data ? (
            <ChartSkeleton />
          ) : empty ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">{OFF_PEAK_IMPACT_EMPTY}</p>
          ) : (
            <Suspense fallback={<ChartSkeleton />}>
              <OffPeakImpactChart id="off-peak-impact-chart" title="Off-peak bookings per week" weeks={data.weeks} />
            </Suspense>
          )}
          <DataTable
            caption="Your off-peak rules and what each brought in"
            columns={columns}
            rows={data?.rules}
            rowKey={(rule) => rule.key}
            isLoading={impact.isFetching}
            empty="You have no off-peak rules yet."
          />
          <p className="text-xs text-stone-600">
            Counted: bookings at an off-peak price that were confirmed, completed or missed (no-show); never cancellations or unpaid holds. Quiet time filled is
            the time booked inside the rule’s hours over the time your team works in them, less breaks, time off and other blocked time.
          </p>
        </>
      )}
    </section>
  );
}
