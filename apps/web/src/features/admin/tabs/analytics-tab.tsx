import { Banknote, CalendarCheck, CalendarDays, CalendarX, Percent, PiggyBank, Receipt, Sunrise, UserPlus, UserX, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { type AdminAnalytics, type AnalyticsTopSalon, type AnalyticsTopService, useAdminAnalytics } from '../api/admin-analytics';
import { OffPeakImpactSection } from '../analytics/off-peak-impact-section';
import { ExportPanel } from '../components/export-panel';
import { PeriodPicker, showDate, usePeriod } from '../components/period-picker';

// recharts is only in this chunk, fetched when the tab opens: neither the customer pages nor the other tabs carry it.
const AnalyticsCharts = lazy(() => import('../analytics/analytics-charts'));

const showPercent = (value: number | null) => (value === null ? '–' : `${value.toLocaleString('en-GB')}%`);
const showMoney = (value: number | null) => (value === null ? '–' : formatPoundsAsMoney(value));

interface Card {
  label: string;
  value: (data: AdminAnalytics) => string;
  /** What the figure is made of, in the reader's words (decision 023). */
  hint: (data: AdminAnalytics) => string;
  icon: LucideIcon;
}

const CARDS: readonly Card[] = [
  { label: 'Platform revenue', icon: Banknote, value: (d) => formatPoundsAsMoney(d.totals.platform_revenue), hint: () => 'Lull’s fees on paid bookings, less refunds of them' },
  { label: 'Paid bookings', icon: CalendarCheck, value: (d) => String(d.totals.paid_bookings), hint: (d) => `Of ${d.totals.bookings_made} booking${d.totals.bookings_made === 1 ? '' : 's'} made` },
  { label: 'Gross booking value', icon: Receipt, value: (d) => formatPoundsAsMoney(d.totals.gross_booking_value), hint: () => 'What customers paid for paid bookings' },
  { label: 'Average booking value', icon: PiggyBank, value: (d) => showMoney(d.totals.average_booking_value), hint: () => 'Per paid booking' },
  { label: 'Hold-to-paid conversion', icon: Percent, value: (d) => showPercent(d.totals.hold_to_paid_percent), hint: (d) => `${d.totals.paid_bookings} of ${d.totals.bookings_made} holds were paid` },
  { label: 'Cancellation rate', icon: CalendarX, value: (d) => showPercent(d.totals.cancellation_percent), hint: (d) => `${d.totals.cancelled_bookings} paid booking${d.totals.cancelled_bookings === 1 ? '' : 's'} cancelled` },
  { label: 'No-show rate', icon: UserX, value: (d) => showPercent(d.totals.no_show_percent), hint: (d) => `${d.totals.no_show_bookings} of ${d.totals.completed_bookings + d.totals.no_show_bookings} settled appointments` },
  { label: 'Off-peak share', icon: Sunrise, value: (d) => showPercent(d.totals.off_peak_percent), hint: (d) => `${d.totals.off_peak_bookings} paid bookings at an off-peak price` },
  { label: 'New customers', icon: UserPlus, value: (d) => String(d.totals.new_customers), hint: () => 'Customer accounts created' },
  { label: 'Bookings made', icon: CalendarDays, value: (d) => String(d.totals.bookings_made), hint: () => 'Holds started, paid or not' },
];

function StatCard({ card, data }: { card: Card; data: AdminAnalytics | undefined }) {
  const Icon = card.icon;
  return (
    // Icon above the figure: five across on a wide screen leave too little room beside it.
    <li className="flex h-full min-w-0 flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-stone-700">{card.label}</span>
        {data ? <span className="mt-1 block font-display text-2xl text-stone-900 tabular-nums">{card.value(data)}</span> : <Skeleton className="mt-2 h-8 w-20" />}
        {data ? <span className="mt-1 block text-xs text-stone-600">{card.hint(data)}</span> : null}
      </span>
    </li>
  );
}

const paidColumns = <Row extends { paid_bookings: number; booking_value: number; platform_revenue: number }>(): Column<Row>[] => [
  { header: 'Paid bookings', cell: (row) => row.paid_bookings, numeric: true },
  { header: 'Booking value', cell: (row) => formatPoundsAsMoney(row.booking_value), numeric: true },
  { header: 'Platform revenue', cell: (row) => formatPoundsAsMoney(row.platform_revenue), numeric: true },
];

const serviceColumns: readonly Column<AnalyticsTopService>[] = [
  { header: 'Service', cell: (row) => <span className="font-medium text-stone-900">{row.name}</span> },
  { header: 'Salon', cell: (row) => row.merchant_business_name },
  ...paidColumns<AnalyticsTopService>(),
];

const salonColumns: readonly Column<AnalyticsTopSalon>[] = [
  { header: 'Salon', cell: (row) => <span className="font-medium text-stone-900">{row.business_name}</span> },
  { header: 'City', cell: (row) => row.city },
  ...paidColumns<AnalyticsTopSalon>(),
];

function ChartsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the charts" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-80 w-full rounded-2xl" />
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}

/** Analytics (decision 023): figures over a period from real bookings, two charts, the top 5s, the exports. */
export function AnalyticsTab() {
  const period = usePeriod();
  const analytics = useAdminAnalytics({ from: period.from, to: period.to });
  const data = analytics.data;
  const empty = data !== undefined && data.totals.bookings_made === 0;
  const failed = analytics.isError ? { message: errorMessage(analytics.error, 'We could not load the figures.'), retry: () => void analytics.refetch() } : null;

  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <div>
        <h2 id="analytics-heading" className="font-display text-2xl text-stone-900">
          Analytics
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {showDate(period.from)} to {showDate(period.to)}, by the London day bookings were made.
        </p>
      </div>
      <PeriodPicker {...period} />
      {failed ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>{failed.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={failed.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul aria-label="Figures for the period" aria-busy={analytics.isFetching} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5">
            {CARDS.map((card) => (
              <StatCard key={card.label} card={card} data={data} />
            ))}
          </ul>
          {!data ? (
            <ChartsSkeleton />
          ) : empty ? (
            <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-700">No bookings in this period</p>
          ) : (
            <>
              <Suspense fallback={<ChartsSkeleton />}>
                <AnalyticsCharts days={data.days} />
              </Suspense>
              <div className="grid gap-4 xl:grid-cols-2">
                <section aria-labelledby="top-services-heading" className="min-w-0 space-y-3">
                  <h3 id="top-services-heading" className="font-display text-xl text-stone-900">
                    Top services
                  </h3>
                  <DataTable caption="Top 5 services by paid bookings" columns={serviceColumns} rows={data.top_services} rowKey={(row) => row.id} isLoading={false} empty="No paid bookings in this period" />
                </section>
                <section aria-labelledby="top-salons-heading" className="min-w-0 space-y-3">
                  <h3 id="top-salons-heading" className="font-display text-xl text-stone-900">
                    Top salons
                  </h3>
                  <DataTable caption="Top 5 salons by paid bookings" columns={salonColumns} rows={data.top_salons} rowKey={(row) => row.id} isLoading={false} empty="No paid bookings in this period" />
                </section>
              </div>
            </>
          )}
        </>
      )}
      {failed ? null : <OffPeakImpactSection from={period.from} to={period.to} />}
      <ExportPanel />
    </section>
  );
}
