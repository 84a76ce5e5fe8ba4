import { formatDuration } from '@lull/domain/catalogue-filters';
import type { Service } from '@lull/domain/contracts/catalogue';
import { Clock, MapPin } from 'lucide-react';

import { ServicePrice } from '@/components/catalogue/service-price';

/** The treatment being booked: where, how long and what it costs. */
export function ServiceOverview({ service }: { service: Service }) {
  return (
    <section aria-labelledby="service-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="service-heading" className="text-xl font-semibold text-stone-900">
        {service.name}
      </h2>
      <p className="mt-1 font-medium text-stone-800">{service.merchant_business_name}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {service.merchant_address}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {formatDuration(service.duration)}
        </li>
      </ul>
      <ServicePrice price={service.price} offPeakPrice={service.off_peak_price} className="mt-3" />
    </section>
  );
}
