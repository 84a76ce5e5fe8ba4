import { formatDuration } from '@lull/domain/catalogue-filters';
import type { Service } from '@lull/domain/contracts/catalogue';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { NextTimes } from '@/components/catalogue/next-times';
import { PercentOffBadge } from '@/components/catalogue/percent-off-badge';
import { ServicePrice } from '@/components/catalogue/service-price';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { bookingHref } from '@/lib/booking-slots';

/** 3 services per business by default; the rest behind a toggle. */
export const SERVICES_SHOWN_FIRST = 3;
/** Free times per service: the next 3, or 6 of the day when the search asked for one. */
export const TIMES_SHOWN = 3;
export const TIMES_SHOWN_FOR_A_DAY = 6;

interface BusinessServicesListProps {
  businessName: string;
  services: readonly Service[];
  today?: string;
  timesShown?: number;
}

/** A business's matching services: the first three, then 'Show N more services' for the rest. */
export function BusinessServicesList({ businessName, services, today, timesShown = TIMES_SHOWN }: BusinessServicesListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = services.length - SERVICES_SHOWN_FIRST;
  const shown = expanded ? services : services.slice(0, SERVICES_SHOWN_FIRST);

  return (
    <div>
      <ul id={listId} aria-label={`Services at ${businessName}`} className="divide-y divide-stone-100">
        {shown.map((service) => (
          <ServiceRow key={service.id} service={service} today={today} timesShown={timesShown} />
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 inline-flex items-center gap-1.5 rounded-sm py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {expanded ? 'Show fewer services' : `Show ${hidden} more ${hidden === 1 ? 'service' : 'services'}`}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

function ServiceRow({ service, today, timesShown }: { service: Service; today?: string; timesShown: number }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="text-base font-semibold text-stone-900">{service.name}</h3>
          <PercentOffBadge percent={service.percent_off} className="px-2 py-0.5" />
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          <span className="sr-only">Duration </span>
          {formatDuration(service.duration)}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, category </span>
          {service.category}
        </p>
        <NextTimes
          serviceId={service.id}
          serviceName={service.name}
          prices={service}
          slots={service.next_available}
          max={timesShown}
          today={today}
          className="mt-2.5"
        />
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start sm:gap-2">
        <ServicePrice price={service.price} offPeakPrice={service.off_peak_price} size="sm" className="sm:justify-end" />
        <Button asChild size="sm" variant="secondary">
          <Link to={bookingHref(service.id)}>
            Book <span className="sr-only">{service.name}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}
