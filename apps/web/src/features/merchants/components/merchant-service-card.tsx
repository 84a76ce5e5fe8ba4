import { formatDuration } from '@lull/domain/catalogue-filters';
import type { Service } from '@lull/domain/contracts/catalogue';
import { ChevronDown, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { PercentOffBadge } from '@/components/catalogue/percent-off-badge';
import { ServicePrice } from '@/components/catalogue/service-price';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { bookingHref } from '@/lib/booking-slots';

/** One treatment on the business page: prices, badge, duration, a Details toggle and Book Now. */
export function MerchantServiceCard({ service }: { service: Service }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const materials = service.materials?.trim();

  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-stone-900 sm:text-lg">{service.name}</h3>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-stone-600">
            <Clock className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span>
              <span className="sr-only">Duration </span>
              {formatDuration(service.duration)}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, category </span>
              {service.category}
            </span>
          </p>
        </div>
        <PercentOffBadge percent={service.percent_off} className="shrink-0" />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <ServicePrice price={service.price} offPeakPrice={service.off_peak_price} />
        <div className="ml-auto flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            Details <span className="sr-only">of {service.name}</span>
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
          <Button asChild size="sm">
            <Link to={bookingHref(service.id, undefined, { from: 'merchant' })}>
              Book Now <span className="sr-only">{service.name}</span>
            </Link>
          </Button>
        </div>
      </div>

      <div id={detailsId} hidden={!open} className="mt-4 space-y-3 border-t border-stone-100 pt-4 text-sm leading-6 text-stone-700">
        <p>{service.description || 'The salon hasn’t added a description yet.'}</p>
        {materials ? (
          <div>
            <h4 className="font-semibold text-stone-900">Products used</h4>
            <p>{materials}</p>
          </div>
        ) : null}
      </div>
    </article>
  );
}
