import type { OwnMerchant } from '@lull/domain/contracts/merchants';

import { SectionHeading } from './section-heading';

// Being built (issue 11); replaced before the issue lands.
export function OverviewSection({ merchant }: { merchant: OwnMerchant }) {
  return (
    <section aria-labelledby="overview-heading" data-merchant={merchant.id}>
      <SectionHeading id="overview-heading" title="Overview" />
    </section>
  );
}
