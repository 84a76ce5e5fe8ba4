import { Banknote, CalendarDays, Clock, ListChecks, Scissors, Store, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type PlatformStats, useAdminStats } from '../api/admin-overview';

const DASHBOARD = '/admin/dashboard';

interface Card {
  label: string;
  value: (stats: PlatformStats) => string;
  /** The tab it opens, with its filter. */
  to: string;
  icon: LucideIcon;
  hint: string;
}

/** Admin spec §2.2's seven cards, each opening its tab (Pending ones filtered to pending). Revenue: decision 017. */
const CARDS: readonly Card[] = [
  { label: 'Total Users', value: (stats) => String(stats.total_users), to: '?tab=users', icon: Users, hint: 'Accounts' },
  { label: 'Merchants', value: (stats) => String(stats.total_merchants), to: '?tab=merchants', icon: Store, hint: 'Businesses' },
  { label: 'Services', value: (stats) => String(stats.total_services), to: '?tab=services', icon: Scissors, hint: 'In the catalogue' },
  { label: 'Bookings', value: (stats) => String(stats.total_bookings), to: '?tab=bookings', icon: CalendarDays, hint: 'Paid bookings' },
  { label: 'Revenue', value: (stats) => formatPoundsAsMoney(stats.total_revenue), to: '?tab=analytics', icon: Banknote, hint: 'Platform fees earned' },
  { label: 'Pending', value: (stats) => String(stats.pending_merchants), to: '?tab=merchants&status=pending', icon: Clock, hint: 'Merchants to review' },
  { label: 'Pending Services', value: (stats) => String(stats.pending_services), to: '?tab=services&status=pending', icon: ListChecks, hint: 'Services to review' },
];

/** A card's figure: the value, a placeholder while it loads, or a dash once loading failed (the alert says why). */
function StatCard({ card, stats, failed }: { card: Card; stats: PlatformStats | undefined; failed: boolean }) {
  const Icon = card.icon;
  return (
    <li>
      <Link
        to={`${DASHBOARD}${card.to}`}
        className="flex h-full flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 transition-colors sm:flex-row sm:gap-4 sm:p-5 hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-medium text-stone-700">{card.label}</span>
          {stats ? (
            <span className="mt-1 block font-display text-2xl text-stone-900 tabular-nums sm:text-3xl">{card.value(stats)}</span>
          ) : failed ? (
            <span className="mt-1 block font-display text-2xl text-stone-500 sm:text-3xl">
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not loaded</span>
            </span>
          ) : (
            <Skeleton className="mt-2 h-8 w-20" />
          )}
          <span className="mt-1 block text-xs text-stone-600">{card.hint}</span>
        </span>
      </Link>
    </li>
  );
}

function PendingList({ title, viewAll, isLoading, empty, children }: { title: string; viewAll: string; isLoading: boolean; empty: string | null; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="font-display text-xl text-stone-900">
          {title}
        </h3>
        <Link to={`${DASHBOARD}${viewAll}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          View all
        </Link>
      </div>
      {isLoading ? (
        <div aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`} className="mt-4 space-y-2">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : empty ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 p-5 text-center text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">{children}</ul>
      )}
    </section>
  );
}

function PendingItem({ to, title, detail, aside }: { to: string; title: string; detail: string; aside: string }) {
  return (
    <li>
      <Link to={`${DASHBOARD}${to}`} className="-mx-2 flex items-center justify-between gap-3 rounded-xl px-2 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        <span className="min-w-0">
          <span className="block truncate font-medium text-stone-900">{title}</span>
          <span className="block truncate text-sm text-stone-600">{detail}</span>
        </span>
        <span className="shrink-0 text-xs text-stone-600">{aside}</span>
      </Link>
    </li>
  );
}

/** The Overview (admin spec §2.2): seven figures from the server and the first 3 merchants and services waiting. */
export function OverviewTab() {
  const stats = useAdminStats();
  const data = stats.data;
  // Nothing to show and nothing coming: the alert offers Try again, and no placeholder pretends to load.
  const failed = stats.isError && !data;
  const notLoaded = failed ? 'Not loaded: see the message above.' : null;
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <div>
        <h2 id="overview-heading" className="font-display text-2xl text-stone-900">
          Overview
        </h2>
        <p className="mt-1 text-sm text-stone-600">The platform at a glance. Each figure opens its tab.</p>
      </div>
      {stats.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>{errorMessage(stats.error, 'We could not load the figures.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <ul aria-label="Platform figures" aria-busy={stats.isLoading} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {CARDS.map((card) => (
          <StatCard key={card.label} card={card} stats={data} failed={failed} />
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <PendingList
          title="Pending Merchants"
          viewAll="?tab=merchants&status=pending"
          isLoading={stats.isLoading}
          empty={notLoaded ?? (data && data.pending_merchant_list.length === 0 ? 'No pending merchants' : null)}
        >
          {data?.pending_merchant_list.map((merchant) => (
            <PendingItem
              key={merchant.id}
              to={`?tab=merchants&merchant=${merchant.id}`}
              title={merchant.business_name}
              detail={[merchant.contact_person, merchant.city, merchant.business_category].filter(Boolean).join(' · ')}
              aside={`Applied ${formatDate(merchant.created_at)}`}
            />
          ))}
        </PendingList>
        <PendingList
          title="Pending Services"
          viewAll="?tab=services&status=pending"
          isLoading={stats.isLoading}
          empty={notLoaded ?? (data && data.pending_service_list.length === 0 ? 'No pending services' : null)}
        >
          {data?.pending_service_list.map((service) => (
            <PendingItem
              key={service.id}
              to={`?tab=services&service=${service.id}`}
              title={service.is_edit ? `${service.name} (edit)` : service.name}
              detail={`${service.merchant_business_name} · ${service.category} · ${formatPoundsAsMoney(service.price)}`}
              aside={formatDate(service.waiting_since)}
            />
          ))}
        </PendingList>
      </div>
    </section>
  );
}
