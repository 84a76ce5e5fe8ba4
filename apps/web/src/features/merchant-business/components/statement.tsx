import type { PayoutRecord } from '@lull/domain/contracts/admin-payouts';
import { statementQuerySchema } from '@lull/domain/contracts/payouts';
import { formatLondonDate } from '@lull/domain/london-format';
import { londonDateOf } from '@lull/domain/london-time';
import { monthToDate } from '@lull/domain/statements';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { DateRangeForm } from '@/components/dashboard/date-range-form';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type Statement, statementCsvUrl, usePayoutHistory, useStatement } from '../api/payouts';
import { PayoutDetailDialog } from './payout-detail-dialog';
import { revenueEntryColumns } from './revenue-ledger';

export interface StatementPeriod {
  from: string;
  to: string;
}

/**
 * A payout's statement: from the first day of the period it paid to the day it was made, so that it holds the
 * payout itself and everything settled meanwhile.
 */
export const payoutPeriod = (payout: PayoutRecord): StatementPeriod => {
  const paidOn = londonDateOf(new Date(payout.created_at));
  const ends = [paidOn, payout.period_end ?? paidOn].sort();
  return { from: [payout.period_start ?? paidOn, paidOn].sort()[0]!, to: ends[1]! };
};

const payoutColumns = (onStatement: (period: StatementPeriod, reference: string) => void, onDetail: (payout: PayoutRecord) => void): Column<PayoutRecord>[] => [
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.created_at)}</span> },
  { header: 'Reference', cell: (row) => <span className="font-medium text-stone-900">{row.reference}</span> },
  { header: 'Bank account', cell: (row) => (row.account_number_last_4 ? `•••• ${row.account_number_last_4}` : '—') },
  { header: 'Amount', numeric: true, cell: (row) => <span className="font-semibold text-stone-900">{formatPoundsAsMoney(row.amount)}</span> },
  {
    header: 'Actions',
    hideLabelOnPhone: true,
    cell: (row) => (
      <span className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-label={`What payout ${row.reference} paid`} onClick={() => onDetail(row)}>
          What it paid
        </Button>
        <Button variant="secondary" size="sm" aria-label={`Statement for payout ${row.reference}`} onClick={() => onStatement(payoutPeriod(row), row.reference)}>
          Statement
        </Button>
      </span>
    ),
  },
];

/** The transfers made to the salon's bank, newest first, each opening what it paid or the statement of its period. */
export function PayoutHistory({ merchantId, onStatement }: { merchantId?: string; onStatement: (period: StatementPeriod, reference: string) => void }) {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const history = usePayoutHistory({ page, merchantId });
  return (
    <section aria-labelledby="payout-history-heading" className="space-y-4">
      <h2 id="payout-history-heading" className="font-display text-2xl text-stone-900">
        Payouts
      </h2>
      <DataTable
        caption="Payouts"
        columns={payoutColumns(onStatement, (payout) => setOpened(payout.id))}
        rows={history.data?.items}
        rowKey={(row) => row.id}
        isLoading={history.isFetching}
        error={history.isError ? { message: errorMessage(history.error, 'We could not load the payouts.'), retry: () => void history.refetch() } : null}
        empty={merchantId ? 'No payouts to this business yet.' : 'No payouts yet. Once your balance is paid to your bank, each transfer is listed here.'}
        paging={history.data ? { page, pageSize: history.data.page_size, total: history.data.total, onPage: setPage } : undefined}
      />
      <PayoutDetailDialog payoutId={opened} merchantId={merchantId} onOpenChange={(open) => !open && setOpened(null)} />
    </section>
  );
}

/**
 * The payouts and a statement for any period or payout: the salon's Payments tab, and an admin's view of a salon's
 * payment settings (`merchantId`). A payout's Statement button sets the statement to the period it paid.
 */
