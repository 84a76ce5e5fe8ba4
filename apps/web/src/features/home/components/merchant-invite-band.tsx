import { ArrowRight, Store } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';

/** Invites salons to join; a merchant has a business already, so the band is not shown to one (decision 040). */
export function MerchantInviteBand() {
  const { user } = useCurrentUser();
  if (user?.role === 'merchant') return null;
  return (
    <section aria-labelledby="merchant-invite-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
      <div className="flex flex-col gap-6 rounded-[2rem] bg-brand-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between lg:px-14">
        <div className="flex gap-5">
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 sm:flex">
            <Store className="size-7" aria-hidden="true" />
          </span>
          <div>
            <h2 id="merchant-invite-heading" className="font-display text-2xl sm:text-3xl">
              Run a salon, spa or studio?
            </h2>
            <p className="mt-2 max-w-xl text-base leading-7 text-brand-100">
              Turn quiet hours into paid appointments, on the times and prices you choose.
            </p>
          </div>
        </div>
        <Button asChild size="lg" variant="inverse" className="self-start md:self-auto">
          <Link to="/merchant/join">
            List My Business
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
