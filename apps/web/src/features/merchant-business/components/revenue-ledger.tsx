import type { RevenueEntry } from '@lull/domain/contracts/payouts';
import { formatLondonDate, formatLondonDateTime } from '@lull/domain/london-format';
import { poundsToPence } from '@lull/domain/money';
import { nextPayoutWording } from '@lull/domain/payout-schedule';
import type { ReactNode } from 'react';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { FIGURES } from '@lull/domain/figures';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import type { RevenueSummary, useRevenue } from '../api/payouts';

/** 'Mon 15 Jun 2026' for a London calendar date ('2026-06-15'), whatever the browser's zone (decision 037). */
export function formatPayoutDate(date: string): string {
  return formatLondonDate(date);
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-2 font-display text-3xl text-stone-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-stone-600">{note}</dd> : null}
    </div>
  );
}

/** Revenue balance, pending revenue and the next payout date (or 'Setup required'), in pounds with two decimals. */
export function RevenueFigures({ revenue }: { revenue: ReturnType<typeof useRevenue> }) {
  const data: RevenueSummary | undefined = revenue.data;
  if (revenue.isError) return null; // The ledger below says what went wrong, with Try again.
  if (!data) {
    return (
      <div aria-busy="true" aria-label="Loading your revenue" className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  const pendingNote = data.pending_bookings === 1 ? 'From 1 confirmed booking' : `From ${data.pending_bookings} confirmed bookings`;
  // No date while nothing would go out on it (a £0.00 balance, or under the minimum): decision 037.
  const nextPayout = nextPayoutWording({
    nextDate: data.next_payout_scheduled,
    frequency: data.payout_frequency,
    balancePence: poundsToPence(data.revenue_balance),
    minimumPence: poundsToPence(data.minimum_payout_amount),
  });
  return (
    <div className="space-y-3">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Revenue balance" value={formatPoundsAsMoney(data.revenue_balance)} note="Earned and not yet paid out" />
        <Figure label="Pending revenue" value={formatPoundsAsMoney(data.pending_revenue)} note={pendingNote} />
        <Figure label="Next payout" value={nextPayout.value} note={nextPayout.note} />
      </dl>
      {/* The latest transfer, so the owner can match it against their bank statement. */}
      <p className="text-sm text-stone-700">
        {data.last_payout
          ? `Last payout: ${formatPoundsAsMoney(data.last_payout.amount)} paid to your bank on ${formatDate(data.last_payout.paid_at)}, reference ${data.last_payout.reference}.`
          : 'No payouts yet.'}
      </p>
    </div>
  );
}

const money = (pounds: number | null) => (pounds === null ? <span aria-label="none">—</span> : formatPoundsAsMoney(pounds));

/** A ledger entry's columns, shared by the entries behind the balance and a statement's lines. */
export const revenueEntryColumns: Column<RevenueEntry>[] = [
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.created_at)}</span> },
  {
    header: 'Entry',
    cell: (row) =>
      row.type === 'booking_settled' ? (
        <div>
          <p className="font-medium text-stone-900">{row.service_name ?? row.description}</p>
          <p className="text-stone-700">
            {row.booking_date && row.booking_time ? formatLondonDateTime(row.booking_date, row.booking_time) : null}{' '}
            {row.booking_status === 'no-show' ? <Badge colour="amber">No-show</Badge> : <Badge colour="green">Completed</Badge>}
          </p>
        </div>
      ) : (
        <div>
          <p className="font-medium text-stone-900">{row.type === 'payout' ? 'Payout to your bank' : 'Adjustment'}</p>
          <p className="text-stone-700">{row.description}</p>
        </div>
      ),
  },
  { header: 'Price', numeric: true, cell: (row) => money(row.price) },
  { header: 'Discount', numeric: true, cell: (row) => (row.discount ? `−${formatPoundsAsMoney(row.discount)}` : money(row.discount)) },
  { header: 'Processing fee', numeric: true, cell: (row) => (row.processing_fee !== null ? `−${formatPoundsAsMoney(row.processing_fee)}` : money(null)) },
  {
    header: 'Amount',
    numeric: true,
    cell: (row) => (
      <span className={row.amount < 0 ? 'font-semibold text-stone-900' : 'font-semibold text-green-800'}>
        {/* Signed like the discount and fee columns: a true minus sign, not a hyphen. */}
        {row.amount > 0 ? `+${formatPoundsAsMoney(row.amount)}` : `−${formatPoundsAsMoney(-row.amount)}`}
      </span>
    ),
  },
];

/** The entries behind the balance, newest first and paged by the server: each settled booking and each payout. */
export function RevenueLedger({ revenue, page, onPage }: { revenue: ReturnType<typeof useRevenue>; page: number; onPage: (page: number) => void }) {
  return (
    <section aria-labelledby="revenue-entries-heading" className="space-y-4">
      <div>
        <h2 id="revenue-entries-heading" className="font-display text-2xl text-stone-900">
          Revenue entries
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Your payout for each completed or no-show booking is the price after discount, less the card processing on that price ({FIGURES.processingRate} + {FIGURES.processingFixed}): a treatment
          priced {FIGURES.payoutExample.price} pays you {FIGURES.payoutExample.payout}. Lull pays the processing on its {FIGURES.bookingFee} booking fee.
        </p>
      </div>
      <DataTable
        caption="Revenue entries"
        columns={revenueEntryColumns}
        rows={revenue.data?.entries.items}
        rowKey={(row) => row.id}
        isLoading={revenue.isFetching}
        error={revenue.isError ? { message: errorMessage(revenue.error, 'We could not load your revenue.'), retry: () => void revenue.refetch() } : null}
        empty="No revenue yet. When you mark a booking completed or a no-show, its payout appears here."
        paging={revenue.data ? { page, pageSize: revenue.data.entries.page_size, total: revenue.data.entries.total, onPage } : undefined}
      />
    </section>
  );
}
