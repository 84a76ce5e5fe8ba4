import { lazy, Suspense, useState } from 'react';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { ChartSkeleton, ImpactTotals, formatUtilisation } from '@/components/dashboard/off-peak-impact-figures';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { type ImpactSalon, useAdminOffPeakImpact } from '../api/admin-off-peak-impact';

// recharts is fetched only when the figures are shown.
const OffPeakImpactChart = lazy(() => import('@/components/dashboard/off-peak-impact-chart'));

const PAGE_SIZE = 10;

const columns: readonly Column<ImpactSalon>[] = [
  {
    header: 'Salon',
    cell: (row) => (
      <span>
        <span className="block font-medium text-stone-900">{row.business_name}</span>
        <span className="block text-xs text-stone-600">{row.active_rules === 0 ? 'Lull’s standard hours' : `${row.active_rules} rule${row.active_rules === 1 ? '' : 's'} of its own`}</span>
      </span>
    ),
  },
  { header: 'City', cell: (row) => row.city },
  { header: 'Bookings', cell: (row) => row.bookings, numeric: true },
  { header: 'Revenue after discount', cell: (row) => formatPoundsAsMoney(row.revenue), numeric: true },
  { header: 'Discount given', cell: (row) => formatPoundsAsMoney(row.discount), numeric: true },
  { header: 'Quiet time filled', cell: (row) => formatUtilisation(row), numeric: true },
];

/**
 * What off-peak did across every salon (decision 057), for the Analytics tab's period: the totals, a chart per week and
 * the salons paged by the server, most off-peak bookings first.
 */
export function OffPeakImpactSection({ from, to }: { from: string; to: string }) {
  const [paging, setPaging] = useState({ from, to, page: 1 });
  // A new period starts again from the first page.
  const page = paging.from === from && paging.to === to ? paging.page : 1;
  const impact = useAdminOffPeakImpact({ from, to, page, pageSize: PAGE_SIZE });
  const data = impact.data;
  const failed = impact.isError ? { message: errorMessage(impact.error, 'We could not load the off-peak figures.'), retry: () => void impact.refetch() } : null;

  return (
    <section aria-labelledby="off-peak-impact-heading" className="min-w-0 space-y-4">
      <div>
        <h3 id="off-peak-impact-heading" className="font-display text-xl text-stone-900">
          What off-peak did for salons
        </h3>
        <p className="mt-1 text-sm text-stone-600">Off-peak bookings by the London week of the appointment, and how much of the salons’ working time in their off-peak hours was booked.</p>
      </div>
      {failed ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>{failed.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={failed.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ImpactTotals label="Off-peak figures across salons" totals={data?.totals} />
          {!data ? (
            <ChartSkeleton />
          ) : data.totals.bookings === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-700">No off-peak bookings in this period yet</p>
          ) : (
            <Suspense fallback={<ChartSkeleton />}>
              <OffPeakImpactChart id="admin-off-peak-impact-chart" title="Off-peak bookings per week, all salons" weeks={data.weeks} />
            </Suspense>
          )}
          <DataTable
            caption="Salons by off-peak bookings"
            columns={columns}
            rows={data?.salons.items}
            rowKey={(row) => row.merchant_id}
            isLoading={impact.isFetching}
            empty="No listed salons yet"
            paging={data ? { page, pageSize: PAGE_SIZE, total: data.salons.total, onPage: (next) => setPaging({ from, to, page: next }) } : undefined}
          />
        </>
      )}
    </section>
  );
}
