import type { OwnMerchant } from '@lull/domain/contracts/merchants';

import { SectionHeading } from './section-heading';

// Being built (issue 11); replaced before the issue lands.
export function CalendarSection({ merchant }: { merchant: OwnMerchant }) {
  return (
    <section aria-labelledby="calendar-heading" data-merchant={merchant.id}>
      <SectionHeading id="calendar-heading" title="Calendar" />
    </section>
  );
}
