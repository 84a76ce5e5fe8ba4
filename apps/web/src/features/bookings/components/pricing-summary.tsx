import { formatPenceAsMoney } from '@lull/domain/money';
import { PLATFORM_FEE_PENCE, priceBooking } from '@lull/domain/pricing';

import { offPeakTermsOf, type ServicePrices } from '@/lib/booking-slots';

interface PricingSummaryProps {
  service: ServicePrices;
  date: string;
  time: string | null;
}

/**
 * The live price for the chosen time, from the same priceBooking the server uses. Credits are applied at
 * payment, so none are taken here. Without a time it shows the usual price and the fee.
 */
export function PricingSummary({ service, date, time }: PricingSummaryProps) {
  const price = priceBooking({
    ...offPeakTermsOf(service),
    date,
    time: time ?? '00:00',
    availableCreditPence: 0,
  });
  const discount = time !== null && price.offPeakApplied ? price.discountAmountPence : 0;
  const total = price.originalPricePence - discount + PLATFORM_FEE_PENCE;

  return (
    <section aria-labelledby="pricing-summary-heading" className="rounded-2xl bg-stone-50 p-4">
      <h2 id="pricing-summary-heading" className="text-base font-semibold text-stone-900">
        Pricing summary
      </h2>
      <dl className="mt-3 space-y-2 text-sm tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Service price</dt>
          <dd className="text-stone-900">{formatPenceAsMoney(price.originalPricePence)}</dd>
        </div>
        {discount > 0 ? (
          <div className="flex justify-between gap-4 text-saving-700">
            <dt>Off-peak discount</dt>
            <dd>−{formatPenceAsMoney(discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Off-Peak Booking Fee</dt>
          <dd className="text-stone-900">{formatPenceAsMoney(PLATFORM_FEE_PENCE)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold text-stone-900">
          <dt>Total</dt>
          <dd>{formatPenceAsMoney(total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-600">
        {time === null ? 'Choose a time to see your price. ' : ''}Any Lull credit is applied when you pay.
      </p>
    </section>
  );
}
