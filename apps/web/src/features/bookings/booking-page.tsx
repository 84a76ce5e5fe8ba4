import { CalendarX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { useService } from './api/get-service';
import { BookingFlow } from './booking-flow';

/** /booking/{serviceId} (also /booking-v1 and /test-booking, for old links): the three-step booking. */
export function BookingPage() {
  const { serviceId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const service = useService(serviceId);
  const fromMerchant = searchParams.get('from') === 'merchant';

  if (service.isPending) return <PageSpinner label="Loading the treatment…" />;
  if (service.isError) {
    if (isNotFound(service.error)) return <ServiceNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl text-stone-900">We couldn’t load this treatment</h1>
        <p className="mt-2 text-stone-700">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void service.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // Book again (decision 028): with no date, open on the first day with a free off-peak time (the service's
  // next times are its first off-peak ones when the week has any).
  const firstOffPeakDate = searchParams.get('next') === 'off-peak' ? (service.data.next_available.find((slot) => slot.off_peak)?.date ?? null) : null;
  return (
    <BookingFlow
      // A new service starts a fresh booking.
      key={service.data.id}
      service={service.data}
      initialDate={searchParams.get('date') ?? firstOffPeakDate}
      initialTime={searchParams.get('time')}
      // From a business page (?from=merchant, kept through every step), back to that business by name.
      backTo={
        fromMerchant ? { to: `/merchant/${service.data.merchant_id}`, label: `Back to ${service.data.merchant_business_name}` } : { to: '/services', label: 'Back to Services' }
      }
    />
  );
}

function ServiceNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <CalendarX className="mx-auto size-10 text-stone-500" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl text-stone-900">Service not found</h1>
      <p className="mt-2 text-stone-700">This treatment isn’t available to book. Have a look at what is.</p>
      <Button asChild className="mt-6">
        <Link to="/services">Back to Services</Link>
      </Button>
    </div>
  );
}

