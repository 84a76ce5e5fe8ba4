import { CircleAlert, Clock, PauseCircle } from 'lucide-react';

import { Button } from '../../../components/ui/button';
import type { OwnMerchant } from '../api/my-merchant';

/** Where the application stands (merchant spec §4): pending, declined with its reason, or paused. */
export function ReviewBanner({ merchant, onUpdateApplication }: { merchant: OwnMerchant; onUpdateApplication: () => void }) {
  if (merchant.is_paused) {
    return (
      <div role="status" className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <PauseCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Business Paused</p>
          <p className="mt-1 text-sm leading-6">
            Our team has paused your business: customers cannot find or book it, and your services, off-peak hours and profile cannot be
            changed. Bookings already made still stand. Contact support to resume.
          </p>
        </div>
      </div>
    );
  }
  if (merchant.status === 'declined') {
    return (
      <div role="status" className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold">Your application was declined</p>
          {merchant.rejection_reason ? <p className="mt-1 text-sm leading-6">Reason: {merchant.rejection_reason}</p> : null}
          <p className="mt-1 text-sm leading-6">Update your application and we will review it again.</p>
          <Button className="mt-3" size="sm" onClick={onUpdateApplication}>
            Update Application
          </Button>
        </div>
      </div>
    );
  }
  if (merchant.status === 'pending_review') {
    return (
      <div role="status" className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-stone-900">
        <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">Your application is under review</p>
          <p className="mt-1 text-sm leading-6 text-stone-700">
            We usually decide within 1–2 business days. You can prepare your services in advance: they go live once your business is approved.
          </p>
        </div>
      </div>
    );
  }
  return null;
}
