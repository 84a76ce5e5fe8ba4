import { formatLondonDate } from '@lull/domain/london-format';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type PayoutDetail, usePayoutDetail } from '../api/payouts';

type PaidLine = PayoutDetail['paid'][number];

const paidColumns: readonly Column<PaidLine>[] = [
  {
    header: 'What',
    cell: (row) =>
      row.type === 'booking_settled' ? (
        <span>
          <span className="font-medium text-stone-900">{row.service_name}</span>
          <span className="block text-xs text-stone-600">{row.booking_date ? `${formatLondonDate(row.booking_date)}, ${row.booking_time}` : null}</span>
        </span>
      ) : (
        <span>
          <span className="font-medium text-stone-900">Adjustment</span>
          <span className="block text-xs text-stone-600">{row.description}</span>
        </span>
      ),
  },
  { header: 'Settled', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.settled_at)}</span> },
  { header: 'Amount', numeric: true, cell: (row) => formatPoundsAsMoney(row.amount) },
  {
    header: 'Paid by this payout',
    numeric: true,
    cell: (row) => (
      <span className="font-semibold text-stone-900">
        {formatPoundsAsMoney(row.paid)}
        {row.paid < row.amount ? <span className="block text-xs font-normal text-stone-600">the rest by another payout</span> : null}
      </span>
    ),
  },
];

/**
 * What one payout paid: the bookings settled (and any adjustment) it covered, oldest first, as a payout pays the
 * oldest money first. A booking can be split between two payouts; each line says this payout's part.
 */
export function PayoutDetailDialog({ payoutId, merchantId, onOpenChange }: { payoutId: string | null; merchantId?: string; onOpenChange: (open: boolean) => void }) {
  const detail = usePayoutDetail(payoutId, merchantId);
  const data = detail.data;
  return (
    <Dialog open={payoutId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{data ? `Payout ${data.reference}` : 'Payout'}</DialogTitle>
        <DialogDescription>
          {data
            ? `${formatPoundsAsMoney(data.amount)} paid on ${formatDate(data.created_at)}${data.account_number_last_4 ? ` to •••• ${data.account_number_last_4}` : ''}. It paid the oldest money first:`
            : 'The bookings this payout paid.'}
        </DialogDescription>
        <DataTable
          caption="What this payout paid"
          columns={paidColumns}
          rows={data?.paid}
          rowKey={(row) => row.entry_id}
          isLoading={detail.isFetching}
          error={detail.isError ? { message: errorMessage(detail.error, 'We could not load this payout.'), retry: () => void detail.refetch() } : null}
          empty="This payout paid no booking we can list."
        />
      </DialogContent>
    </Dialog>
  );
}
