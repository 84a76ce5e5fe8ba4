import type { OwnMerchant } from '@lull/domain/contracts/merchants';

import { SectionHeading } from './section-heading';

// Being built (issue 11); replaced before the issue lands.
export function PaymentsSection({ merchant }: { merchant: OwnMerchant }) {
  return (
    <section aria-labelledby="payments-heading" data-merchant={merchant.id}>
      <SectionHeading id="payments-heading" title="Payments" />
    </section>
  );
}
