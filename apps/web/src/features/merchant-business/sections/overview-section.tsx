import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { AlertTriangle, CheckCircle2, Clock, PauseCircle, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { StatusBadge } from '@/components/booking-status-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLondonWhen, formatPoundsAsMoney } from '@/lib/format';
import { useServiceCounts } from '../api/dashboard-overview';
import { useMerchantBookings } from '../api/merchant-bookings';
import { customerName } from '../components/booking-details-dialog';
import { SectionHeading } from './section-heading';

const RECENT_BOOKINGS = 3;

function StatCard({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
      <p className="text-sm font-medium text-stone-700">{label}</p>
      <div className="mt-2 font-display text-3xl text-stone-900">{value}</div>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}

const figure = (value: number | undefined) => (value === undefined ? <Skeleton className="h-9 w-12" /> : value);

/** Overview: the figures that matter today, what needs doing, and the latest bookings. */
/** A reason typed without a full stop still ends its sentence before the next one starts. */
function asSentence(text: string) {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

export function OverviewSection({ merchant, onUpdateApplication }: { merchant: OwnMerchant; onUpdateApplication: () => void }) {
  const services = useServiceCounts();
  const bookings = useMerchantBookings({ q: '', status: 'all', page: 1, pageSize: RECENT_BOOKINGS });
  // Decision 040: a business under review prepares its services too; only a paused one cannot.
  const canAddServices = !merchant.is_paused;

  const actions: { icon: typeof Clock; text: string; to?: string; onClick?: () => void; label?: string }[] = [];
  if (merchant.status === 'declined' && !merchant.is_paused) {
    actions.push({
      icon: AlertTriangle,
      text: `Your application was declined${merchant.rejection_reason ? `: ${asSentence(merchant.rejection_reason)}` : '.'} Update it and resubmit it for review.`,
      onClick: onUpdateApplication,
      label: 'Update and resubmit',
    });
  }
  if (merchant.is_paused) actions.push({ icon: PauseCircle, text: 'Your business is paused by our team: customers cannot find it. Contact support to resume it.' });
  if (services.data && services.data.pending > 0) {
    actions.push({ icon: Clock, text: `${services.data.pending} ${services.data.pending === 1 ? 'service is' : 'services are'} under review`, to: '?tab=services&approval=pending' });
  }
  if (services.data && services.data.rejected > 0) {
    actions.push({ icon: AlertTriangle, text: `${services.data.rejected} ${services.data.rejected === 1 ? 'service needs' : 'services need'} revision`, to: '?tab=services&approval=rejected' });
  }

  return (
    <section aria-labelledby="overview-heading" className="space-y-8">
      <SectionHeading id="overview-heading" title="Overview">
        {canAddServices ? (
          <Button asChild size="sm">
            <Link to="?tab=services&add=1">
              <Plus className="size-4" aria-hidden="true" /> Add Service
            </Link>
          </Button>
        ) : null}
      </SectionHeading>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Services" value={figure(services.data?.total)} />
        <StatCard label="Approved Services" value={figure(services.data?.approved)} />
        <StatCard label="Total Bookings" value={figure(bookings.data?.total)} />
        <StatCard label="Revenue Balance" value={formatPoundsAsMoney(merchant.merchant_revenue_balance)}>
          <Button asChild variant="secondary" size="sm">
            <Link to="/merchant/payment-settings">Payment Settings</Link>
          </Button>
        </StatCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="pending-actions-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h3 id="pending-actions-heading" className="font-semibold text-stone-900">
            Pending Actions
          </h3>
          {services.isPending ? (
            <Skeleton className="mt-3 h-6 w-2/3" />
          ) : actions.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-stone-700">
              <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" /> No pending actions
            </p>
          ) : (
            <ul className="mt-3 space-y-2">
              {actions.map(({ icon: Icon, text, to, onClick, label }) => (
                <li key={text} className="flex items-start gap-2 text-stone-800">
                  <Icon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                  {to ? (
                    <Link to={to} className="underline underline-offset-2 hover:text-brand-800">
                      {text}
                    </Link>
                  ) : (
                    <div className="min-w-0">
                      <span className="break-words">{text}</span>
                      {onClick && label ? (
                        <Button className="mt-2 flex" size="sm" variant="secondary" onClick={onClick}>
                          {label}
                        </Button>
                      ) : null}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="recent-bookings-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h3 id="recent-bookings-heading" className="font-semibold text-stone-900">
            Recent Bookings
          </h3>
          {bookings.isPending ? (
            <Skeleton className="mt-3 h-20 w-full" />
          ) : bookings.isError ? (
            <p className="mt-3 text-stone-700">We could not load your bookings.</p>
          ) : bookings.data.items.length === 0 ? (
            <p className="mt-3 text-stone-700">No bookings yet.</p>
          ) : (
            <>
              <ul className="mt-3 divide-y divide-stone-100">
                {bookings.data.items.map((booking) => (
                  <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-stone-900">{booking.service_name}</p>
                      <p className="text-sm text-stone-700">
                        {customerName(booking)} · {formatLondonWhen(booking.starts_at)}
                      </p>
                    </div>
                    <StatusBadge status={booking.status} />
                  </li>
                ))}
              </ul>
              {bookings.data.total > RECENT_BOOKINGS ? (
                <Link to="?tab=bookings" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
                  View all bookings
                </Link>
              ) : null}
            </>
          )}
        </section>
      </div>
    </section>
  );
}
