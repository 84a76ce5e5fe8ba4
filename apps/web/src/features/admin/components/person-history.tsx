import { shortBookingId } from '@lull/domain/admin-booking-labels';
import type { AdminAuditEntry } from '@lull/domain/contracts/admin-audit';
import type { AdminBooking } from '@lull/domain/contracts/admin-bookings';
import { ACCESS_EVENT_LABELS, SIGN_IN_METHOD_LABELS, type PersonAccessEvent, type PersonCreditEntry, type PersonReview } from '@lull/domain/contracts/admin-person';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { StatusBadge } from '@/components/booking-status-badge';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatPoundsAsMoney } from '@/lib/format';
import { type PersonSection, usePersonSection } from '../api/admin-person';
import { actionLabel } from '../tabs/audit-tab';
import { appointmentWhen, PaymentLabelBadge } from './booking-detail-dialog';

const PAGE_SIZE = 5;

const CREDIT_TYPE_LABELS: Record<PersonCreditEntry['type'], string> = {
  earned: 'Earned',
  bonus: 'Granted',
  spent: 'Spent',
  refund: 'Returned',
  expired: 'Expired',
};

const linkClass = 'rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A money amount with its sign: '+£3.00' for what came in, '−£2.00' for what went. */
const signed = (amount: number) => (amount < 0 ? `−${formatPoundsAsMoney(-amount)}` : `+${formatPoundsAsMoney(amount)}`);

const Muted = ({ children }: { children: ReactNode }) => <span className="text-stone-600">{children}</span>;

