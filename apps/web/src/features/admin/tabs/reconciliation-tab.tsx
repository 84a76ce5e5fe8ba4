import type { ReconciliationFigures } from '@lull/domain/contracts/reconciliation';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { type Reconciliation, useReconciliation } from '../api/admin-reconciliation';
import { PeriodPicker, showDate, usePeriod } from '../components/period-picker';

type Day = Reconciliation['days'][number];
type Difference = Reconciliation['differences'][number];

/** Where the money is now, in the order it leaves: each line's label and what it is made of. */
const WHERE_IT_IS: readonly { key: keyof ReconciliationFigures; label: string; hint: string }[] = [
  { key: 'paid_out_to_salons', label: 'Paid out to salons', hint: 'Their settlements that payouts have paid, oldest first' },
  { key: 'owed_to_salons', label: 'Owed to salons', hint: 'Settled to their balance, not paid out yet' },
  { key: 'lull_fees', label: 'Lull’s booking fees', hint: 'Fees earned, less the card processing Lull bore' },
  { key: 'processing_fees', label: 'Card processing', hint: 'What the card processor took' },
  { key: 'refunded_to_cards', label: 'Refunded to cards', hint: 'Card refunds paid back' },
  { key: 'card_refunds_owed', label: 'Card refunds owed', hint: 'Refund requests still pending' },
  { key: 'credit_returned', label: 'Credit returned', hint: 'Back in customers’ Lull credit' },
  { key: 'held_for_appointments', label: 'Held for appointments', hint: 'Paid bookings not yet completed, missed or refunded' },
];

const money = (value: number) => formatPoundsAsMoney(value);

const dayColumns: readonly Column<Day>[] = [
  { header: 'Day paid', cell: (row) => <span className="font-medium text-stone-900">{showDate(row.date)}</span> },
  { header: 'Bookings', cell: (row) => row.bookings, numeric: true },
  { header: 'Money in', cell: (row) => money(row.money_in), numeric: true },
  { header: 'To salons', cell: (row) => money(row.paid_out_to_salons + row.owed_to_salons), numeric: true },
  { header: 'Lull’s fees', cell: (row) => money(row.lull_fees), numeric: true },
  { header: 'Processing', cell: (row) => money(row.processing_fees), numeric: true },
  { header: 'Refunded', cell: (row) => money(row.refunded_to_cards + row.card_refunds_owed + row.credit_returned), numeric: true },
  { header: 'Held', cell: (row) => money(row.held_for_appointments), numeric: true },
  { header: 'Difference', cell: (row) => <DifferenceAmount value={row.difference} />, numeric: true },
];

const differenceColumns: readonly Column<Difference>[] = [
  {
    header: 'Booking',
    cell: (row) => (
      <Link to={`/admin/dashboard?tab=bookings&q=${row.booking_id}`} className="font-mono text-xs text-brand-700 underline underline-offset-2">
        {row.booking_id.slice(0, 8)}
      </Link>
    ),
  },
  { header: 'Salon', cell: (row) => row.business_name },
  { header: 'Paid on', cell: (row) => showDate(row.paid_on) },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Difference', cell: (row) => <DifferenceAmount value={row.difference} />, numeric: true },
];

function DifferenceAmount({ value }: { value: number }) {
  return <span className={value === 0 ? 'text-stone-700' : 'font-semibold text-red-700'}>{money(value)}</span>;
}

/** The verdict first: £0.00 means every penny paid is where the records say. */
function Verdict({ data }: { data: Reconciliation }) {
  const balanced = data.totals.difference === 0;
  const Icon = balanced ? CircleCheck : CircleAlert;
  return (
    <div role="status" className={balanced ? 'flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900' : 'flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900'}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm">
        <span className="font-semibold">Difference {money(data.totals.difference)}.</span>{' '}
        {balanced
          ? `Every penny of the ${data.totals.bookings} booking${data.totals.bookings === 1 ? '' : 's'} paid in this period is accounted for.`
          : `${data.differences.length === 1 ? '1 booking does' : `${data.differences.length} bookings do`} not add up: ${data.differences.length === 1 ? 'it is' : 'they are'} listed below.`}
      </p>
    </div>
  );
}

