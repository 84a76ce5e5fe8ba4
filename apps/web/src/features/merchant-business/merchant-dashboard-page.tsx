import { CalendarDays, Clock3, Pencil, Scissors, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useMyMerchant } from './api/my-merchant';
import { BusinessProfile } from './components/business-profile';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { ReviewBanner } from './components/review-banner';

const STATUS_LABEL = { pending_review: 'Under review', approved: 'Approved', declined: 'Declined' } as const;

// The dashboard's other sections arrive with the next issue; they are named here so the page shows its shape.
const COMING = [
  { title: 'Services', icon: Scissors },
  { title: 'Bookings', icon: CalendarDays },
  { title: 'Off-peak hours', icon: Clock3 },
  { title: 'Payouts', icon: Wallet },
] as const;

/** /merchant/dashboard: where the application stands, and the Business Profile with its editor. */
export function MerchantDashboardPage() {
  const business = useMyMerchant(true);
  const [editing, setEditing] = useState(false);

  if (business.isPending) return <PageSpinner />;
  if (business.isError || !business.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl text-stone-900">Merchant Dashboard</h1>
        {business.isError ? (
          <p className="mt-3 text-stone-700">We could not load your business. Check your connection and try again.</p>
        ) : (
          <>
            <p className="mt-3 text-stone-700">This account has no business yet.</p>
            <Button asChild className="mt-6">
              <Link to="/merchant/onboarding">List your business</Link>
            </Button>
          </>
        )}
        {business.isError ? (
          <Button className="mt-6" onClick={() => void business.refetch()}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  const merchant = business.data;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Merchant Dashboard</p>
          <h1 className="mt-1 font-display text-4xl text-stone-900">{merchant.business_name}</h1>
        </div>
        <p className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800">
          {merchant.is_paused ? 'Paused' : STATUS_LABEL[merchant.status]}
        </p>
      </div>

      <ReviewBanner merchant={merchant} onUpdateApplication={() => setEditing(true)} />

      <section aria-labelledby="profile-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-heading" className="font-display text-2xl text-stone-900">
            Business Profile
          </h2>
          {!merchant.is_paused ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit Business Profile
            </Button>
          ) : null}
        </div>
        <div className="mt-4">
          <BusinessProfile merchant={merchant} />
        </div>
      </section>

      <section aria-labelledby="coming-heading">
        <h2 id="coming-heading" className="font-display text-2xl text-stone-900">
          Coming next
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COMING.map(({ title, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-dashed border-stone-300 p-5 text-stone-700">
              <Icon className="size-5 text-brand-700" aria-hidden="true" />
              <p className="mt-2 font-semibold text-stone-900">{title}</p>
              <p className="mt-1 text-sm">Coming soon to your dashboard.</p>
            </li>
          ))}
        </ul>
      </section>

      {editing ? <EditProfileDialog key={merchant.id} merchant={merchant} open={editing} onOpenChange={setEditing} /> : null}
    </div>
  );
}
