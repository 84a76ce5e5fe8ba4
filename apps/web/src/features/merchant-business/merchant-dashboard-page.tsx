import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { DashboardLayout, tabOf } from '@/components/dashboard/dashboard-layout';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useMyMerchant } from './api/my-merchant';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { ReviewBanner } from './components/review-banner';
import { BookingsSection } from './sections/bookings-section';
import { CalendarSection } from './sections/calendar-section';
import { DASHBOARD_TABS, type DashboardTab } from './sections/dashboard-tabs';
import { OffPeakSection } from './sections/off-peak-section';
import { OverviewSection } from './sections/overview-section';
import { PaymentsSection } from './sections/payments-section';
import { ProfileSection } from './sections/profile-section';
import { ReviewsSection } from './sections/reviews-section';
import { ServicesSection } from './sections/services-section';
import { TeamSection } from './sections/team-section';

const STATUS_LABEL = { pending_review: 'Under review', approved: 'Approved', declined: 'Declined' } as const;

function statusLabel(merchant: OwnMerchant): string {
  if (merchant.is_paused) return 'Paused';
  if (merchant.status === 'approved') return 'Active';
  return STATUS_LABEL[merchant.status];
}

function Section({ tab, merchant, onEditProfile }: { tab: DashboardTab; merchant: OwnMerchant; onEditProfile: () => void }) {
  switch (tab) {
    case 'overview':
      return <OverviewSection merchant={merchant} onUpdateApplication={onEditProfile} />;
    case 'services':
      return <ServicesSection merchant={merchant} />;
    case 'bookings':
      return <BookingsSection merchant={merchant} />;
    case 'calendar':
      return <CalendarSection merchant={merchant} />;
    case 'team':
      return <TeamSection merchant={merchant} />;
    case 'off-peak':
      return <OffPeakSection merchant={merchant} />;
    case 'payments':
      return <PaymentsSection merchant={merchant} />;
    case 'reviews':
      return <ReviewsSection merchant={merchant} />;
    case 'profile':
      return <ProfileSection merchant={merchant} onEdit={onEditProfile} />;
  }
}

/** /merchant/dashboard: the salon's day-to-day, one section at a time, chosen by `?tab=`. */
export function MerchantDashboardPage() {
  const business = useMyMerchant(true);
  const [params] = useSearchParams();
  const tab = tabOf(DASHBOARD_TABS, params.get('tab'));
  const [editing, setEditing] = useState(false);

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
  return (
    <DashboardLayout
      tabs={DASHBOARD_TABS}
      current={tab}
      eyebrow="Merchant Dashboard"
      title={merchant.business_name}
      status={<p className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800">{statusLabel(merchant)}</p>}
    >
      <ReviewBanner merchant={merchant} onUpdateApplication={() => setEditing(true)} />
      <Section tab={tab} merchant={merchant} onEditProfile={() => setEditing(true)} />
      {editing ? <EditProfileDialog key={merchant.id} merchant={merchant} open={editing} onOpenChange={setEditing} /> : null}
    </DashboardLayout>
  );
}