function Summary({ data }: { data: Reconciliation | undefined }) {
  const figure = (value: number | undefined) => (value === undefined ? <Skeleton className="ml-auto h-5 w-16" /> : money(value));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="money-in-heading" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <h3 id="money-in-heading" className="font-display text-xl text-stone-900">
          Money in
        </h3>
        <dl className="mt-3 divide-y divide-stone-100 text-sm">
          <div className="flex justify-between gap-4 py-2">
            <dt>Card charges kept</dt>
            <dd className="tabular-nums">{figure(data?.totals.card_charges)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt>Credit spent</dt>
            <dd className="tabular-nums">{figure(data?.totals.credit_spent)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2 font-semibold text-stone-900">
            <dt>Total in</dt>
            <dd className="tabular-nums">{figure(data?.totals.money_in)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-stone-600">
          {data
            ? `Payouts recorded in the period: ${data.payouts_recorded.count}, ${money(data.payouts_recorded.amount)} in all, whichever bookings they paid.`
            : null}
        </p>
      </section>
      <section aria-labelledby="money-now-heading" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <h3 id="money-now-heading" className="font-display text-xl text-stone-900">
          Where it is now
        </h3>
        <dl className="mt-3 divide-y divide-stone-100 text-sm">
          {WHERE_IT_IS.map((line) => (
            <div key={line.key} className="flex justify-between gap-4 py-2">
              <dt>
                {line.label}
                <span className="block text-xs text-stone-600">{line.hint}</span>
              </dt>
              <dd className="tabular-nums">{figure(data?.totals[line.key])}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** Reconciliation (decision 055): every penny of the bookings paid in a period, and where the records say it is now. */
export function ReconciliationTab() {
  const period = usePeriod();
  const reconciliation = useReconciliation({ from: period.from, to: period.to });
  const data = reconciliation.data;
  const failed = reconciliation.isError ? { message: errorMessage(reconciliation.error, 'We could not reconcile this period.'), retry: () => void reconciliation.refetch() } : null;

  return (
    <section aria-labelledby="reconciliation-heading" className="space-y-6">
      <div>
        <h2 id="reconciliation-heading" className="font-display text-2xl text-stone-900">
          Reconciliation
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Bookings paid from {showDate(period.from)} to {showDate(period.to)}, by the London day their money came in, as the records stand now.
        </p>
      </div>
      <PeriodPicker {...period} />
      {failed ? (
        <DataTable caption="Reconciliation by day" columns={dayColumns} rows={undefined} rowKey={(row) => row.date} isLoading={false} error={failed} empty="" />
      ) : (
        <>
          {data ? <Verdict data={data} /> : <Skeleton className="h-14 w-full rounded-2xl" />}
          <Summary data={data} />
          {data && data.differences.length > 0 ? (
            <section aria-labelledby="differences-heading" className="space-y-3">
              <h3 id="differences-heading" className="font-display text-xl text-red-800">
                Bookings that do not add up
              </h3>
              <DataTable caption="Bookings whose records do not add up" columns={differenceColumns} rows={data.differences} rowKey={(row) => row.booking_id} isLoading={false} empty="" />
            </section>
          ) : null}
          <section aria-labelledby="by-day-heading" className="space-y-3">
            <h3 id="by-day-heading" className="font-display text-xl text-stone-900">
              By day
            </h3>
            <DataTable
              caption="Reconciliation by day"
              columns={dayColumns}
              rows={data?.days}
              rowKey={(row) => row.date}
              isLoading={reconciliation.isFetching}
              empty="No bookings were paid in this period."
            />
          </section>
        </>
      )}
    </section>
  );
}
