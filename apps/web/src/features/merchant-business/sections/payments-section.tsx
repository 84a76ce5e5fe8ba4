import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useRevenue } from '../api/payouts';
import { RevenueFigures, RevenueLedger } from '../components/revenue-ledger';
import { PayoutsAndStatement } from '../components/statement';
import { SectionHeading } from './section-heading';

/**
 * Payments: the revenue balance with the entries behind it, pending revenue and the next payout, the payouts made,
 * and a statement for any period or payout; bank details are on Payment Settings.
 */
export function PaymentsSection({ merchant: _merchant }: { merchant: OwnMerchant }) {
  const [page, setPage] = useState(1);
  const revenue = useRevenue({ page });
  return (
    <section aria-labelledby="payments-heading" className="space-y-8">
      <SectionHeading id="payments-heading" title="Payments" description="What you have earned, what is on its way, and when it is paid to your bank.">
        <Button asChild variant="secondary">
          <Link to="/merchant/payment-settings">
            <Settings className="size-4" aria-hidden="true" /> Payment Settings
          </Link>
        </Button>
      </SectionHeading>
      <RevenueFigures revenue={revenue} />
      <PayoutsAndStatement />
      <RevenueLedger revenue={revenue} page={page} onPage={setPage} />
    </section>
  );
}
