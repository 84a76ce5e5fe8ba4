import type { OwnMerchant } from '@lull/domain/contracts/merchants';

import { SectionHeading } from './section-heading';

// Being built (issue 11); replaced before the issue lands.
export function OffPeakSection({ merchant }: { merchant: OwnMerchant }) {
  return (
    <section aria-labelledby="off-peak-heading" data-merchant={merchant.id}>
      <SectionHeading id="off-peak-heading" title="OffPeak" />
    </section>
  );
}