export function PayoutsAndStatement({ merchantId }: { merchantId?: string }) {
  const [statement, setStatement] = useState<{ period: StatementPeriod; note: string | null }>(() => ({ period: monthToDate(londonDateOf(new Date())), note: null }));
  const showPayoutStatement = (period: StatementPeriod, reference: string) => {
    setStatement({ period, note: `the period of payout ${reference}` });
    document.getElementById('statement-heading')?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <PayoutHistory merchantId={merchantId} onStatement={showPayoutStatement} />
      <StatementSection merchantId={merchantId} period={statement.period} note={statement.note} onPeriod={(period) => setStatement({ period, note: null })} />
    </>
  );
}

const statementColumns: Column<Statement['lines'][number]>[] = [
  ...revenueEntryColumns,
  { header: 'Balance', numeric: true, cell: (row) => <span className="whitespace-nowrap">{formatPoundsAsMoney(row.balance)}</span> },
];

/** Opening balance, what came in and went out, and the closing balance of a statement. */
export function StatementFigures({ statement }: { statement: Statement }) {
  const figures: [string, number][] = [
    ['Opening balance', statement.opening_balance],
    ['Bookings settled', statement.totals.settled],
    ['Paid to your bank', statement.totals.paid_out],
    ['Adjustments', statement.totals.adjusted],
    ['Closing balance', statement.closing_balance],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, pounds]) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-xs font-medium text-stone-700">{label}</dt>
          <dd className="mt-1 font-semibold text-stone-900">{formatPoundsAsMoney(pounds)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The statement lines: each entry of the period with the balance after it. */
export function StatementLines({ statement }: { statement: ReturnType<typeof useStatement> }) {
  return (
    <DataTable
      caption="Statement lines"
      columns={statementColumns}
      rows={statement.data?.lines}
      rowKey={(row) => row.id}
      isLoading={statement.isFetching}
      error={statement.isError ? { message: errorMessage(statement.error, 'We could not load your statement.'), retry: () => void statement.refetch() } : null}
      empty="Nothing was settled, paid out or adjusted in these days."
    />
  );
}

/**
 * A statement for any run of days or any payout's period: its figures, each line with its running balance, and the
 * same as a CSV download or a page to print.
 */
export function StatementSection({ merchantId, period, note, onPeriod }: { merchantId?: string; period: StatementPeriod; note: string | null; onPeriod: (period: StatementPeriod) => void }) {
  const statement = useStatement({ ...period, merchantId });
  const print = new URLSearchParams({ ...period, ...(merchantId ? { merchant_id: merchantId } : {}) });
  return (
    <section aria-labelledby="statement-heading" className="space-y-4">
      <div>
        <h2 id="statement-heading" className="font-display text-2xl text-stone-900">
          Statement
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {formatLondonDate(period.from)} to {formatLondonDate(period.to)}
          {note ? `, ${note}` : ''}. Every booking settled, payout and adjustment, with your balance after each.
        </p>
      </div>
      {/* Keyed by the period, so a payout's Statement button, which sets it from outside, starts the fields afresh. */}
      <DateRangeForm
        key={`${period.from}|${period.to}`}
        initial={period}
        submitLabel="Show statement"
        check={(draft) => {
          // The server's own rule: two dates in order, at most a year and a day.
          const checked = statementQuerySchema.safeParse(draft);
          return checked.success ? { from: checked.data.from, to: checked.data.to } : (checked.error.issues[0]?.message ?? 'Check the dates.');
        }}
        onApply={onPeriod}
      />
      {statement.data ? <StatementFigures statement={statement.data} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={statementCsvUrl({ ...period, merchantId })} download>
            <Download className="size-4" aria-hidden="true" /> Download CSV
          </a>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/merchant/statement?${print}`}>
            <Printer className="size-4" aria-hidden="true" /> Printable statement
          </Link>
        </Button>
      </div>
      <StatementLines statement={statement} />
    </section>
  );
}
