import { MERCHANT_BOOKING_FILTERS, type MerchantBookingFilter } from '@lull/domain/merchant-bookings';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { useState } from 'react';

import { StatusBadge } from '../../../components/booking-status-badge';
import { type Column, DataTable } from '../../../components/dashboard/data-table';
import { FilterBar } from '../../../components/dashboard/filter-bar';
import { useListParams } from '../../../components/dashboard/use-list-params';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLondonWhen, formatPoundsAsMoney } from '../../../lib/format';
import { type MerchantBooking, useMerchantBookings } from '../api/merchant-bookings';
import { BookingDetailsDialog, SettleActions, customerName } from '../components/booking-details-dialog';
import { SectionHeading } from './section-heading';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['status'] as const;

const STATUS_LABELS: Record<MerchantBookingFilter, string> = { all: 'All', confirmed: 'Confirmed', completed: 'Completed', 'no-show': 'No-show', cancelled: 'Cancelled' };

function statusFilterOf(value: string | null): MerchantBookingFilter {
  return (MERCHANT_BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as MerchantBookingFilter) : 'all';
}

/** Bookings: searched by service, customer or email, filtered by status and paged by the server; the filters live in the address. */
export function BookingsSection({ merchant: _merchant }: { merchant: OwnMerchant }) {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = statusFilterOf(params.get('status'));
  const bookings = useMerchantBookings({ q, status, page });
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
    { header: 'Duration', cell: (row) => `${row.duration} min` },
    {
      header: 'Price',
      numeric: true,
      cell: (row) => (
        <div>
          <p className="font-medium text-stone-900">{formatPoundsAsMoney(row.final_price)}</p>
          <p className="text-xs text-stone-600">You get {formatPoundsAsMoney(row.merchant_payout)}</p>
          {row.payout_note ? <p className="max-w-48 text-xs text-stone-600">{row.payout_note}</p> : null}
        </div>
      ),
    },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
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
  return (
    <section aria-labelledby="bookings-heading" className="space-y-5">
      <SectionHeading id="bookings-heading" title="Bookings" description="Paid bookings and what became of them. Mark an appointment completed or a no-show once it has started." />
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
        empty={filtered ? 'No bookings match your search.' : 'No bookings yet. When customers book, they appear here.'}
        paging={bookings.data ? { page, pageSize: bookings.data.page_size, total: bookings.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      <BookingDetailsDialog booking={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} onBookingChange={setOpen} />
    </section>
  );
}
