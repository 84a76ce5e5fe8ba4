import type { OwnMerchant } from '@lull/domain/contracts/merchants';

import { SectionHeading } from './section-heading';

// Being built (issue 11); replaced before the issue lands.
export function BookingsSection({ merchant }: { merchant: OwnMerchant }) {
  return (
    <section aria-labelledby="bookings-heading" data-merchant={merchant.id}>
      <SectionHeading id="bookings-heading" title="Bookings" />
    </section>
  );
}
