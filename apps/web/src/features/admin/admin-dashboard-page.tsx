import { useSearchParams } from 'react-router';

import { DashboardLayout, tabOf } from '@/components/dashboard/dashboard-layout';
import { ADMIN_TABS, type AdminTab } from './tabs/admin-tabs';
import { ContactTab } from './tabs/contact-tab';
import { MerchantsTab } from './tabs/merchants-tab';
import { AnalyticsTab } from './tabs/analytics-tab';
import { AuditTab } from './tabs/audit-tab';
import { BookingsTab } from './tabs/bookings-tab';
import { PayoutsTab } from './tabs/payouts-tab';
import { ReconciliationTab } from './tabs/reconciliation-tab';
import { ReviewsTab } from './tabs/reviews-tab';
import { NotificationsTab } from './tabs/notifications-tab';
import { OverviewTab } from './tabs/overview-tab';
import { ServicesTab } from './tabs/services-tab';
import { UsersTab } from './tabs/users-tab';

function Tab({ tab }: { tab: AdminTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'merchants':
      return <MerchantsTab />;
    case 'services':
      return <ServicesTab />;
    case 'users':
      return <UsersTab />;
    case 'contact':
      return <ContactTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'bookings':
      return <BookingsTab />;
    case 'payouts':
      return <PayoutsTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'reconciliation':
      return <ReconciliationTab />;
    case 'audit':
      return <AuditTab />;
    case 'reviews':
      return <ReviewsTab />;
  }
}

/** /admin/dashboard: running the platform, one tab at a time, chosen by `?tab=` (the route guard lets only admins in). */
export function AdminDashboardPage() {
  const [params] = useSearchParams();
  const tab = tabOf(ADMIN_TABS, params.get('tab'));
  return (
    <DashboardLayout tabs={ADMIN_TABS} current={tab} eyebrow="Lull" title="Admin Dashboard">
      <Tab tab={tab} />
    </DashboardLayout>
  );
}
