import { MERCHANT_BOOKING_FILTERS, type MerchantBookingFilter } from '@lull/domain/merchant-bookings';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { isIsoDate, londonInstant } from '@lull/domain/london-time';
import type { MerchantBookingView } from '@lull/domain/merchant-booking-views';
import { useState } from 'react';

import { StatusBadge } from '@/components/booking-status-badge';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { DateFilter } from '@/components/dashboard/date-filter';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatLondonWhen, formatPoundsAsMoney } from '@/lib/format';
import { type MerchantBooking, useMerchantBookings } from '../api/merchant-bookings';
import { BookingDetailsDialog, SettleActions, customerName } from '../components/booking-details-dialog';
import { moveProposalLine } from '../components/salon-booking-actions';
import { SectionHeading } from './section-heading';

/** The list's filters in the address (absent when 'all' or empty). */
const LIST_FILTERS = ['status', 'date'] as const;

const STATUS_LABELS: Record<MerchantBookingFilter, string> = { all: 'All', confirmed: 'Confirmed', completed: 'Completed', 'no-show': 'No-show', cancelled: 'Cancelled' };

function statusFilterOf(value: string | null): MerchantBookingFilter {
  return (MERCHANT_BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as MerchantBookingFilter) : 'all';
}

/** The tab's views (decision 039); Upcoming is the one a salon opens the tab for, so it is the default. */
type View = Exclude<MerchantBookingView, 'all'>;
const VIEWS: readonly { value: View; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming bookings. When customers book, they appear here.' },
  { value: 'today', label: 'Today', empty: 'No bookings today.' },
  { value: 'past', label: 'Past', empty: 'No past bookings yet.' },
];

function viewOf(value: string | null): View {
  return VIEWS.find((view) => view.value === value)?.value ?? 'upcoming';
}

const dateOf = (value: string | null) => (value && isIsoDate(value) ? value : '');

/**
 * Bookings: Upcoming (soonest first), Today or Past (most recent first), or one chosen day, searched by service,
 * customer or email, filtered by status and paged by the server; all of it lives in the address.
 */
export function BookingsSection({ merchant: _merchant }: { merchant: OwnMerchant }) {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = statusFilterOf(params.get('status'));
  const date = dateOf(params.get('date'));
  const view = viewOf(params.get('when'));
  // A chosen day shows all of that day, in order; choosing a view again leaves the day.
  const bookings = useMerchantBookings({ q, status, when: date === '' ? view : 'all', date, page });
  const [open, setOpen] = useState<MerchantBooking | null>(null);

  const columns: Column<MerchantBooking>[] = [
    { header: 'Booking', cell: (row) => <span className="font-mono text-xs text-stone-700">{row.id.slice(0, 8).toUpperCase()}</span> },
    {
      header: 'Service and customer',
      cell: (row) => (
        <div>
          <p className="font-medium text-stone-900">{row.service_name}</p>
          <p className="text-stone-700">{customerName(row)}</p>
          <p className="text-xs break-all text-stone-600">{row.user_email}</p>
        </div>
      ),
    },
    { header: 'Date and time', cell: (row) => formatLondonWhen(row.starts_at) },
    // Whose diary it is in (decision 050).
    { header: 'Team member', cell: (row) => row.team_member_name },
    { header: 'Duration', cell: (row) => `${row.duration} min` },
    {
      header: 'Your price',
      numeric: true,
      cell: (row) => (
        <div>
          <p className="font-medium text-stone-900">{formatPoundsAsMoney(row.salon_price)}</p>
          {row.discount_amount > 0 ? <p className="text-xs text-stone-600">Off-peak, from {formatPoundsAsMoney(row.original_price)}</p> : null}
          <p className="text-xs text-stone-600">You get {formatPoundsAsMoney(row.merchant_payout)}</p>
          {row.payout_note ? <p className="max-w-48 text-xs text-stone-600">{row.payout_note}</p> : null}
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (row) => (
        <div className="space-y-1">
          <StatusBadge status={row.status} />
          {row.status === 'cancelled' && row.cancelled_by === 'merchant' ? <p className="text-xs text-stone-600">Cancelled by you</p> : null}
          {moveProposalLine(row) ? <p className="max-w-48 text-xs text-amber-900">{moveProposalLine(row)}</p> : null}
        </div>
      ),
    },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (row) => (
        <div className="flex flex-wrap items-start gap-2 md:justify-end">
          <Button variant="ghost" size="sm" onClick={() => setOpen(row)} aria-label={`View booking of ${row.service_name} for ${customerName(row)}`}>
            View
          </Button>
          <SettleActions booking={row} />
        </div>
      ),
    },
  ];

  const filtered = q !== '' || status !== 'all';
  const empty = filtered
    ? 'No bookings match your search.'
    : date !== ''
      ? `No bookings on ${formatDate(londonInstant(date, '12:00'))}.`
      : VIEWS.find((option) => option.value === view)!.empty;
  return (
    <section aria-labelledby="bookings-heading" className="space-y-5">
      <SectionHeading
        id="bookings-heading"
        title="Bookings"
        description="Paid bookings and what became of them, with your price and what you are paid. Open a booking to offer the customer another time or cancel it; mark it completed or a no-show once it has started."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Which bookings" className="inline-flex w-full rounded-full border border-stone-300 bg-white p-0.5 sm:w-auto">
          {VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={date === '' && view === option.value}
              onClick={() => update({ when: option.value === 'upcoming' ? '' : option.value, date: '', page: '1' })}
              className={cn('flex-1 rounded-full px-4 py-1.5 text-sm font-medium text-stone-700 sm:flex-none', date === '' && view === option.value && 'bg-brand-700 text-white')}
            >
              {option.label}
            </button>
          ))}
        </div>
        <DateFilter className="sm:w-44" value={date} onChange={(next) => update({ date: next, page: '1' })} />
      </div>
      <FilterBar
        searchLabel="Search by service, customer or email"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[{ name: 'status', label: 'Status', value: status, options: MERCHANT_BOOKING_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] })) }]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Your bookings"
        columns={columns}
        rows={bookings.data?.items}
        rowKey={(row) => row.id}
        isLoading={bookings.isFetching}
        error={bookings.isError ? { message: errorMessage(bookings.error, 'We could not load your bookings.'), retry: () => void bookings.refetch() } : null}
        empty={empty}
        paging={bookings.data ? { page, pageSize: bookings.data.page_size, total: bookings.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      <BookingDetailsDialog booking={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} onBookingChange={setOpen} />
    </section>
  );
}
