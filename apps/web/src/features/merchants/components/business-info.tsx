import type { PublicMerchant } from '@lull/domain/contracts/catalogue';
import { Clock, Globe, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatPhone, safeWebsite, telHref } from '@/lib/format';
import { OpeningHoursTable } from './opening-hours-table';

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
        <div className="mt-1 text-sm text-stone-700">{children}</div>
      </div>
    </div>
  );
}

/** The public business page's opening hours, address, phone and website. */
export function BusinessInfo({ merchant }: { merchant: PublicMerchant }) {
  const website = safeWebsite(merchant.website_url);
  return (
    <section aria-labelledby="business-info-heading" className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="business-info-heading" className="font-display text-2xl text-stone-900">
        Business info
      </h2>
      <div className="mt-5 space-y-5">
        <InfoBlock icon={<Clock className="size-5" aria-hidden="true" />} title="Opening hours">
          <OpeningHoursTable text={merchant.availability_hours} />
        </InfoBlock>
        <InfoBlock icon={<MapPin className="size-5" aria-hidden="true" />} title="Address">
          <address className="not-italic">
            {merchant.address_line_1}
            {merchant.address_line_2 ? <>, {merchant.address_line_2}</> : null}
            <br />
            {merchant.city} {merchant.postcode}
          </address>
        </InfoBlock>
        {merchant.phone ? (
          <InfoBlock icon={<Phone className="size-5" aria-hidden="true" />} title="Phone">
            <a href={telHref(merchant.phone)} className="rounded-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
              {formatPhone(merchant.phone)}
            </a>
          </InfoBlock>
        ) : null}
        {website ? (
          <InfoBlock icon={<Globe className="size-5" aria-hidden="true" />} title="Website">
            <a
              href={website.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-sm font-medium break-all text-brand-700 hover:text-brand-900 hover:underline"
            >
              {website.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </InfoBlock>
        ) : null}
      </div>
    </section>
  );
}
