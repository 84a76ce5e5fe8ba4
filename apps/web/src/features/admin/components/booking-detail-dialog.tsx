import { shortBookingId } from '@lull/domain/admin-booking-labels';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { StatusBadge } from '@/components/booking-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatPoundsAsMoney } from '@/lib/format';
import { DialogLoadError } from '@/components/dashboard/dialog-load-error';
import { type AdminBookingDetail, useAdminBooking } from '../api/admin-bookings';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { CompleteRefundDialog } from './complete-refund-dialog';


function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-stone-200 p-4">
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-stone-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One line of the money breakdown: label left, amount right. */
function Line({ label, amount, strong, minus, note }: { label: string; amount: number; strong?: boolean; minus?: boolean; note?: string | null }) {
  return (
    <div className={`flex justify-between gap-4 py-1 text-sm ${strong ? 'border-t border-stone-200 pt-2 font-semibold text-stone-900' : 'text-stone-800'}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">
        {minus && amount > 0 ? `−${formatPoundsAsMoney(amount)}` : formatPoundsAsMoney(amount)}
        {note ? <span className="block max-w-64 text-xs text-stone-600">{note}</span> : null}
      </dd>
    </div>
  );
}

const Mono = ({ children }: { children: ReactNode }) => <span className="font-mono text-xs break-all">{children}</span>;

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/**
 * The booking detail dialog (admin spec §2.3) with the booking's own figures (not the spec's sample amounts), its
 * payment, refund and timeline; a refund still waiting shows the Refund Processing Required panel.
 */
export function BookingDetailDialog({ bookingId, onOpenChange, onGoToRefunds }: { bookingId: string | null; onOpenChange: (open: boolean) => void; onGoToRefunds: () => void }) {
  const booking = useAdminBooking(bookingId);
  const data = booking.data;
  const [cancelling, setCancelling] = useState(false);
  return (
    <Dialog open={bookingId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <div className="flex flex-wrap items-center gap-3 pr-8">
          <DialogTitle>{bookingId ? `Booking ${shortBookingId(bookingId)}` : 'Booking'}</DialogTitle>
          {data ? <StatusBadge status={data.status} /> : null}
        </div>
        <DialogDescription className="mt-1">{data ? `${data.service_name} · ${appointmentWhen(data.booking_date, data.booking_time)}` : 'Loading the booking…'}</DialogDescription>
        {booking.isError ? (
          <DialogLoadError query={booking} fallback={'We could not load this booking.'} />
        ) : !data ? (
          <div aria-busy="true" aria-label="Loading the booking" className="mt-5 space-y-3">
            {Array.from({ length: 4 }, (_, n) => (
              <Skeleton key={n} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        ) : (
          <BookingBody data={data} onGoToRefunds={onGoToRefunds} />
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {data?.can_cancel ? (
            <Button variant="secondary" className="text-red-800" onClick={() => setCancelling(true)}>
              Cancel with full refund
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
        <CancelBookingDialog booking={cancelling && data ? data : null} onOpenChange={setCancelling} />
      </DialogContent>
    </Dialog>
  );
}

/** A link in the dialog to another tab's view of the same thing (the customer's person view, the salon's profile). */
function TabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-block rounded text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600">
      {children}
    </Link>
  );
}

/** 'Fri 12 Jun 2026 at 10:00': the appointment's London date and wall-clock time as stored (decision 037). */
export function appointmentWhen(date: string, time: string): string {
  return formatLondonDateTime(date, time);
}

function BookingBody({ data, onGoToRefunds }: { data: AdminBookingDetail; onGoToRefunds: () => void }) {
  const { figures, payment, refund_request: refund } = data;
  return (
    <div className="mt-5 space-y-4">
      {refund?.status === 'pending' ? <RefundPanel refund={refund} customerName={data.user_name} serviceName={data.service_name} onGoToRefunds={onGoToRefunds} /> : null}
      <Section title="Service">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          <Field label="Service">{data.service_name}</Field>
          <Field label="Team member">{data.team_member_name}</Field>
          <Field label="Date and time">
            {appointmentWhen(data.booking_date, data.booking_time)} ({data.duration_minutes} min)
          </Field>
          {data.notes ? <Field label="Customer notes">{data.notes}</Field> : null}
          {data.cancelled_by === 'merchant' ? <Field label="Cancelled by the salon">{data.cancellation_reason ? `“${data.cancellation_reason}”` : 'No reason recorded'}</Field> : null}
          {data.cancelled_by === 'admin' ? <Field label="Cancelled by Lull">{data.cancellation_reason ? `“${data.cancellation_reason}”` : 'No reason recorded'}</Field> : null}
          <Field label="24-hour reminder">
            <ReminderState reminder={data.reminder} />
          </Field>
          <Field label="Booking ID">
            <Mono>{data.id}</Mono>
          </Field>
        </dl>
      </Section>
      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Customer">
          <dl className="space-y-3">
            <Field label="Name">{data.user_name}</Field>
            <Field label="Email">{data.user_email || 'Not provided'}</Field>
            <Field label="User ID">
              <Mono>{data.user_id}</Mono>
            </Field>
            {data.guest ? (
              <Field label="Booked for">
                {data.guest.name}
                {data.guest.email ? ` (${data.guest.email})` : ''}
              </Field>
            ) : null}
          </dl>
          <p className="mt-3">
            <TabLink to={`?tab=users&user=${encodeURIComponent(data.user_id)}`}>Open customer</TabLink>
          </p>
        </Section>
        <Section title="Provider">
          <dl className="space-y-3">
            <Field label="Business">{data.merchant_business_name}</Field>
            <Field label="Provider ID">
              <Mono>{data.merchant_id}</Mono>
            </Field>
            <Field label="Service ID">
              <Mono>{data.service_id}</Mono>
            </Field>
          </dl>
          <p className="mt-3">
            <TabLink to={`?tab=merchants&merchant=${encodeURIComponent(data.merchant_id)}`}>Open salon</TabLink>
          </p>
        </Section>
      </div>
      <Section title="Payment details">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <PaymentLabelBadge label={data.payment_label} />
          {data.high_value ? <Badge colour="blue">High Value</Badge> : null}
          {data.off_peak_applied ? <Badge colour="green">Off-peak price</Badge> : null}
        </div>
        <dl aria-label="Figures">
          <Line label="Original price" amount={figures.original_price} />
          <Line label="Discount" amount={figures.discount} minus />
          <Line label="Platform fee" amount={figures.platform_fee} />
          <Line label="Total price" amount={figures.final_price} strong />
          <Line label="Paid with credits" amount={figures.credits_used} />
          <Line label="Card amount" amount={figures.card_amount} />
          <Line label="Processing fee" amount={figures.processing_fee} note={figures.processing_fee_note} />
          <Line label="Salon payout" amount={figures.merchant_payout} note={figures.merchant_payout_note} />
        </dl>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 border-t border-stone-200 pt-3 sm:grid-cols-2">
          {payment ? (
            <>
              <Field label="Card payment">
                {formatPoundsAsMoney(payment.amount)} · {payment.status}
              </Field>
              <Field label="Card">{payment.card_last4 ? `${CARD_BRANDS[payment.card_brand ?? ''] ?? payment.card_brand ?? 'Card'} ending ${payment.card_last4}` : 'Not recorded'}</Field>
              <Field label="Gateway">{payment.gateway}</Field>
              <Field label="Reference">{payment.reference ? <Mono>{payment.reference}</Mono> : 'None'}</Field>
            </>
          ) : (
            <Field label="Card payment">{figures.card_amount === 0 && data.status !== 'pending' ? 'Nothing charged to a card' : 'No card payment recorded'}</Field>
          )}
        </dl>
      </Section>
      {refund ? (
        <Section title="Refunds">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <Field label="Credits restored">{formatPoundsAsMoney(refund.credits_restored)} (at cancellation)</Field>
            <Field label="Card refund">
              {formatPoundsAsMoney(refund.card_refund)} · {refund.status === 'completed' ? 'Completed' : 'Pending'}
            </Field>
            <Field label="Requested">{formatDateTime(refund.requested_at)}</Field>
            <Field label="Processed">{refund.completed_at ? formatDateTime(refund.completed_at) : 'Not yet'}</Field>
            {refund.reference ? (
              <Field label="Refund reference">
                <Mono>{refund.reference}</Mono>
              </Field>
            ) : null}
            {refund.admin_notes ? <Field label="Admin note">{refund.admin_notes}</Field> : null}
          </dl>
        </Section>
      ) : null}
      <Section title="Timeline">
        <ol className="space-y-2">
          {data.timeline.map((entry, index) => (
            // Two events may share a kind and an instant (two offers a second apart): the place keeps them apart.
            <li key={`${index}-${entry.event}-${entry.at}`} className="flex flex-col gap-0.5 text-sm sm:flex-row sm:justify-between sm:gap-4">
              <span className="min-w-0 font-medium text-stone-900 [overflow-wrap:anywhere]">{entry.label}</span>
              <time dateTime={entry.at} className="shrink-0 text-stone-700 sm:text-right">
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

const REMINDER_BADGES = {
  sent: { colour: 'green', label: 'Sent' },
  queued: { colour: 'amber', label: 'Queued' },
  failed: { colour: 'red', label: 'Failed' },
  not_due: { colour: 'neutral', label: 'Not yet' },
  none: { colour: 'neutral', label: 'None' },
} as const;

/** The reminder's state (decision 026): the outbox's delivery state once sent, else when it is due or why there is none. */
export function reminderText({ status, at, error }: AdminBookingDetail['reminder']): string {
  const when = at ? formatDateTime(at) : '';
  switch (status) {
    case 'sent':
      return when ? `Delivered ${when}` : 'Sent (no mail on record)';
    case 'queued':
      return `Waiting to be delivered since ${when}`;
    case 'failed':
      return `Could not be delivered${error ? `: ${error}` : ''}`;
    case 'not_due':
      return `Due ${when}`;
    case 'none':
      return 'None for this booking: only one confirmed 24 hours ahead gets one';
  }
}

function ReminderState({ reminder }: { reminder: AdminBookingDetail['reminder'] }) {
  const badge = REMINDER_BADGES[reminder.status];
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge colour={badge.colour}>{badge.label}</Badge>
      <span>{reminderText(reminder)}</span>
    </span>
  );
}

const LABEL_COLOURS = { Paid: 'green', Processing: 'amber', 'Refund Needed': 'red', Refunded: 'blue', 'Not charged': 'neutral', 'Not refunded': 'neutral' } as const;

/** The booking's payment label (decision 019), as a badge. */
export function PaymentLabelBadge({ label }: { label: AdminBookingDetail['payment_label'] }) {
  return <Badge colour={LABEL_COLOURS[label]}>{label}</Badge>;
}

/**
 * Refund Processing Required (decision 041): Mark Complete opens the Refunds tab's own confirmation and completes
 * the request through the same use case (decision 041), so the card part is paid back through the payment provider
 * once, whichever screen it is done from; Go to Refunds opens the sub-tab.
 */
function RefundPanel({ refund, customerName, serviceName, onGoToRefunds }: { refund: NonNullable<AdminBookingDetail['refund_request']>; customerName: string; serviceName: string; onGoToRefunds: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="refund-required-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="refund-required-heading" className="text-sm font-semibold text-amber-950">
        Refund Processing Required
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        {refund.card_refund > 0 && (refund.reason === 'salon_cancellation' || refund.reason === 'admin_cancellation')
          ? `${refund.reason === 'salon_cancellation' ? 'The salon' : 'Lull'} cancelled, so the customer gets everything back: the card refund of ${formatPoundsAsMoney(refund.card_refund)} includes Lull’s booking fee and the processing. Mark Complete pays it back through the payment provider, once: do not refund it in the provider’s dashboard as well.`
          : refund.card_refund > 0
          ? `The card refund of ${formatPoundsAsMoney(refund.card_refund)} is made with processing fees deducted. Mark Complete pays it back through the payment provider, once: do not refund it in the provider’s dashboard as well.`
          : 'Nothing goes back to a card.'}{' '}
        {formatPoundsAsMoney(refund.credits_restored)} of credits were restored to the customer&apos;s account.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setConfirming(true)} aria-label={`Mark Complete: refund for ${customerName}`}>
          Mark Complete
        </Button>
        <Button size="sm" variant="secondary" onClick={onGoToRefunds}>
          Go to Refunds
        </Button>
      </div>
      <CompleteRefundDialog
        refund={confirming ? { id: refund.id, customerName, serviceName, cardAmount: refund.card_refund, credits: refund.credits_used } : null}
        onOpenChange={setConfirming}
      />
    </section>
  );
}
