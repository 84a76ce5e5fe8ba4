import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';

import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useRevenue } from './api/payouts';
import { useMyMerchant } from './api/my-merchant';
import { BankAccountsList } from './components/bank-accounts-list';
import { PayoutScheduleForm } from './components/payout-schedule-form';
import { RevenueFigures, RevenueLedger } from './components/revenue-ledger';
import { PayoutsAndStatement } from './components/statement';

/** One message and one way on, for an account with no business's payments to show (decision 040). */
function NoBusiness({ text, action }: { text: string; action: { label: string; to: string } }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl text-stone-900">Payment Settings</h1>
      <p className="mt-3 text-stone-700">{text}</p>
      <Button asChild className="mt-6">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </div>
  );
}

/**
 * /merchant/payment-settings (merchant spec §2): pending revenue and the next payout, bank accounts (add, edit,
 * delete) and the payout schedule, with the entries behind the balance. An admin names the business with
 * `?merchant_id=` (without one there is no business to show); a paused business sees everything and changes nothing.
 */
export function PaymentSettingsPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchant_id') ?? undefined;
  const user = useCurrentUser();
  const own = useMyMerchant(merchantId === undefined && user.user?.role === 'merchant');

  if (merchantId === undefined && user.user?.role === 'admin') {
    return <NoBusiness text="Payment settings belong to a business. Your admin account has none: payouts to salons are in the Admin Dashboard." action={{ label: 'Go to the Admin Dashboard', to: '/admin/dashboard' }} />;
  }
  if (merchantId === undefined && own.isPending) return <PageSpinner />;
  if (merchantId === undefined && own.isSuccess && own.data === null) {
    return <NoBusiness text="This account has no business yet." action={{ label: 'List your business', to: '/merchant/onboarding' }} />;
  }
  return <PaymentSettings merchantId={merchantId} businessName={own.data?.business_name ?? null} paused={merchantId === undefined && own.data?.is_paused === true} />;
}

function PaymentSettings({ merchantId, businessName: ownName, paused }: { merchantId: string | undefined; businessName: string | null; paused: boolean }) {
  const [page, setPage] = useState(1);
  const revenue = useRevenue({ page, merchantId });
  // An admin names the business by id: its name comes with its figures, and the way back is the admin's Payouts tab.
  const businessName = ownName ?? revenue.data?.business_name ?? null;
  const back = merchantId === undefined ? { to: '/merchant/dashboard?tab=payments', label: 'Back to dashboard' } : { to: '/admin/dashboard?tab=payouts', label: 'Back to Payouts' };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <div>
        <Link to={back.to} className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900">
          <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
        </Link>
        <h1 className="mt-3 font-display text-3xl text-stone-900 sm:text-4xl">Payment Settings</h1>
        <p className="mt-2 text-stone-700">
          {merchantId === undefined
            ? `${businessName ? `${businessName}: y` : 'Y'}our bank accounts, when you are paid, and the revenue behind each payout.`
            : `${businessName ?? 'This business'}: its bank accounts, payout schedule, payouts and statements.`}
        </p>
      </div>
      {paused ? (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Business Paused</p>
          <p className="mt-1">Your business is paused by our team, so its payment settings cannot be changed. Contact support to resume it.</p>
        </div>
      ) : null}
      <RevenueFigures revenue={revenue} />
      <BankAccountsList merchantId={merchantId} readOnly={paused} />
      <PayoutScheduleForm merchantId={merchantId} readOnly={paused} />
      {/* An admin's way into a salon's money: the owner has these on the Payments tab. */}
      {merchantId !== undefined ? <PayoutsAndStatement merchantId={merchantId} /> : null}
      <RevenueLedger revenue={revenue} page={page} onPage={setPage} />
    </div>
  );
}
