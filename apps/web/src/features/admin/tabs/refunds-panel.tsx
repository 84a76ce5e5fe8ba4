import { ADMIN_REFUND_FILTERS, type AdminRefundFilter, REFUND_REASON_LABELS } from '@lull/domain/contracts/admin-refunds';
import { useState } from 'react';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type AdminRefundRequest, useRefundRequests } from '../api/admin-refunds';
import { CompleteRefundDialog } from '../components/complete-refund-dialog';

/** The list's filters in the address (absent when 'all'); `q`, `status` and `page` are shared with the Bookings view, which resets them on a switch. */
const LIST_FILTERS = ['status'] as const;
const FILTER_LABELS: Record<AdminRefundFilter, string> = { all: 'All', pending: 'Pending', completed: 'Completed' };

function filterOf(value: string | null): AdminRefundFilter {
  return (ADMIN_REFUND_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminRefundFilter) : 'all';
}

const customerName = (row: AdminRefundRequest) => [row.user_first_name, row.user_last_name].filter(Boolean).join(' ') || 'No name provided';
const shortId = (id: string) => id.slice(0, 8);

/** The Refunds sub-tab of Bookings (admin spec §2.2): searched, filtered and paged by the server; Mark Complete pays the card part back. */
export function RefundsPanel() {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = filterOf(params.get('status'));
  const refunds = useRefundRequests({ q, status, page });
  const [completing, setCompleting] = useState<AdminRefundRequest | null>(null);

  const columns: Column<AdminRefundRequest>[] = [
    {
      header: 'Booking ID',
      cell: (row) => (
        <span className="font-mono text-xs text-stone-800" title={row.booking_id}>
          #{shortId(row.booking_id)}
        </span>
      ),
    },
    {
      header: 'Customer',
      cell: (row) => (
        <div className="@2xl:max-w-44">
          <p className="font-medium text-stone-900">{customerName(row)}</p>
          <p className="text-xs break-all text-stone-700">{row.user_email}</p>
        </div>
      ),
    },
    {
      header: 'Service',
      cell: (row) => (
        <div>
          <p className="text-stone-900">{row.service_name}</p>
          <p className="text-xs text-stone-700">{row.merchant_business_name}</p>
          <p className="text-xs text-stone-700">{REFUND_REASON_LABELS[row.reason]}</p>
        </div>
      ),
    },
    {
      // What goes back in all; the booking's total beneath it, so what Lull keeps (the fees) shows too.
      header: 'Refund Amount',
      numeric: true,
      cell: (row) => (
        <div>
          <p className="text-stone-900">{formatPoundsAsMoney(row.credits_used + row.stripe_amount)}</p>
          <p className="text-xs text-stone-700">{row.reason === 'price_difference' ? 'the difference' : `of ${formatPoundsAsMoney(row.total_paid)} paid`}</p>
        </div>
      ),
    },
    { header: 'Credits', numeric: true, cell: (row) => formatPoundsAsMoney(row.credits_used) },
    { header: 'Stripe Amount', numeric: true, cell: (row) => formatPoundsAsMoney(row.stripe_amount) },
    { header: 'Status', cell: (row) => <Badge colour={row.status === 'completed' ? 'green' : 'amber'}>{row.status === 'completed' ? 'Completed' : 'Pending'}</Badge> },
    { header: 'Requested', cell: (row) => formatDate(row.requested_at) },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (row) => (
        <div className="space-y-1.5 @2xl:max-w-56">
          {row.status === 'pending' ? (
            <Button size="sm" onClick={() => openComplete(row)} aria-label={`Mark Complete: refund for ${customerName(row)}`}>
              Mark Complete
            </Button>
          ) : row.completed_at ? (
            <p className="text-xs text-stone-700">Completed {formatDate(row.completed_at)}</p>
          ) : null}
          {row.last_failure ? <p className="text-xs text-red-800">Last attempt failed: {row.last_failure}</p> : null}
          {row.admin_notes ? <p className="text-xs break-words text-stone-700">Note: {row.admin_notes}</p> : null}
        </div>
      ),
    },
  ];

  const openComplete = (row: AdminRefundRequest) => setCompleting(row);

  const pendingCount = refunds.data?.pending_count;
  return (
    <section aria-labelledby="refunds-heading" className="space-y-5">
      <div>
        {/* Inside the Bookings tab, under its h2. */}
        <h3 id="refunds-heading" className="font-display text-xl text-stone-900">
          Refunds
        </h3>
        <p className="mt-1 text-sm text-stone-700">
          Cancellations waiting for their money back. Mark Complete pays the card part back through the payment provider; credit returns to the customer&apos;s
          account.
          {pendingCount !== undefined ? ` ${pendingCount} pending.` : ''}
        </p>
      </div>
      <FilterBar
        searchLabel="Search by customer, service or booking ID"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[{ name: 'status', label: 'Status', value: status, options: ADMIN_REFUND_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })) }]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Refund requests"
        columns={columns}
        rows={refunds.data?.items}
        rowKey={(row) => row.id}
        isLoading={refunds.isFetching}
        error={refunds.isError ? { message: errorMessage(refunds.error, 'We could not load the refund requests.'), retry: () => void refunds.refetch() } : null}
        empty="No refund requests found"
        paging={refunds.data ? { page, pageSize: refunds.data.page_size, total: refunds.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      <CompleteRefundDialog
        refund={completing ? { id: completing.id, customerName: customerName(completing), serviceName: completing.service_name, cardAmount: completing.stripe_amount, credits: completing.credits_used } : null}
        onOpenChange={(open) => !open && setCompleting(null)}
      />
    </section>
  );
}
