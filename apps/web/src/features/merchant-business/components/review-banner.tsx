import { CircleAlert, Clock, PauseCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { OwnMerchant } from '../api/my-merchant';

const TONES = {
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  problem: 'border-red-300 bg-red-50 text-red-950',
  info: 'border-brand-200 bg-brand-50 text-stone-900',
} as const;

function Banner({ tone, icon: Icon, title, children }: { tone: keyof typeof TONES; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div role="status" className={`flex gap-3 rounded-2xl border p-4 ${TONES[tone]}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * What a business not yet approved may do with its services, said the same on the success page, this banner and
 * the Services tab (decision 040): the server lets it add and edit them, and customers book them once approved.
 */
export const PREPARE_SERVICES = 'You can add and edit your services now: our team reviews each one, and customers can book them once your business is approved.';

/** Where the application stands (merchant spec §4): pending, declined with its reason, or paused. */
export function ReviewBanner({ merchant, onUpdateApplication }: { merchant: OwnMerchant; onUpdateApplication: () => void }) {
  if (merchant.is_paused) {
    return (
      <Banner tone="warning" icon={PauseCircle} title="Business Paused">
        <p className="mt-1 text-sm leading-6">
          Our team has paused your business: customers cannot find or book it, and your services, off-peak hours and profile cannot be
          changed. Bookings already made still stand. Contact support to resume.
        </p>
      </Banner>
    );
  }
  if (merchant.status === 'declined') {
    return (
      <Banner tone="problem" icon={CircleAlert} title="Your application was declined">
        {merchant.rejection_reason ? <p className="mt-1 text-sm leading-6">Reason: {merchant.rejection_reason}</p> : null}
        <p className="mt-1 text-sm leading-6">Update your application and resubmit it: our team will review it again.</p>
        <Button className="mt-3" size="sm" onClick={onUpdateApplication}>
          Update Application
        </Button>
      </Banner>
    );
  }
  if (merchant.status === 'pending_review') {
    return (
      <Banner tone="info" icon={Clock} title="Your application is under review">
        <p className="mt-1 text-sm leading-6 text-stone-700">
          We usually decide within 1–2 business days. {PREPARE_SERVICES}
        </p>
      </Banner>
    );
  }
  return null;
}
