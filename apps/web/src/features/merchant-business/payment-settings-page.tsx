import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { useCurrentUser } from '../auth/api/get-current-user';
import { useRevenue } from './api/payouts';
import { useMyMerchant } from './api/my-merchant';
import { BankAccountsList } from './components/bank-accounts-list';
import { PayoutScheduleForm } from './components/payout-schedule-form';
import { RevenueFigures, RevenueLedger } from './components/revenue-ledger';

/**
 * /merchant/payment-settings (merchant spec §2): pending revenue and the next payout, bank accounts (add, edit,
 * delete) and the payout schedule, with the entries behind the balance. An admin names the business with
 * `?merchant_id=`; a paused business sees everything and changes nothing.
 */
export function PaymentSettingsPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchant_id') ?? undefined;
  const user = useCurrentUser();
  const own = useMyMerchant(merchantId === undefined && user.user?.role === 'merchant');
  const paused = merchantId === undefined && own.data?.is_paused === true;
  const [page, setPage] = useState(1);
  const revenue = useRevenue({ page, merchantId });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <div>
        <Link to="/merchant/dashboard?tab=payments" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to dashboard
        </Link>
        <h1 className="mt-3 font-display text-3xl text-stone-900 sm:text-4xl">Payment Settings</h1>
        <p className="mt-2 text-stone-700">{own.data ? `${own.data.business_name}: ` : ''}your bank accounts, when you are paid, and the revenue behind each payout.</p>
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
      <RevenueLedger revenue={revenue} page={page} onPage={setPage} />
    </div>
  );
}
