import type { OwnMerchant } from '@lull/domain/contracts/merchants';

import { SectionHeading } from './section-heading';

// Being built (issue 11); replaced before the issue lands.
export function ServicesSection({ merchant }: { merchant: OwnMerchant }) {
  return (
    <section aria-labelledby="services-heading" data-merchant={merchant.id}>
      <SectionHeading id="services-heading" title="Services" />
    </section>
  );
}