/** One part of the view: a heading, a line of figures if any, and the one shared table, paged by the server. */
function HistorySection<Row>({
  userId,
  section,
  title,
  columns,
  rowKey,
  empty,
  summary,
}: {
  userId: string;
  section: PersonSection;
  title: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  summary?: (data: unknown) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = usePersonSection(userId, section, page, PAGE_SIZE);
  const data = query.data as { items: Row[]; total: number; page_size: number } | undefined;
  const headingId = `person-${section}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {title}
        {data ? <span className="ml-2 text-sm font-normal text-stone-600">({data.total})</span> : null}
      </h3>
      {summary && data ? summary(data) : null}
      <DataTable
        caption={title}
        columns={columns}
        rows={data?.items}
        rowKey={rowKey}
        isLoading={query.isFetching}
        error={query.isError ? { message: errorMessage(query.error, `We could not load the ${title.toLowerCase()}.`), retry: () => void query.refetch() } : null}
        empty={empty}
        paging={data ? { page, pageSize: data.page_size, total: data.total, onPage: setPage } : undefined}
      />
    </section>
  );
}

const bookingColumns: Column<AdminBooking>[] = [
  {
    header: 'Booking',
    cell: (row) => (
      <Link to={`?tab=bookings&booking=${encodeURIComponent(row.id)}`} className={`font-mono text-sm whitespace-nowrap ${linkClass}`} aria-label={`${shortBookingId(row.id)}, open booking`}>
        {shortBookingId(row.id)}
      </Link>
    ),
  },
  {
    header: 'Salon',
    cell: (row) => (
      <Link to={`?tab=merchants&merchant=${encodeURIComponent(row.merchant_id)}`} className={linkClass}>
        {row.merchant_business_name}
      </Link>
    ),
  },
  { header: 'Service', cell: (row) => row.service_name },
  { header: 'Date and Time', cell: (row) => appointmentWhen(row.booking_date, row.booking_time) },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Amount',
    numeric: true,
    cell: (row) => (
      <div className="flex flex-col items-end gap-1">
        <span className="tabular-nums">{formatPoundsAsMoney(row.final_price)}</span>
        <PaymentLabelBadge label={row.payment_label} />
      </div>
    ),
  },
];

const creditColumns: Column<PersonCreditEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Type', cell: (row) => CREDIT_TYPE_LABELS[row.type] },
  {
    header: 'Description',
    cell: (row) => (
      <>
        {row.description}
        {row.expires_at ? <span className="block text-xs text-stone-600">Expires {formatDateTime(row.expires_at)}</span> : null}
      </>
    ),
  },
  { header: 'Amount', numeric: true, cell: (row) => <span className={row.amount < 0 ? 'text-red-800' : 'text-green-800'}>{signed(row.amount)}</span> },
  { header: 'Balance after', numeric: true, cell: (row) => formatPoundsAsMoney(row.balance_after) },
];

const reviewColumns: Column<PersonReview>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.created_at) },
  {
    header: 'Salon and service',
    cell: (row) => (
      <>
        {row.merchant_business_name}
        <span className="block text-xs text-stone-700">{row.service_name}</span>
      </>
    ),
  },
  { header: 'Rating', cell: (row) => `${row.rating} of 5` },
  { header: 'Comment', cell: (row) => row.comment ?? <Muted>No comment</Muted> },
  {
    header: 'Shown',
    cell: (row) =>
      row.hidden ? (
        <>
          <Badge colour="red">Hidden</Badge>
          {row.hidden_reason ? <span className="block text-xs text-stone-700">{row.hidden_reason}</span> : null}
        </>
      ) : (
        <Badge colour="green">Visible</Badge>
      ),
  },
];

const accessColumns: Column<PersonAccessEvent>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.at) },
  {
    header: 'What',
    cell: (row) => <Badge colour={row.kind === 'signed_in' || row.kind === 'enabled' ? 'green' : 'red'}>{ACCESS_EVENT_LABELS[row.kind]}</Badge>,
  },
  {
    header: 'How or by whom',
    cell: (row) =>
      row.method ? (
        <>
          {SIGN_IN_METHOD_LABELS[row.method]}
          {row.user_agent ? <span className="block text-xs text-stone-700">{row.user_agent}</span> : null}
        </>
      ) : (
        <>
          {row.admin_name ?? <Muted>An admin no longer here</Muted>}
          {row.note ? <span className="block text-xs text-stone-700">{row.note}</span> : null}
        </>
      ),
  },
];

const auditColumns: Column<AdminAuditEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.created_at) },
  {
    header: 'Action',
    cell: (row) => (
      <>
        <span className="font-medium text-stone-900">{actionLabel(row.action)}</span>
        {row.target_label ? <span className="block text-xs text-stone-700">{row.target_label}</span> : null}
      </>
    ),
  },
  {
    header: 'Change',
    cell: (row) => (
      <>
        {row.summary || <Muted>—</Muted>}
        {row.note ? <span className="block text-xs text-stone-700">“{row.note}”</span> : null}
      </>
    ),
  },
  { header: 'By', cell: (row) => row.actor?.name ?? <Muted>A deleted admin</Muted> },
];

/**
 * What support needs beside a person's profile (decision 056): their bookings, credit ledger, reviews, sign-ins with the
 * disabling and enabling of their account, and what admins did to them. Each part pages on its own, from the server.
 */
export function PersonHistory({ userId }: { userId: string }) {
  return (
    <div className="mt-8 space-y-8">
      <HistorySection userId={userId} section="bookings" title="Bookings" columns={bookingColumns} rowKey={(row) => row.id} empty="No bookings yet." />
      <HistorySection
        userId={userId}
        section="credit-history"
        title="Credit history"
        columns={creditColumns}
        rowKey={(row) => row.id}
        empty="No credit entries."
        summary={(data) => {
          const { spendable_balance, ledger_balance } = data as { spendable_balance: number; ledger_balance: number };
          return (
            <p className="text-sm text-stone-700">
              Spendable now: <strong className="text-stone-900">{formatPoundsAsMoney(spendable_balance)}</strong>
              {ledger_balance !== spendable_balance ? ` · ledger ${formatPoundsAsMoney(ledger_balance)} (some credit has lapsed and expires at the next run)` : null}
            </p>
          );
        }}
      />
      <HistorySection userId={userId} section="reviews" title="Reviews written" columns={reviewColumns} rowKey={(row) => row.id} empty="No reviews written." />
      <HistorySection userId={userId} section="sign-ins" title="Sign-ins and access" columns={accessColumns} rowKey={(row) => row.id} empty="No sign-ins recorded." />
      <HistorySection userId={userId} section="audit" title="Admin actions" columns={auditColumns} rowKey={(row) => row.id} empty="No admin has acted on this person." />
    </div>
  );
}
