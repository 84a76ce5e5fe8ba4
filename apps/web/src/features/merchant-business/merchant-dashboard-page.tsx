import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogTitle, SheetContent } from '../../components/ui/dialog';
import { PageSpinner } from '../../components/ui/spinner';
import { useMyMerchant } from './api/my-merchant';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { ReviewBanner } from './components/review-banner';
import { BookingsSection } from './sections/bookings-section';
import { CalendarSection } from './sections/calendar-section';
import { DASHBOARD_TABS, dashboardTabOf, type DashboardTab } from './sections/dashboard-tabs';
import { OffPeakSection } from './sections/off-peak-section';
import { OverviewSection } from './sections/overview-section';
import { PaymentsSection } from './sections/payments-section';
import { ProfileSection } from './sections/profile-section';
import { ServicesSection } from './sections/services-section';

const STATUS_LABEL = { pending_review: 'Under review', approved: 'Approved', declined: 'Declined' } as const;

function statusLabel(merchant: OwnMerchant): string {
  if (merchant.is_paused) return 'Paused';
  if (merchant.status === 'approved') return 'Active';
  return STATUS_LABEL[merchant.status];
}

/** The sections as links (`?tab=`): a sidebar on a wide screen, the drawer's list on a phone. */
function DashboardNav({ current, onChoose }: { current: DashboardTab; onChoose?: () => void }) {
  return (
    <nav aria-label="Dashboard sections">
      <ul className="space-y-1">
        {DASHBOARD_TABS.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <Link
              to={`?tab=${id}`}
              onClick={onChoose}
              aria-current={current === id ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                current === id && 'bg-brand-50 text-brand-900 hover:bg-brand-100',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({ tab, merchant, onEditProfile }: { tab: DashboardTab; merchant: OwnMerchant; onEditProfile: () => void }) {
  switch (tab) {
    case 'overview':
      return <OverviewSection merchant={merchant} />;
    case 'services':
      return <ServicesSection merchant={merchant} />;
    case 'bookings':
      return <BookingsSection merchant={merchant} />;
    case 'calendar':
      return <CalendarSection merchant={merchant} />;
    case 'off-peak':
      return <OffPeakSection merchant={merchant} />;
    case 'payments':
      return <PaymentsSection merchant={merchant} />;
    case 'profile':
      return <ProfileSection merchant={merchant} onEdit={onEditProfile} />;
  }
}

/** /merchant/dashboard: the salon's day-to-day, one section at a time, chosen by `?tab=`. */
export function MerchantDashboardPage() {
  const business = useMyMerchant(true);
  const [params] = useSearchParams();
  const tab = dashboardTabOf(params.get('tab'));
  const [editing, setEditing] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (business.isPending) return <PageSpinner />;
  if (business.isError || !business.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl text-stone-900">Merchant Dashboard</h1>
        {business.isError ? (
          <>
            <p className="mt-3 text-stone-700">We could not load your business. Check your connection and try again.</p>
            <Button className="mt-6" onClick={() => void business.refetch()}>
              Try again
            </Button>
          </>
        ) : (
          <>
            <p className="mt-3 text-stone-700">This account has no business yet.</p>
            <Button asChild className="mt-6">
              <Link to="/merchant/onboarding">List your business</Link>
            </Button>
          </>
        )}
      </div>
    );
  }

  const merchant = business.data;
  const tabLabel = DASHBOARD_TABS.find((entry) => entry.id === tab)?.label;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <aside className="hidden lg:block">
        <div className="sticky top-24">
          <DashboardNav current={tab} />
        </div>
      </aside>
      <div className="min-w-0 space-y-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Merchant Dashboard</p>
            <h1 className="mt-1 font-display text-3xl text-stone-900 sm:text-4xl">{merchant.business_name}</h1>
          </div>
          <div className="flex items-center gap-3">
            <p className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800">{statusLabel(merchant)}</p>
            <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
              <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                <Menu className="size-4" aria-hidden="true" /> {tabLabel}
              </Button>
              <SheetContent closeLabel="Close sections" className="p-5 pt-16">
                <DialogTitle className="sr-only">Dashboard sections</DialogTitle>
                <DashboardNav current={tab} onChoose={() => setDrawerOpen(false)} />
              </SheetContent>
            </Dialog>
          </div>
        </div>

        <ReviewBanner merchant={merchant} onUpdateApplication={() => setEditing(true)} />

        <Section tab={tab} merchant={merchant} onEditProfile={() => setEditing(true)} />
      </div>

      {editing ? <EditProfileDialog key={merchant.id} merchant={merchant} open={editing} onOpenChange={setEditing} /> : null}
    </div>
  );
}
